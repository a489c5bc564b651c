/**
 * The public pages that carry their own search/share texts in the SEO global
 * (src/globals/Seo): key (field name), admin label and path. /payment/{key} pages share
 * one entry, as their texts default to the package's.
 */
export const SEO_PAGES = [
  { key: 'home', label: 'Home', path: '/' },
  { key: 'about', label: 'About', path: '/about' },
  { key: 'services', label: 'Services', path: '/services' },
  { key: 'ourworks', label: 'Our Work', path: '/ourworks' },
  { key: 'package', label: 'Packages', path: '/package' },
  { key: 'contact', label: 'Contact', path: '/contact' },
  { key: 'privacy_policy', label: 'Privacy Policy', path: '/privacy-policy' },
  { key: 'terms_condition', label: 'Terms & Condition', path: '/terms-condition' },
] as const

export type SeoPageKey = (typeof SEO_PAGES)[number]['key']

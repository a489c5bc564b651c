/**
 * The site's own pages a link may name (the link field's "A page of the site"): stored by
 * `value`, rendered as `path`. Documents with a page of their own (landing pages, posts, case
 * studies, blog categories) are linked by reference instead (src/fields/link.ts).
 */
export const SITE_ROUTES = [
  { value: 'home', label: 'Home', path: '/home' },
  { value: 'about', label: 'About', path: '/about' },
  { value: 'services', label: 'Services', path: '/services' },
  { value: 'ourworks', label: 'Our Work', path: '/ourworks' },
  { value: 'package', label: 'Packages', path: '/package' },
  { value: 'contact', label: 'Contact', path: '/contact' },
  { value: 'blog', label: 'Blog', path: '/blog' },
  { value: 'blog-categories', label: 'Blog categories', path: '/blog/category' },
  { value: 'case-studies', label: 'Case studies', path: '/case-studies' },
  { value: 'privacy-policy', label: 'Privacy Policy', path: '/privacy-policy' },
  { value: 'terms-condition', label: 'Terms & Condition', path: '/terms-condition' },
  { value: 'search', label: 'Search', path: '/search' },
] as const

export type SiteRoute = (typeof SITE_ROUTES)[number]['value']

/** The path of the site page `value`, or null when it names none. */
export const siteRoutePath = (value: unknown): string | null =>
  SITE_ROUTES.find((route) => route.value === value)?.path ?? null

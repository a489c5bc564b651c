/**
 * Cache tags of the public data layer: one per collection or global a page reads
 * (src/server/data.ts tags its reads with these; src/hooks/revalidate.ts expires them).
 */
export const CONTENT_TAGS = [
  'settings',
  'about',
  'contact-info',
  'privacy-policy',
  'terms-condition',
  'seo',
  'search-synonyms',
  'banners',
  'testimonials',
  'services',
  'projects',
  'case-studies',
  'solutions',
  'work-categories',
  'packages',
  'promotions',
  'media',
  'posts',
  'categories',
  'pages',
  'navigation',
] as const

export type ContentTag = (typeof CONTENT_TAGS)[number]

/**
 * The tags of the documents a typed link may reference (src/lib/links.ts): a read that resolves
 * links carries them too, so a slug change, an unpublish or a delete re-renders the link.
 */
export const LINK_TARGET_TAGS = [
  'pages',
  'posts',
  'case-studies',
  'categories',
] as const satisfies ContentTag[]

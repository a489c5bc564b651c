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
  'banners',
  'testimonials',
  'services',
  'projects',
  'case-studies',
  'solutions',
  'work-categories',
  'packages',
  'media',
  'posts',
  'categories',
  'pages',
] as const

export type ContentTag = (typeof CONTENT_TAGS)[number]

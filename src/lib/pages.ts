/**
 * Paths of the landing pages (docs/content.md "Landing pages"): a page of the `pages`
 * collection is served at /{slug}, beside the site's own routes.
 */
import { getEnv } from '@/env'

/**
 * First path segments owned by a route of the site (or by Next/Payload), never by a landing
 * page: a page with one of these slugs would never be reached, so the slug field refuses them.
 */
export const PAGE_RESERVED_SLUGS = [
  'home',
  'about',
  'services',
  'ourworks',
  'package',
  'contact',
  'privacy-policy',
  'terms-condition',
  'payment',
  'blog',
  'case-studies',
  'search',
  // Aliases the site redirects (next.config.mjs): /feed, /terms, /privacy.
  'feed',
  'terms',
  'privacy',
  'admin',
  'api',
  '_next',
] as const

/** The URL path of the landing page `slug`: `/web-design-offer`. */
export const landingPagePath = (slug: string): string => `/${slug}`

/** Live preview of a landing page (the admin's Live Preview tab): the page in draft mode, else the home page while it has no slug. */
export function pagePreviewUrl(slug: unknown): string {
  const path = typeof slug === 'string' && slug ? landingPagePath(slug) : '/'
  return `${getEnv().SERVER_URL}/api/preview?path=${encodeURIComponent(path)}`
}

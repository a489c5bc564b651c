/**
 * /robots.txt: crawl everything public; keep crawlers out of the admin and the APIs, except
 * the media files (`/api/media/file/*`) that pages, JSON-LD, RSS and link previews name as
 * images: the more specific Allow wins over `Disallow: /api` (RFC 9309 2.2.2, longest match).
 * Points at the sitemap (absolute, from SERVER_URL). Proof: tests/unit/robots.test.ts, and
 * every URL the live pages name in tests/e2e/validators.spec.ts.
 */
import type { MetadataRoute } from 'next'

import { getEnv } from '@/env'

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().SERVER_URL
  return {
    rules: { userAgent: '*', allow: ['/', '/api/media/file/'], disallow: ['/admin', '/api'] },
    sitemap: `${base}/sitemap.xml`,
  }
}

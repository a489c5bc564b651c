/**
 * /robots.txt: crawl everything public; keep crawlers out of the admin and the
 * APIs; point at the sitemap (absolute, from SERVER_URL).
 */
import type { MetadataRoute } from 'next'

import { getEnv } from '@/env'

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().SERVER_URL
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] },
    sitemap: `${base}/sitemap.xml`,
  }
}

/**
 * GET /sitemap.xml: the site's URLs as one `<urlset>`, or a `<sitemapindex>` of /sitemap/{n}.xml
 * once there are more than SITEMAP_URL_LIMIT (src/server/seo/sitemap-xml.ts). Built on its
 * first request and cached under the tags of the content it lists.
 */
import { getEnv } from '@/env'
import { getSitemapEntries } from '@/server/seo/sitemap-entries'
import { sitemapIndexXml, sitemapParts, urlsetXml, xmlResponse } from '@/server/seo/sitemap-xml'

export const dynamic = 'force-static'

export async function GET(): Promise<Response> {
  const parts = sitemapParts(await getSitemapEntries())
  if (parts.length === 1) return xmlResponse(await urlsetXml(parts[0] ?? []))
  return xmlResponse(await sitemapIndexXml(parts, getEnv().SERVER_URL))
}

/**
 * GET /sitemap/{n}.xml: file `n` (1-based) of the sitemap index that /sitemap.xml becomes past
 * SITEMAP_URL_LIMIT URLs (src/server/seo/sitemap-xml.ts); 404 for any other name or number,
 * also while the sitemap fits in one file. Built on first request, cached under the content's
 * tags.
 */
import { notFound } from 'next/navigation'

import { getSitemapEntries } from '@/server/seo/sitemap-entries'
import { sitemapParts, urlsetXml, xmlResponse } from '@/server/seo/sitemap-xml'

export const dynamic = 'force-static'

export function generateStaticParams(): Array<{ file: string }> {
  return []
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).file)
  if (!match) notFound()
  const parts = sitemapParts(await getSitemapEntries())
  const part = parts.length > 1 ? parts[Number(match[1]) - 1] : undefined
  if (!part) notFound()
  return xmlResponse(await urlsetXml(part))
}

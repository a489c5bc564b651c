import 'server-only'

/**
 * The sitemap's XML (sitemaps.org protocol 0.9, "Using Sitemap index files"): one `<urlset>`
 * at /sitemap.xml while the site has at most SITEMAP_URL_LIMIT URLs; past that /sitemap.xml is
 * a `<sitemapindex>` of /sitemap/1.xml, /sitemap/2.xml, …, each a `<urlset>` of at most
 * SITEMAP_URL_LIMIT URLs in the order of `getSitemapEntries`. Written by the `sitemap` package
 * (SitemapStream, SitemapIndexStream), which escapes and validates each URL.
 */
import { Readable } from 'node:stream'

import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap'

import { absoluteUrl } from './structured-data'
import type { SitemapEntry } from './sitemap-entries'

/** URLs in one sitemap file before /sitemap.xml becomes an index (the protocol allows 50,000). */
export const SITEMAP_URL_LIMIT = 5000

/** The path of sitemap file `n` (1-based) listed by the index. */
export const sitemapPartPath = (n: number): string => `/sitemap/${n}.xml`

/** `entries` cut into files of at most `limit` URLs (one empty file for no entries). */
export function sitemapParts(entries: SitemapEntry[], limit = SITEMAP_URL_LIMIT): SitemapEntry[][] {
  const parts: SitemapEntry[][] = []
  for (let start = 0; start < entries.length; start += limit) parts.push(entries.slice(start, start + limit))
  return parts.length ? parts : [[]]
}

const newest = (entries: SitemapEntry[]): Date | undefined => {
  const times = entries.flatMap((e) => (e.lastModified ? [e.lastModified.getTime()] : []))
  return times.length ? new Date(Math.max(...times)) : undefined
}

/** A `<urlset>` of `entries`. */
export async function urlsetXml(entries: SitemapEntry[]): Promise<string> {
  const items = entries.map((e) => ({
    url: e.url,
    priority: e.priority,
    ...(e.lastModified ? { lastmod: e.lastModified.toISOString() } : {}),
  }))
  const stream = new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: false } })
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString()
}

/** A `<sitemapindex>` of the files of `parts`, each with its newest `lastmod`; `base`: SERVER_URL. */
export async function sitemapIndexXml(parts: SitemapEntry[][], base: string): Promise<string> {
  const items = parts.map((part, index) => {
    const lastmod = newest(part)
    return {
      url: absoluteUrl(base, sitemapPartPath(index + 1)),
      ...(lastmod ? { lastmod: lastmod.toISOString() } : {}),
    }
  })
  const stream = new SitemapIndexStream()
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString()
}

/** The answer for sitemap XML `xml`. */
export const xmlResponse = (xml: string): Response =>
  new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })

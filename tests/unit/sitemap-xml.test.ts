/** The sitemap's XML: one urlset up to the limit, an index of parts past it (src/server/seo/sitemap-xml.ts). */
import { describe, expect, it } from 'vitest'

import type { SitemapEntry } from '@/server/seo/sitemap-entries'
import { SITEMAP_URL_LIMIT, sitemapIndexXml, sitemapParts, urlsetXml } from '@/server/seo/sitemap-xml'

const BASE = 'https://agency.example'
const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    url: `${BASE}/blog/post-${i + 1}`,
    lastModified: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    priority: 0.7,
  }))

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

describe('sitemapParts', () => {
  it('keeps up to the limit in one part', () => {
    expect(sitemapParts(entries(SITEMAP_URL_LIMIT))).toHaveLength(1)
    expect(sitemapParts([])).toEqual([[]])
  })

  it('cuts past the limit into parts of at most the limit, keeping every URL once and in order', () => {
    const all = entries(2 * SITEMAP_URL_LIMIT + 1)
    const parts = sitemapParts(all)
    expect(parts.map((p) => p.length)).toEqual([SITEMAP_URL_LIMIT, SITEMAP_URL_LIMIT, 1])
    expect(parts.flat()).toEqual(all)
  })
})

describe('XML', () => {
  it('writes a urlset with each URL, its lastmod and priority, escaped', async () => {
    const xml = await urlsetXml([...entries(2), { url: `${BASE}/search?q=a&b`, priority: 0.1 }])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    expect(locs(xml)).toEqual([`${BASE}/blog/post-1`, `${BASE}/blog/post-2`, `${BASE}/search?q=a&amp;b`])
    expect(xml.match(/<lastmod>/g)).toHaveLength(2)
    expect(xml).toContain('<lastmod>2026-01-01T00:01:00.000Z</lastmod>')
    expect(xml).toContain('<priority>0.7</priority>')
  })

  it('writes an index of /sitemap/{n}.xml with the newest lastmod of each part', async () => {
    const parts = sitemapParts(entries(SITEMAP_URL_LIMIT + 3))
    const xml = await sitemapIndexXml(parts, BASE)
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    expect(locs(xml)).toEqual([`${BASE}/sitemap/1.xml`, `${BASE}/sitemap/2.xml`])
    const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1])
    expect(lastmods).toEqual([
      parts[0]!.at(-1)!.lastModified!.toISOString(),
      parts[1]!.at(-1)!.lastModified!.toISOString(),
    ])
  })
})

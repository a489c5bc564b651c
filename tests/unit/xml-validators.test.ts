/**
 * The sitemap and RSS as outside validators read them (tests/helpers/xml-validators.ts): the
 * urlset the site writes is valid against the sitemaps.org XSD and the feed is well-formed and read by a
 * feed parser; planted faults (a `<url>` without `<loc>`, a feed with an unclosed element) are
 * reported.
 */
import { describe, expect, it } from 'vitest'

import { rssXml } from '@/server/seo/rss'
import { urlsetXml } from '@/server/seo/sitemap-xml'

import { readFeed, sitemapErrors } from '../helpers/xml-validators'

const BASE = 'https://agency.example'

describe('sitemap against the sitemaps.org XSD', () => {
  it('accepts the urlset the site writes and reports a <url> without <loc>', async () => {
    const xml = await urlsetXml([
      { url: `${BASE}/`, lastModified: new Date(Date.UTC(2026, 0, 1)), priority: 1 },
      { url: `${BASE}/search?q=a&b`, priority: 0.1 },
    ])
    expect(await sitemapErrors(xml)).toEqual([])
    const planted = xml.replace(`<loc>${BASE}/</loc>`, '')
    expect(await sitemapErrors(planted)).toEqual([expect.stringMatching(/loc/)])
  })
})

describe('RSS in a feed parser', () => {
  const feed = rssXml(
    {
      title: 'Agency Blog & "news"',
      path: '/blog',
      selfPath: '/blog/rss.xml',
      description: 'Posts <b>',
      items: [
        {
          title: 'A post',
          path: '/blog/a-post',
          description: 'Summary',
          publishedAt: '2026-03-03T09:00:00.000Z',
          categories: ['SEO & Ads'],
        },
      ],
    },
    BASE,
    new Date('2026-03-04T00:00:00.000Z'),
  )

  it('reads the channel and its items', async () => {
    const { meta, items } = await readFeed(feed)
    expect(meta['#type']).toBe('rss')
    expect(meta.title).toBe('Agency Blog & "news"')
    expect(items.map((i) => [i.title, i.link, i.pubdate?.toISOString()])).toEqual([
      ['A post', `${BASE}/blog/a-post`, '2026-03-03T09:00:00.000Z'],
    ])
  })

  it('rejects a malformed feed', async () => {
    await expect(readFeed(feed.replace('</title>', ''))).rejects.toThrow(/not well-formed/)
    await expect(readFeed('<html><body>Not a feed</body></html>')).rejects.toThrow(/Not a feed/)
  })
})

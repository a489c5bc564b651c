/** The blog's pure helpers: slugs, the RSS 2.0 document and the BlogPosting JSON-LD. */
// fast-xml-parser 3 (installed with the S3 stand-in, s3rver): a validating XML parser.
import xml from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

import { isSlug, SLUG_MAX, slugify } from '@/lib/slug'
import type { Post } from '@/payload-types'
import { escapeXml, rfc822, rssXml } from '@/server/seo/rss'
import { blogPostingLd } from '@/server/seo/structured-data'

const BASE = 'https://agency.example'

describe('slugify', () => {
  it('makes lower-case hyphenated words without accents', () => {
    expect(slugify('Café SEO: 10 tips for 2026!')).toBe('cafe-seo-10-tips-for-2026')
    expect(slugify('  --Ünïcode & Spaces--  ')).toBe('unicode-spaces')
    expect(slugify('日本語')).toBe('')
  })

  it('cuts a long title at a word boundary, within SLUG_MAX', () => {
    const slug = slugify('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX)
    expect(isSlug(slug)).toBe(true)
    expect(slug.endsWith('word')).toBe(true)
  })

  it('accepts only slugs', () => {
    expect(isSlug('seo-basics-2026')).toBe(true)
    for (const bad of ['', 'A', 'a--b', '-a', 'a-', 'a b', '../x', 'a'.repeat(SLUG_MAX + 1), 3])
      expect(isSlug(bad), String(bad)).toBe(false)
  })
})

describe('rssXml', () => {
  const hostile = 'Tips & "tricks" <script>alert(1)</script> \u0001\uFFFE done'
  const feed = rssXml(
    {
      title: 'Agency Blog',
      path: '/blog',
      selfPath: '/blog/rss.xml',
      description: hostile,
      items: [
        {
          title: hostile,
          path: '/blog/a-post',
          description: 'Summary',
          publishedAt: '2026-03-03T09:00:00.000Z',
          categories: ['SEO & Ads'],
        },
        { title: 'Undated', path: '/blog/undated', description: 'x', publishedAt: null },
      ],
    },
    BASE,
    new Date('2026-03-04T00:00:00.000Z'),
  )

  it('is well-formed XML whatever the text holds', () => {
    expect(xml.validate(feed)).toBe(true)
    expect(feed).not.toContain('<script>')
  })

  it('is an RSS 2.0 channel with absolute links, guids, RFC 822 dates and categories', () => {
    const { rss } = xml.parse(feed, { ignoreAttributes: false, attributeNamePrefix: '@_' })
    expect(rss['@_version']).toBe('2.0')
    expect(rss.channel.link).toBe(`${BASE}/blog`)
    expect(rss.channel.lastBuildDate).toBe('Wed, 04 Mar 2026 00:00:00 GMT')
    expect(rss.channel['atom:link']['@_href']).toBe(`${BASE}/blog/rss.xml`)
    const [first, second] = rss.channel.item
    expect(first).toMatchObject({
      link: `${BASE}/blog/a-post`,
      guid: { '#text': `${BASE}/blog/a-post`, '@_isPermaLink': 'true' },
      pubDate: 'Tue, 03 Mar 2026 09:00:00 GMT',
    })
    expect(feed).toContain('<category>SEO &amp; Ads</category>')
    expect(second.pubDate).toBeUndefined()
  })

  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml('a<b>&"\'\u0000')).toBe('a&lt;b&gt;&amp;&quot;&apos;')
    expect(rfc822('not a date')).toBeNull()
  })
})

describe('blogPostingLd', () => {
  it('describes the post with absolute URLs, dates, author and sections', () => {
    const post = {
      id: 1,
      title: 'A post',
      slug: 'a-post',
      excerpt: 'Summary.',
      author: 'Maya Chen',
      publishedAt: '2026-03-03T09:00:00.000Z',
      updatedAt: '2026-03-05T09:00:00.000Z',
      heroImage: {
        id: 2,
        alt: '',
        url: '/api/media/file/a.jpg',
        sizes: { og: { url: '/api/media/file/a-og.jpg' } },
      },
      categories: [{ id: 3, title: 'SEO', slug: 'seo' }, 4],
    } as unknown as Post
    expect(blogPostingLd(post, '/blog/a-post', BASE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'A post',
      description: 'Summary.',
      url: `${BASE}/blog/a-post`,
      mainEntityOfPage: `${BASE}/blog/a-post`,
      image: `${BASE}/api/media/file/a-og.jpg`,
      datePublished: '2026-03-03T09:00:00.000Z',
      dateModified: '2026-03-05T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Maya Chen' },
      publisher: { '@id': `${BASE}/#organization` },
      articleSection: ['SEO'],
    })
  })
})

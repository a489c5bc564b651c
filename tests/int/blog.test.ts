/**
 * The blog: demo posts, slugs, drafts and scheduled publishing as visitors see them (the reads
 * of src/server/blog.ts), newest-first paging, the RSS 2.0 feed and the sitemap entries.
 * `unstable_cache` runs the read itself here (no Next.js cache outside a request).
 */
// fast-xml-parser 3 (installed with the S3 stand-in, s3rver): a validating XML parser.
import xml from 'fast-xml-parser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/cache', () => ({
  unstable_cache: (read: (...args: unknown[]) => unknown) => read,
  revalidateTag: vi.fn(),
}))

import { BLOG_PAGE_SIZE, RSS_ITEMS } from '@/contracts/constants'
import { getEnv } from '@/env'
import { runNotifications } from '@/mail'
import type { Post } from '@/payload-types'
import { doc, paragraph } from '@/seed/richtext'
import { getCategory, getFeedPosts, getPost, getPostPage } from '@/server/blog'
import { getSitemapEntries } from '@/server/seo/sitemap-entries'
import { GET as getRss } from '@/app/(frontend)/blog/rss.xml/route'

import { seededPayload } from '../helpers/payload'

let payload: Payload
let media: number
const context = { disableRevalidate: true }
let counter = 0

beforeAll(async () => {
  payload = await seededPayload()
  media = (await payload.find({ collection: 'media', limit: 1 })).docs[0]!.id
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

/** A post with valid data; `data` overrides. Published unless `_status: 'draft'` is given. */
function newPost(data: Partial<Pick<Post, 'title' | 'slug' | 'publishedAt' | '_status'>> = {}) {
  const n = ++counter
  return payload.create({
    collection: 'posts',
    data: {
      title: `Test post ${n}`,
      // Empty: made from the title.
      slug: '',
      excerpt: 'A short summary.',
      heroImage: media,
      author: 'Test Author',
      content: doc(paragraph('Body text.')) as Post['content'],
      _status: 'published',
      ...data,
    },
    context,
  })
}

const visibleSlugs = async () => (await getPostPage(1))!.posts.map((p) => p.slug)

describe('demo content', () => {
  it('seeds 6 published posts in 3 categories, each with a hero image and an author', async () => {
    const page = (await getPostPage(1))!
    expect(page.totalPosts).toBe(6)
    const categories = await payload.find({ collection: 'categories', overrideAccess: false })
    expect(categories.totalDocs).toBe(3)
    for (const category of categories.docs) {
      const posts = (await getPostPage(1, category))!.posts
      expect(posts.length, category.slug).toBeGreaterThan(0)
    }
    for (const post of page.posts) {
      expect(post.heroImage).toMatchObject({ url: expect.stringContaining('/api/media/file/') })
      expect(post.author).not.toBe('')
      expect(post.excerpt).not.toMatch(/lorem/i)
    }
  })

  it('reads a post with its blocks (image, quote, call to action)', async () => {
    const post = (await getPost('core-web-vitals-explained'))!
    const types = (post.content.root.children as Array<{ type: string; fields?: { blockType: string } }>)
      .filter((n) => n.type === 'block')
      .map((n) => n.fields!.blockType)
    expect(types).toEqual(expect.arrayContaining(['image', 'callToAction']))
  })
})

describe('slugs', () => {
  it('makes the slug from the title when left empty', async () => {
    const post = await newPost({ title: 'Café SEO: 10 tips for 2026!' })
    expect(post.slug).toBe('cafe-seo-10-tips-for-2026')
  })

  it('refuses a slug that is not lower-case words joined by hyphens, with a field error', async () => {
    await expect(newPost({ slug: 'Not A Slug' })).rejects.toMatchObject({
      status: 400,
      data: { errors: [expect.objectContaining({ path: 'slug' })] },
    })
  })

  it('refuses a slug that a blog route owns', async () => {
    for (const slug of ['page', 'category', 'rss'])
      await expect(newPost({ slug }), slug).rejects.toMatchObject({ status: 400 })
  })

  it('refuses a slug another post has', async () => {
    await expect(newPost({ slug: 'local-seo-30-day-plan' })).rejects.toMatchObject({ status: 400 })
  })

  it('answers an unknown or malformed slug with no post', async () => {
    expect(await getPost('no-such-post')).toBeNull()
    expect(await getPost('../admin')).toBeNull()
    expect(await getCategory('NO')).toBeNull()
  })
})

describe('visibility', () => {
  it('shows a post to visitors only while it is published', async () => {
    const draft = await newPost({ _status: 'draft', slug: 'draft-only' })
    expect(await getPost('draft-only')).toBeNull()
    expect(await visibleSlugs()).not.toContain('draft-only')

    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' }, context })
    expect(await getPost('draft-only')).toMatchObject({ slug: 'draft-only' })
    expect(await visibleSlugs()).toContain('draft-only')

    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'draft' }, context })
    expect(await getPost('draft-only')).toBeNull()
    expect(await visibleSlugs()).not.toContain('draft-only')
  })

  it('dates a post when it is published without a date', async () => {
    const before = Date.now()
    const post = await newPost({ slug: 'dated-on-publish' })
    expect(Date.parse(post.publishedAt!)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('publishes a scheduled post when its time comes, through the site job runner', async () => {
    const draft = await newPost({ _status: 'draft', slug: 'scheduled-post' })
    const schedule = (waitUntil: Date) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'posts', value: draft.id } },
        waitUntil,
      })
    await schedule(new Date(Date.now() + 60 * 60_000))
    await runNotifications(payload)
    expect(await getPost('scheduled-post')).toBeNull()

    await schedule(new Date(Date.now() - 1000))
    await runNotifications(payload)
    expect(await getPost('scheduled-post')).toMatchObject({ slug: 'scheduled-post', _status: 'published' })
    expect(await visibleSlugs()).toContain('scheduled-post')
  })
})

describe('lists, feed and sitemap', () => {
  beforeAll(async () => {
    // Enough posts for three pages, each a day older than the one before.
    for (let i = 0; i < 2 * BLOG_PAGE_SIZE; i++)
      await newPost({ publishedAt: new Date(Date.UTC(2025, 0, 28 - i)).toISOString() })
  }, 120_000)

  it('lists posts newest first, BLOG_PAGE_SIZE a page, and no page past the last', async () => {
    const first = (await getPostPage(1))!
    expect(first.posts).toHaveLength(BLOG_PAGE_SIZE)
    expect(first.pageCount).toBe(Math.ceil(first.totalPosts / BLOG_PAGE_SIZE))
    const all = []
    for (let n = 1; n <= first.pageCount; n++) all.push(...(await getPostPage(n))!.posts)
    expect(all).toHaveLength(first.totalPosts)
    const times = all.map((p) => Date.parse(p.publishedAt!))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(await getPostPage(first.pageCount + 1)).toBeNull()
    expect(await getPostPage(0)).toBeNull()
    expect(await getPostPage(Number.NaN)).toBeNull()
  })

  it('lists a category with its own posts only', async () => {
    const seo = (await getCategory('seo'))!
    const page = (await getPostPage(1, seo))!
    expect(page.posts.map((p) => p.slug).sort()).toEqual([
      'core-web-vitals-explained',
      'local-seo-30-day-plan',
    ])
  })

  it('serves a valid RSS 2.0 feed of the newest posts with absolute URLs', async () => {
    const res = await getRss()
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const body = await res.text()
    expect(xml.validate(body)).toBe(true)
    const feed = xml.parse(body, { ignoreAttributes: false, attributeNamePrefix: '@_' })
    expect(feed.rss['@_version']).toBe('2.0')
    const channel = feed.rss.channel
    const base = getEnv().SERVER_URL
    expect(channel.title).toMatch(/Blog$/)
    expect(channel.link).toBe(`${base}/blog`)
    expect(channel.description).not.toBe('')
    expect(channel['atom:link']['@_href']).toBe(`${base}/blog/rss.xml`)
    const items = channel.item as Array<Record<string, unknown>>
    expect(items).toHaveLength(RSS_ITEMS)
    const newest = await getFeedPosts()
    expect(items.map((i) => i.link)).toEqual(newest.map((p) => `${base}/blog/${p.slug}`))
    for (const item of items) {
      expect(item.title).toBeTruthy()
      expect(item.description).toBeTruthy()
      expect((item.guid as Record<string, string>)['#text']).toBe(item.link)
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
    }
  })

  it('lists every published post, the list pages and the categories in the sitemap', async () => {
    const urls = (await getSitemapEntries()).map((e) => e.url)
    const base = getEnv().SERVER_URL
    const page = (await getPostPage(1))!
    expect(urls).toContain(`${base}/blog`)
    for (let n = 2; n <= page.pageCount; n++) expect(urls).toContain(`${base}/blog/page/${n}`)
    expect(urls).not.toContain(`${base}/blog/page/${page.pageCount + 1}`)
    expect(urls).toContain(`${base}/blog/category`)
    for (const slug of ['seo', 'web-design', 'advertising'])
      expect(urls).toContain(`${base}/blog/category/${slug}`)
    // Aliases that redirect (next.config.mjs) are not canonical pages.
    for (const alias of ['/feed', '/rss.xml', '/blog/feed', '/terms', '/privacy', '/case-studies/page/1'])
      expect(urls).not.toContain(`${base}${alias}`)
    const { docs } = await payload.find({ collection: 'posts', pagination: false, overrideAccess: false })
    for (const post of docs) expect(urls).toContain(`${base}/blog/${post.slug}`)
    const draft = await newPost({ _status: 'draft', slug: 'not-in-sitemap' })
    expect((await getSitemapEntries()).map((e) => e.url)).not.toContain(`${base}/blog/${draft.slug}`)
  })
})

import 'server-only'

/**
 * The blog's reads (the data module's sibling for posts and categories; docs/content.md
 * "Blog"). Visitors get published posts only (src/access/policies.ts `postAccess`), cached
 * under the `posts`, `categories` and `media` tags and expired by the collections' hooks, so
 * pages render on their first request and stay cached until an edit. A signed-in editor in
 * preview gets the latest draft of a post, uncached.
 *
 * Lists are newest first (`publishedAt`, then `id`), BLOG_PAGE_SIZE a page.
 */
import type { Where } from 'payload'

import { BLOG_PAGE_SIZE, RSS_ITEMS } from '@/contracts/constants'
import type { ContentTag } from '@/contracts/cache-tags'
import { hasPage, pageCountOf } from '@/lib/pagination'
import { isSlug } from '@/lib/slug'
import type { Category, Post } from '@/payload-types'
import { bySlug, cachedRead, getClient, orFallback } from '@/server/cached-read'

/** What a list, a card or the feed shows of a post. */
export type PostSummary = Pick<
  Post,
  'id' | 'title' | 'slug' | 'excerpt' | 'heroImage' | 'publishedAt' | 'author' | 'categories' | 'updatedAt'
>

/** One page of a post list; `page` is 1-based, `pageCount` at least 1. */
export type PostPage = { posts: PostSummary[]; page: number; pageCount: number; totalPosts: number }

/** A sitemap entry of a post or a category. */
export type BlogUrlEntry = { slug: string; updatedAt: string }

const TAGS: ContentTag[] = ['posts', 'categories', 'media']
const SORT = ['-publishedAt', '-id']
const SUMMARY = {
  title: true,
  slug: true,
  excerpt: true,
  heroImage: true,
  publishedAt: true,
  author: true,
  categories: true,
  updatedAt: true,
} as const

const readPostPage = cachedRead(
  'blog:page',
  TAGS,
  async (page: number, categoryId: number | null): Promise<PostPage | null> => {
    const payload = await getClient()
    const where: Where = categoryId === null ? {} : { categories: { in: [categoryId] } }
    const result = await payload.find({
      collection: 'posts',
      where,
      sort: SORT,
      limit: BLOG_PAGE_SIZE,
      page,
      depth: 1,
      select: SUMMARY,
      overrideAccess: false,
    })
    if (!hasPage(page, result.totalDocs, BLOG_PAGE_SIZE)) return null
    const pageCount = pageCountOf(result.totalDocs, BLOG_PAGE_SIZE)
    return { posts: result.docs as PostSummary[], page, pageCount, totalPosts: result.totalDocs }
  },
)

const readPost = bySlug('posts', TAGS)

const readCategory = cachedRead('blog:category', ['categories'], async (slug: string) => {
  const payload = await getClient()
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

const readCategories = cachedRead('blog:categories', ['categories'], async (): Promise<Category[]> => {
  const payload = await getClient()
  const { docs } = await payload.find({
    collection: 'categories',
    sort: 'title',
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs
})

const readFeed = cachedRead('blog:feed', TAGS, async (): Promise<PostSummary[]> => {
  const payload = await getClient()
  const { docs } = await payload.find({
    collection: 'posts',
    sort: SORT,
    limit: RSS_ITEMS,
    depth: 1,
    select: SUMMARY,
    overrideAccess: false,
  })
  return docs as PostSummary[]
})

const readPostEntries = cachedRead('blog:entries', ['posts'], async (): Promise<BlogUrlEntry[]> => {
  const payload = await getClient()
  const { docs } = await payload.find({
    collection: 'posts',
    sort: SORT,
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true },
    overrideAccess: false,
  })
  return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
})

/**
 * Page `page` (1-based) of the published posts, newest first; of one category when
 * `category` is given. Null for a page past the last one (the route answers 404); page 1
 * always exists, empty when there are no posts.
 */
export async function getPostPage(page: number, category?: Category): Promise<PostPage | null> {
  if (!Number.isSafeInteger(page) || page < 1) return null
  return readPostPage(page, category?.id ?? null)
}

/** The published post at /blog/{slug} (its latest draft for an editor in preview), or null. */
export const getPost = (slug: string): Promise<Post | null> => readPost(slug)

/** The category at /blog/category/{slug}, or null. */
export async function getCategory(slug: string): Promise<Category | null> {
  return isSlug(slug) ? readCategory(slug) : null
}

/** Every category, by title (empty when unreadable: the blog still renders). */
export const getCategories = (): Promise<Category[]> => orFallback(readCategories, [], 'categories')

/** The RSS_ITEMS newest published posts, for /blog/rss.xml. */
export const getFeedPosts = (): Promise<PostSummary[]> => readFeed()

/** Slug and last change of every published post, newest first, for /sitemap.xml. */
export const getPostEntries = (): Promise<BlogUrlEntry[]> => readPostEntries()

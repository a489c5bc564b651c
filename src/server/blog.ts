import 'server-only'

/**
 * The blog's reads (the data module's sibling for posts and categories; docs/content.md
 * "Blog"), declared once per collection (src/server/reads/collection.ts). Visitors get
 * published posts only (src/access/policies.ts `postAccess`), cached under the `posts`,
 * `categories` and `media` tags and expired by the collections' hooks, so pages render on
 * their first request and stay cached until an edit. A signed-in editor in preview gets the
 * latest draft of a post, uncached.
 *
 * Lists are newest first (`publishedAt`, then `id`), BLOG_PAGE_SIZE a page.
 */
import type { Where } from 'payload'

import { BLOG_PAGE_SIZE, RSS_ITEMS } from '@/contracts/constants'
import { LINK_TARGET_TAGS } from '@/contracts/cache-tags'
import { hasPage, pageCountOf } from '@/lib/pagination'
import type { Category, Post } from '@/payload-types'
import { defineCollectionReads, type UrlEntry } from '@/server/reads/collection'

/** What a list, a card or the feed shows of a post. */
export type PostSummary = Awaited<ReturnType<typeof posts.list>>[number]

/** One page of a post list; `page` is 1-based, `pageCount` at least 1. */
export type PostPage = { posts: PostSummary[]; page: number; pageCount: number; totalPosts: number }

/** A sitemap entry of a post or a category. */
export type BlogUrlEntry = UrlEntry

const posts = defineCollectionReads({
  collection: 'posts',
  // A post's call to action may link to another document (src/lib/links.ts): its tag re-renders the post.
  shows: ['media', ...LINK_TARGET_TAGS],
  sort: ['-publishedAt', '-id'],
  listFields: ['title', 'slug', 'excerpt', 'heroImage', 'publishedAt', 'author', 'categories', 'updatedAt'],
  preview: { bySlug: true },
})

const categories = defineCollectionReads({
  collection: 'categories',
  shows: [],
  sort: 'title',
  depth: { list: 0, bySlug: 0 },
  fallback: 'categories',
})

/**
 * Page `page` (1-based) of the published posts, newest first; of one category when
 * `category` is given. Null for a page past the last one (the route answers 404); page 1
 * always exists, empty when there are no posts.
 */
export async function getPostPage(page: number, category?: Category): Promise<PostPage | null> {
  if (!Number.isSafeInteger(page) || page < 1) return null
  const where: Where = category ? { categories: { in: [category.id] } } : {}
  const { docs, totalDocs } = await posts.find({ where, limit: BLOG_PAGE_SIZE, page })
  if (!hasPage(page, totalDocs, BLOG_PAGE_SIZE)) return null
  return { posts: docs, page, pageCount: pageCountOf(totalDocs, BLOG_PAGE_SIZE), totalPosts: totalDocs }
}

/** The published post at /blog/{slug} (its latest draft for an editor in preview), or null. */
export const getPost = (slug: string): Promise<Post | null> => posts.bySlug(slug)

/** The category at /blog/category/{slug}, or null. */
export const getCategory = (slug: string): Promise<Category | null> => categories.bySlug(slug)

/** Every category, by title (empty when unreadable: the blog still renders). */
export const getCategories = (): Promise<Category[]> => categories.list()

/** The RSS_ITEMS newest published posts, for /blog/rss.xml. */
export const getFeedPosts = async (): Promise<PostSummary[]> => (await posts.find({ limit: RSS_ITEMS })).docs

/** Slug and last change of every published post, newest first, for /sitemap.xml. */
export const getPostEntries = (): Promise<BlogUrlEntry[]> => posts.entries()

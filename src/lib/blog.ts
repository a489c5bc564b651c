/**
 * Paths and small helpers of the blog's pages (docs/content.md "Blog"): the list /blog and its further pages
 * /blog/page/{n}, a post /blog/{slug}, a category /blog/category/{slug} (and its
 * /blog/category/{slug}/page/{n}), the index of categories /blog/category, the feed /blog/rss.xml.
 */
import { getEnv } from '@/env'
import type { Category } from '@/payload-types'

/** First segments under /blog that belong to a route, never to a post. */
export const BLOG_RESERVED_SLUGS = ['page', 'category', 'rss', 'feed'] as const

export const BLOG_PATH = '/blog'
export const RSS_PATH = '/blog/rss.xml'
/** The index of the blog's categories. */
export const CATEGORIES_PATH = '/blog/category'

export const postPath = (slug: string): string => `${BLOG_PATH}/${slug}`
export const categoryPath = (slug: string): string => `${CATEGORIES_PATH}/${slug}`
/** Where a post shows the answer to a form in its text (the form's endpoint returns there, never cached). */
export const postAnswerPath = (slug: string): string => `${postPath(slug)}/answer`

/** Live preview of a post (the admin's Live Preview tab): its page in draft mode, else /blog while it has no slug. */
export function postPreviewUrl(slug: unknown): string {
  const path = typeof slug === 'string' && slug ? postPath(slug) : BLOG_PATH
  return `${getEnv().SERVER_URL}/api/preview?path=${encodeURIComponent(path)}`
}

/** The categories of a post that are loaded (read at depth ≥ 1), in their saved order. */
export function loadedCategories(categories: (number | Category)[] | null | undefined): Category[] {
  return (categories ?? []).filter((c): c is Category => typeof c === 'object' && c !== null)
}

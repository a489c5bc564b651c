import 'server-only'

/**
 * The landing pages' reads (the data module's sibling for `pages`; docs/content.md "Landing
 * pages"), declared once (src/server/reads/collection.ts), and the reads of the blocks that
 * show other collections. Visitors get published pages only (src/access/policies.ts
 * `pageAccess`), cached under the `pages` tag and those of what a page shows (media,
 * testimonials) and expired by the collections' hooks, so a page renders on its first request
 * and stays cached until an edit. A signed-in editor in preview gets the latest draft, uncached.
 */
import { LINK_TARGET_TAGS } from '@/contracts/cache-tags'
import { PAGE_RESERVED_SLUGS } from '@/lib/pages'
import type { Package, Page, Testimonial } from '@/payload-types'
import { getPackages, getTestimonials } from '@/server/data'
import { defineCollectionReads, type UrlEntry } from '@/server/reads/collection'

/** A sitemap entry of a landing page. */
export type PageUrlEntry = UrlEntry

const pages = defineCollectionReads({
  collection: 'pages',
  // A page's buttons may link to other documents (src/lib/links.ts): their tags re-render it.
  shows: ['media', 'testimonials', ...LINK_TARGET_TAGS],
  sort: 'slug',
  preview: { bySlug: true },
})

/**
 * The published landing page at /{slug} (its latest draft for an editor in preview), or null
 * for a slug that is not one (a reserved slug included: its route answers, not a page).
 */
export async function getPage(slug: string): Promise<Page | null> {
  return (PAGE_RESERVED_SLUGS as readonly string[]).includes(slug) ? null : pages.bySlug(slug)
}

/** Slug and last change of every published landing page, for /sitemap.xml. */
export const getPageEntries = (): Promise<PageUrlEntry[]> => pages.entries()

/** The packages of `category` in their price-table order (the one source of prices: `packages`). */
export async function getPackagesOf(category: Package['category']): Promise<Package[]> {
  return (await getPackages()).filter((p) => p.category === category)
}

/** The `count` newest testimonials (by creation), newest first. */
export async function getLatestTestimonials(count: number): Promise<Testimonial[]> {
  const all = await getTestimonials()
  return latestFirst(all).slice(0, Math.max(0, count))
}

/** `items` ordered newest `createdAt` first (then highest id); a new array. */
export function latestFirst<T extends { id: number; createdAt: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
}

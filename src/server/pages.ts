import 'server-only'

/**
 * The landing pages' reads (the data module's sibling for `pages`; docs/content.md "Landing
 * pages"), and the reads of the blocks that show other collections. Visitors get published
 * pages only (src/access/policies.ts `pageAccess`), cached under the `pages` tag and those of
 * what a page shows (media, testimonials) and expired by the collections' hooks, so a page
 * renders on its first request and stays cached until an edit. A signed-in editor in preview
 * gets the latest draft, uncached.
 */
import type { ContentTag } from '@/contracts/cache-tags'
import { PAGE_RESERVED_SLUGS } from '@/lib/pages'
import type { Package, Page, Testimonial } from '@/payload-types'
import { bySlug, cachedRead, getClient } from '@/server/cached-read'
import { getPackages, getTestimonials } from '@/server/data'

/** A sitemap entry of a landing page. */
export type PageUrlEntry = { slug: string; updatedAt: string }

const TAGS: ContentTag[] = ['pages', 'media', 'testimonials']

const readPage = bySlug('pages', TAGS)

const readEntries = cachedRead('pages:entries', ['pages'], async (): Promise<PageUrlEntry[]> => {
  const payload = await getClient()
  const { docs } = await payload.find({
    collection: 'pages',
    sort: 'slug',
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true },
    overrideAccess: false,
  })
  return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
})

/**
 * The published landing page at /{slug} (its latest draft for an editor in preview), or null
 * for a slug that is not one (a reserved slug included: its route answers, not a page).
 */
export async function getPage(slug: string): Promise<Page | null> {
  return (PAGE_RESERVED_SLUGS as readonly string[]).includes(slug) ? null : readPage(slug)
}

/** Slug and last change of every published landing page, for /sitemap.xml. */
export const getPageEntries = (): Promise<PageUrlEntry[]> => readEntries()

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

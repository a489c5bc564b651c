import 'server-only'

/**
 * The reads of a public collection, made from one declaration of what its pages need
 * (docs/architecture.md "Data flow"): its list (all of it, or a filtered page), one document
 * by slug, its sitemap entries, the cache tags they are stored under, the fallback of a failed
 * list and which reads show drafts in preview. Every read goes through Payload's local API with
 * public access (`overrideAccess: false`: visitors get published documents only) and is cached
 * with `unstable_cache` under the declaration's tags, which the collections' hooks expire
 * (src/hooks/revalidate.ts). In preview (src/server/preview.ts) a declared read gives a
 * signed-in editor the latest drafts, uncached.
 */
import type { CollectionSlug, DataFromCollectionSlug, Sort, Where } from 'payload'

import type { ContentTag } from '@/contracts/cache-tags'
import { isSlug } from '@/lib/slug'
import type { User } from '@/payload-types'

import { cachedRead, getClient, orFallback, withPreview } from './cached-read'

/** A collection whose documents public pages show: its slug is its cache tag. */
export type PublicCollection = CollectionSlug & ContentTag

type Doc<S extends PublicCollection> = DataFromCollectionSlug<S>

/** The public collections whose documents have their own page at a `slug` (src/fields/slug.ts). */
export type SluggedCollection = {
  [S in PublicCollection]: Doc<S> extends { slug: string } ? S : never
}[PublicCollection]

/** A sitemap entry of a document with its own page: its slug and last change (ISO date-time). */
export type UrlEntry = { slug: string; updatedAt: string }

/**
 * A list query: a filter, and page `page` (1-based, default 1) of `limit` items; every
 * matching item when `limit` is absent. A JSON value: it is part of the cache key.
 */
export type ListQuery = { where?: Where; limit?: number; page?: number }

/** The items of a list query and how many items match it in all. */
export type ListResult<T> = { docs: T[]; totalDocs: number }

/** What a public collection's pages need of it, declared once per collection. */
export type CollectionDeclaration<S extends PublicCollection, F extends keyof Doc<S>> = {
  collection: S
  /**
   * The tags of what its documents show besides themselves (media, the documents their links
   * name): its lists and documents are cached under its own tag and these, so an edit of any
   * of them re-renders the pages. Its sitemap entries are cached under its own tag only.
   */
  shows: readonly ContentTag[]
  /** Order of its lists and sitemap entries (Payload `sort`). */
  sort: Sort
  /** The fields a list item carries (with `id`); every field when absent. */
  listFields?: readonly F[]
  /** Relationship depth of a list item (default 1) and of a document read by slug (default 2). */
  depth?: { list?: number; bySlug?: number }
  /** Which reads give an editor in preview the latest drafts (none when absent). */
  preview?: { list?: boolean; bySlug?: boolean }
  /** What its failed whole-list read is logged as; `list()` then yields no items. Absent: it throws. */
  fallback?: string
}

/** The reads made from a declaration; `Item` is a list item (`Pick` of the listed fields). */
export type CollectionReads<S extends PublicCollection, Item> = {
  /** The items of `query` (every item by default), in the declared order. */
  find: (query?: ListQuery) => Promise<ListResult<Item>>
  /** Every item, in the declared order (the declared fallback on failure). */
  list: () => Promise<Item[]>
} & (S extends SluggedCollection
  ? {
      /** The document at `slug`, or null for a malformed or unknown slug. */
      bySlug: (slug: string) => Promise<Doc<S> | null>
      /** Slug and last change of every document, in the declared order, for /sitemap.xml. */
      entries: () => Promise<UrlEntry[]>
    }
  : unknown)

/** A list item of a declaration with `listFields` F: the document's `id` and those fields. */
export type ItemOf<S extends PublicCollection, F extends keyof Doc<S>> = Pick<Doc<S>, 'id' | F>

/**
 * The cached reads of `declaration.collection` (see CollectionDeclaration). Cache keys are
 * `<collection>:list`, `<collection>:by-slug` and `<collection>:entries`, the arguments added.
 */
export function defineCollectionReads<S extends PublicCollection, F extends keyof Doc<S> = keyof Doc<S>>(
  declaration: CollectionDeclaration<S, F>,
): CollectionReads<S, ItemOf<S, F>> {
  const { collection, sort, listFields, depth = {}, preview = {}, fallback } = declaration
  const tags = [...new Set<ContentTag>([collection, ...declaration.shows])]
  const select = listFields && Object.fromEntries(listFields.map((field) => [field, true]))

  const findItems = async (query: ListQuery, user?: User): Promise<ListResult<ItemOf<S, F>>> => {
    const payload = await getClient()
    const { where = {}, limit, page } = query
    const result = await payload.find({
      collection,
      where,
      sort,
      depth: depth.list ?? 1,
      ...(limit === undefined ? { pagination: false } : { limit, page }),
      ...(select ? { select } : {}),
      overrideAccess: false,
      user,
      draft: Boolean(user),
    })
    return { docs: result.docs as ItemOf<S, F>[], totalDocs: result.totalDocs }
  }
  const cachedFind = cachedRead(`${collection}:list`, tags, (query: ListQuery) => findItems(query))
  const find = preview.list
    ? withPreview(cachedFind, (user, query: ListQuery) => findItems(query, user))
    : cachedFind
  const readAll = async () => (await find({})).docs

  const findBySlug = async (slug: string, user?: User): Promise<Doc<S> | null> => {
    const payload = await getClient()
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: depth.bySlug ?? 2,
      overrideAccess: false,
      user,
      draft: Boolean(user),
    })
    return (docs[0] as Doc<S> | undefined) ?? null
  }
  const cachedBySlug = cachedRead(`${collection}:by-slug`, tags, (slug: string) => findBySlug(slug))
  const bySlugRead = preview.bySlug
    ? withPreview(cachedBySlug, (user, slug: string) => findBySlug(slug, user))
    : cachedBySlug

  const entries = cachedRead(`${collection}:entries`, [collection], async (): Promise<UrlEntry[]> => {
    const payload = await getClient()
    const { docs } = await payload.find({
      collection,
      sort,
      pagination: false,
      depth: 0,
      select: { slug: true, updatedAt: true },
      overrideAccess: false,
    })
    return (docs as unknown as UrlEntry[]).map(({ slug, updatedAt }) => ({ slug, updatedAt }))
  })

  const reads = {
    find: (query: ListQuery = {}) => find(query),
    list: () => (fallback === undefined ? readAll() : orFallback(readAll, [], fallback)),
    bySlug: async (slug: string) => (isSlug(slug) ? bySlugRead(slug) : null),
    entries: () => entries(),
  }
  // `bySlug` and `entries` are typed only for a slugged collection: a generic S cannot be narrowed here.
  return reads as unknown as CollectionReads<S, ItemOf<S, F>>
}

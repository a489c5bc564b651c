import 'server-only'

/**
 * Building blocks of the public data modules (./data.ts, ./blog.ts, ./case-studies.ts,
 * ./pages.ts): the Payload client of public reads, reads cached by tag (`unstable_cache`; the tags of src/contracts/cache-tags.ts,
 * expired by the CMS hooks of src/hooks/revalidate.ts), a fallback on failure and the
 * draft preview switch (src/server/preview.ts).
 */
import { unstable_cache } from 'next/cache'

import type { CollectionSlug, DataFromCollectionSlug } from 'payload'

import type { ContentTag } from '@/contracts/cache-tags'
import { isSlug } from '@/lib/slug'
import type { User } from '@/payload-types'
import { getServerPayload } from '@/server/payload'
import { previewUser } from '@/server/preview'

// Reads run during `next build` too: they never start the jobs cron.
export const getClient = () => getServerPayload({ cron: false })

/**
 * Cached read tagged with `tags`; `key` must be unique per read. Arguments (JSON values) are
 * part of the cache key, so one read serves every page number or slug.
 */
export function cachedRead<A extends unknown[], T>(
  key: string,
  tags: ContentTag[],
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return unstable_cache(read, [key], { tags })
}

/** On failure, logs and returns `fallback`. */
export async function orFallback<T>(read: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read()
  } catch (error) {
    const payload = await getClient().catch(() => null)
    const message = `public read of ${what} failed: ${(error as Error).message}`
    if (payload) payload.logger.error(message)
    else console.error(message)
    return fallback
  }
}

/**
 * `read` for visitors (published only, cached); for an admin/editor in preview (draft mode,
 * src/server/preview.ts) the same read of the latest drafts, uncached and with their access.
 */
export function withPreview<T>(
  published: () => Promise<T>,
  drafts: (user: User) => Promise<T>,
): () => Promise<T> {
  return async () => {
    const user = await previewUser()
    return user ? drafts(user) : published()
  }
}

/** Collections whose documents have their own page at a `slug` (src/fields/slug.ts). */
export type SluggedCollection = Extract<CollectionSlug, 'posts' | 'case-studies' | 'pages'>

/**
 * The read of one document of `collection` by its slug, for its page: published only and
 * cached under `tags` (the key is `collection`'s, the slug an argument) for visitors; the
 * latest draft, uncached, for an admin/editor in preview. Null for a malformed or unknown
 * slug (read at depth 2: the document's media and relationships are loaded).
 */
export function bySlug<S extends SluggedCollection>(
  collection: S,
  tags: ContentTag[],
): (slug: string) => Promise<DataFromCollectionSlug<S> | null> {
  const find = async (slug: string, user?: User): Promise<DataFromCollectionSlug<S> | null> => {
    const payload = await getClient()
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 2,
      overrideAccess: false,
      user,
      draft: Boolean(user),
    })
    return (docs[0] as DataFromCollectionSlug<S> | undefined) ?? null
  }
  const published = cachedRead(`${collection}:by-slug`, tags, (slug: string) => find(slug))
  return async (slug) => {
    if (!isSlug(slug)) return null
    const user = await previewUser()
    return user ? find(slug, user) : published(slug)
  }
}

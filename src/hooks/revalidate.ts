/**
 * Cache revalidation from CMS hooks (DEVELOPERS.md "cache by tag and revalidate from CMS hooks").
 *
 * Every public read in `src/lib/data.ts` is cached under the tag of the collection or global
 * it reads (`services`, `settings`...). A change saved in the admin expires that tag at once,
 * so the next request to any page that shows the content renders it fresh.
 *
 * `revalidateTag` only works inside a Next.js request; seeds, tests and CLI scripts run
 * outside one, so they pass `context: { disableRevalidate: true }` and the call is also guarded.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { revalidateTag } from 'next/cache'

import type { ContentTag } from '@/lib/cache-tags'

/** Expire `tag` now (next request is a blocking cache miss). Returns whether it ran. */
export function expireTag(tag: string, req: PayloadRequest): boolean {
  if (req.context?.disableRevalidate) return false
  try {
    revalidateTag(tag, { expire: 0 })
    req.payload.logger.debug(`revalidated tag ${tag}`)
    return true
  } catch (error) {
    // Outside a Next.js request (CLI, script without disableRevalidate) there is no cache to expire.
    req.payload.logger.warn(`could not revalidate tag ${tag}: ${(error as Error).message}`)
    return false
  }
}

/** afterChange + afterDelete hooks for a collection whose documents appear on public pages. */
export function revalidateCollection(tag: ContentTag): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ doc, req }) => (expireTag(tag, req), doc)],
    afterDelete: [({ doc, req }) => (expireTag(tag, req), doc)],
  }
}

/** afterChange hook for a global that appears on public pages. */
export function revalidateGlobal(tag: ContentTag): GlobalAfterChangeHook[] {
  return [({ doc, req }) => (expireTag(tag, req), doc)]
}

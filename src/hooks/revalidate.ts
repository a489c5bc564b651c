/**
 * Cache revalidation from CMS hooks (docs/architecture.md "Data flow").
 *
 * Every public read in `src/server/data.ts` is cached under the tag of the collection or global
 * it reads (`services`, `settings`...). A change saved in the admin expires that tag at once,
 * and empties the HTTP server's page cache (src/server/http/page-cache.ts), so the next
 * request to any page that shows the content renders it fresh.
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

import type { ContentTag } from '@/contracts/cache-tags'
import { purgePageCache } from '@/lib/page-cache-purge'

/** Expire `tag` now (next request is a blocking cache miss). Returns whether it ran. */
export function expireTag(tag: string, req: PayloadRequest): boolean {
  if (req.context?.disableRevalidate) return false
  try {
    revalidateTag(tag, { expire: 0 })
    // The server's page cache holds whole pages: any of them may show the tag's content.
    purgePageCache()
    req.payload.logger.debug(`revalidated tag ${tag}`)
    return true
  } catch (error) {
    // Outside a Next.js request (CLI, script without disableRevalidate) there is no cache to expire.
    req.payload.logger.warn(`could not revalidate tag ${tag}: ${(error as Error).message}`)
    return false
  }
}

type Versioned = { _status?: 'draft' | 'published' | null } | null | undefined

/**
 * Whether a saved change may alter what visitors see (drafts): a publish, a change
 * to a published document (an unpublish, or a draft saved over it: the hook cannot tell
 * those apart, and an extra expiry is harmless) or a document without drafts. Drafts of a
 * never-published document change nothing public, so the cache is kept. Drafts never reach
 * the cache either way: public reads ask for published documents only.
 */
export function changesPublicContent(doc: Versioned, previousDoc: Versioned): boolean {
  return doc?._status !== 'draft' || previousDoc?._status === 'published'
}

/** afterChange + afterDelete hooks for a collection whose documents appear on public pages. */
export function revalidateCollection(tag: ContentTag): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, previousDoc, req }) => (changesPublicContent(doc, previousDoc) && expireTag(tag, req), doc),
    ],
    afterDelete: [({ doc, req }) => (expireTag(tag, req), doc)],
  }
}

/** afterChange hook for a global that appears on public pages. */
export function revalidateGlobal(tag: ContentTag): GlobalAfterChangeHook[] {
  return [({ doc, previousDoc, req }) => (changesPublicContent(doc, previousDoc) && expireTag(tag, req), doc)]
}

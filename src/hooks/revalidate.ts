/**
 * Cache revalidation from CMS hooks (docs/architecture.md "Data flow").
 *
 * Every public read in `src/server/data.ts` is cached under the tag of the collection or global
 * it reads (`services`, `settings`...). A change saved in the admin expires that tag at once,
 * and empties the HTTP server's page cache (src/server/page-cache.ts), so the next
 * request to any page that shows the content renders it fresh.
 *
 * `revalidateTag` only works inside a Next.js request; seeds, tests and CLI scripts run
 * outside one, so they pass `context: { disableRevalidate: true }` and the call is also guarded.
 * The site's own jobs also run outside a request (a scheduled publish, run by the jobs cron of
 * the server process): there the change is passed to the server's
 * `POST /api/internal/revalidate` on 127.0.0.1:PORT, which expires every content tag.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { revalidateTag } from 'next/cache'

import type { ContentTag } from '@/contracts/cache-tags'
import { getEnv } from '@/env'
import { purgePageCache } from '@/infra/page-cache-purge'
import { revalidateToken } from '@/lib/revalidate-token'

/**
 * Inside the server process (code bundled by Next: NEXT_RUNTIME is set) but outside a request:
 * asks the server to expire every tag through its own revalidate endpoint. Returns whether
 * it was asked (the answer is not awaited: the job that saved goes on).
 */
function expireFromOutsideRequest(req: PayloadRequest): boolean {
  if (!process.env.NEXT_RUNTIME) return false
  const env = getEnv()
  void fetch(`http://127.0.0.1:${env.PORT}/api/internal/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-token': revalidateToken(env.PAYLOAD_SECRET) },
  })
    .then((res) => {
      if (!res.ok) throw new Error(`answered ${res.status}`)
    })
    .catch((error: Error) => req.payload.logger.warn(`could not expire the content tags: ${error.message}`))
  return true
}

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
    // Outside a Next.js request: a job of the running server hands the expiry to the server;
    // a CLI or a script (without disableRevalidate) has no cache to expire.
    if (expireFromOutsideRequest(req)) return true
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

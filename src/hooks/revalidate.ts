/**
 * Cache revalidation from CMS hooks (docs/architecture.md "Data flow").
 *
 * Every public read in `src/server/data.ts` is cached under the tag of the collection or global
 * it reads (`services`, `settings`...). A change saved in the admin expires that tag at once,
 * and empties the HTTP server's page cache (src/edge/page-cache/page-cache.ts), so the next
 * request to any page that shows the content renders it fresh.
 *
 * Which way a change came decides how it is expired (`expireTag`, the one rule for every
 * way content changes):
 * - through Payload's REST API (the admin, bulk edits, API clients): inside the Next.js
 *   request that carries it, `revalidateTag` expires the tag;
 * - through the local API (a scheduled publish run by the jobs cron, a script or a server
 *   action of the running server): `revalidateTag` is not trusted there. The jobs cron runs in
 *   the async context of the request that started it, so the call neither throws nor expires
 *   anything once that request is over. The change is also passed to the server's
 *   `POST /api/internal/revalidate` on 127.0.0.1:PORT, which expires every content tag and
 *   empties every instance's page cache;
 * - seeds, tests and CLI scripts run outside the server: they pass
 *   `context: { disableRevalidate: true }`, and a seed of a running site asks its server to
 *   expire everything once done (scripts/seed.ts).
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
import { askServerToExpire } from '@/lib/revalidate-token'

/**
 * Inside the server process (code bundled by Next: NEXT_RUNTIME is set) but outside a request:
 * asks the server to expire every tag through its own revalidate endpoint. Returns whether
 * it was asked (the answer is not awaited: the job that saved goes on).
 */
function expireFromOutsideRequest(req: PayloadRequest): boolean {
  if (!process.env.NEXT_RUNTIME) return false
  const env = getEnv()
  void askServerToExpire(`http://127.0.0.1:${env.PORT}`, env.PAYLOAD_SECRET).then(
    (asked) =>
      asked || req.payload.logger.warn('could not expire the content tags: the server did not answer 2xx'),
  )
  return true
}

/**
 * Whether the change was carried by Payload's REST API, hence runs inside the Next.js request
 * that will apply a `revalidateTag` made in it.
 */
const inRestRequest = (req: PayloadRequest): boolean => req.payloadAPI === 'REST'

/**
 * Expire `tag` now (next request is a blocking cache miss) and empty the page cache, on every
 * instance. Returns whether it ran.
 */
export function expireTag(tag: string, req: PayloadRequest): boolean {
  return expireTags([tag], req)
}

/**
 * Expire every tag of `tags` and then empty the page cache once, on every instance: what a
 * change of several collections at once (a release, src/collections/Releases/publish.ts) calls after its
 * commit, so no page renders with some of the changes and not others. Returns whether it ran.
 */
export function expireTags(tags: readonly string[], req: PayloadRequest): boolean {
  if (req.context?.disableRevalidate) return false
  let expired = false
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    // The server's page cache holds whole pages: any of them may show the tags' content.
    purgePageCache()
    req.payload.logger.debug(`revalidated tags ${tags.join(', ')}`)
    expired = true
  } catch (error) {
    if (inRestRequest(req))
      req.payload.logger.warn(`could not revalidate tags ${tags.join(', ')}: ${(error as Error).message}`)
  }
  if (inRestRequest(req)) return expired
  // The local API: the server expires every tag; a CLI (not bundled by Next) has no cache to expire.
  return expireFromOutsideRequest(req) || expired
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

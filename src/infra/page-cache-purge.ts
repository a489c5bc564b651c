/**
 * The channel between cache revalidation (CMS hooks, /api/internal/revalidate: code bundled
 * by Next) and the page cache of the site's HTTP server (src/edge/page-cache/page-cache.ts:
 * bundled separately by esbuild). The two bundles share no module instance, only the
 * process, so the listener is a shared value (src/infra/shared-state.ts `pageCachePurge`).
 * Without a listener (next dev, tests, CLI scripts) a local purge does nothing.
 *
 * Several instances (REDIS_URL): `purgePageCache()` also tells the other instances through
 * Redis (src/infra/instance-sync.ts), whose subscribers call `purgeLocalPageCache()`.
 */
import { sharePurge } from './instance-sync'
import { readShared, writeShared } from './shared-state'

/** Registers the function that empties the server's page cache (one per process). */
export function onPageCachePurge(purge: () => void): void {
  writeShared('pageCachePurge', purge)
}

/** Empties this process's page cache only (a purge received from another instance). */
export function purgeLocalPageCache(): void {
  readShared('pageCachePurge')?.()
}

/**
 * Empties the page cache of this process at once and, with REDIS_URL, of every instance
 * (published in the background; a failed publish is sent again when Redis is back). Call
 * after every tag expiry. Never throws.
 */
export function purgePageCache(): void {
  purgeLocalPageCache()
  sharePurge()
}

// Read by cache-handler.mjs (outside the bundles) to purge again once a tag expiry is in Redis.
writeShared('pageCachePurgeAll', purgePageCache)

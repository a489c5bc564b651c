/**
 * The channel between cache revalidation (CMS hooks, /api/internal/revalidate: code bundled
 * by Next) and the page cache of the site's HTTP server (src/server/http/page-cache.ts:
 * bundled separately by esbuild). The two bundles share no module instance, only the
 * process, so the listener lives on `globalThis` under a registered symbol. Without a
 * listener (next dev, tests, CLI scripts) a purge does nothing.
 */
const PURGE = Symbol.for('site.page-cache.purge')

type WithPurge = typeof globalThis & { [PURGE]?: () => void }

/** Registers the function that empties the server's page cache (one per process). */
export function onPageCachePurge(purge: () => void): void {
  ;(globalThis as WithPurge)[PURGE] = purge
}

/** Empties the server's page cache, if this process has one. Call after every tag expiry. */
export function purgePageCache(): void {
  ;(globalThis as WithPurge)[PURGE]?.()
}

/**
 * The redirects the site's HTTP server answers (src/server/http/redirect.ts) before its page
 * cache and Next. Filled by code bundled by Next (src/redirects/load.ts: at start-up and
 * after every change in the admin); the server is bundled separately by esbuild, so the two
 * share the table through `globalThis` under a registered symbol, like the page-cache purge.
 * Several instances (REDIS_URL): a changed table is sent to every instance
 * (src/infra/instance-sync.ts), and `reloadRedirects()` rereads it after missed messages.
 */

/** One editor-made redirect: `from` is a normalised site path, `to` a site path or an http(s) URL. */
export type SiteRedirect = { from: string; to: string; status: 301 | 302 }

const TABLE = Symbol.for('site.redirects.table')
const RELOAD = Symbol.for('site.redirects.reload')

type WithTable = typeof globalThis & {
  [TABLE]?: ReadonlyMap<string, SiteRedirect>
  [RELOAD]?: () => Promise<void>
}

/**
 * The path form redirects are stored and looked up in: no trailing slash (except `/`),
 * case kept, no query or fragment. `/Our-Work/` → `/Our-Work`.
 */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare
}

/** Replaces the table the server answers from (the whole list, each `from` normalised). */
export function publishRedirects(redirects: readonly SiteRedirect[]): void {
  ;(globalThis as WithTable)[TABLE] = new Map(redirects.map((r) => [normalizePath(r.from), r]))
}

/** Registers how this process rereads the table from the database (src/redirects/load.ts). */
export function onRedirectsReload(reload: () => Promise<void>): void {
  ;(globalThis as WithTable)[RELOAD] = reload
}

/**
 * Rereads the table from the database, if this process has loaded it before (else its first
 * load is still to come and reads the current table anyway). Never rejects.
 */
export async function reloadRedirects(): Promise<void> {
  await (globalThis as WithTable)[RELOAD]?.()
}

/** The redirect of `pathname` (undecoded URL path), if an editor made one. */
export function findRedirect(pathname: string): SiteRedirect | undefined {
  const table = (globalThis as WithTable)[TABLE]
  if (!table || table.size === 0) return undefined
  return table.get(normalizePath(pathname))
}

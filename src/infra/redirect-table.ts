/**
 * The redirects the site's HTTP server answers (src/edge/redirect.ts) before its page
 * cache and Next. Filled by code bundled by Next (src/redirects/load.ts: at start-up and
 * after every change in the admin); the server is bundled separately by esbuild, so the table
 * is a shared value of the process (src/infra/shared-state.ts `redirectTable`).
 * Several instances (REDIS_URL): a changed table is sent to every instance
 * (src/infra/instance-sync.ts), and `reloadRedirects()` rereads it after missed messages.
 */
import { readShared, writeShared, type SiteRedirect } from './shared-state'

export type { SiteRedirect }

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
  writeShared('redirectTable', new Map(redirects.map((r) => [normalizePath(r.from), r])))
}

/** Registers how this process rereads the table from the database (src/redirects/load.ts). */
export function onRedirectsReload(reload: () => Promise<void>): void {
  writeShared('redirectReload', reload)
}

/**
 * Rereads the table from the database, if this process has loaded it before (else its first
 * load is still to come and reads the current table anyway). Never rejects.
 */
export async function reloadRedirects(): Promise<void> {
  await readShared('redirectReload')?.()
}

/** The redirect of `pathname` (undecoded URL path), if an editor made one. */
export function findRedirect(pathname: string): SiteRedirect | undefined {
  const table = readShared('redirectTable')
  if (!table || table.size === 0) return undefined
  return table.get(normalizePath(pathname))
}

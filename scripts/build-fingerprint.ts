/**
 * Decides whether `npm start` must (re)build, and names the build that several instances
 * serve: a hash of everything the build depends on, stored beside the build. Pure file reads;
 * no Next.js internals. Also imported by next.config.mjs (Node strips the types), so it
 * imports nothing but Node's modules.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const INPUTS = ['src', 'public', 'next.config.mjs', 'cache-handler.mjs', 'package-lock.json', 'tsconfig.json']

function files(entry: string): string[] {
  if (!existsSync(entry)) return []
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry)
    .sort()
    .flatMap((name) => files(path.join(entry, name)))
}

/**
 * Hex SHA-256 over the paths and contents of the build inputs, and over whether the build is
 * for several instances (`sharedCache`: REDIS_URL set). next.config.mjs sets the cache handler
 * and the deploymentId only for those, so switching REDIS_URL on or off needs a new build.
 * `serverUrl` (SERVER_URL, given by `npm start`): prerendered pages hold their absolute URLs,
 * so another public address (or PORT, which the default SERVER_URL follows) needs one too.
 */
export function sourceFingerprint({
  sharedCache = false,
  serverUrl,
}: { sharedCache?: boolean; serverUrl?: string } = {}): string {
  const hash = createHash('sha256')
  for (const file of INPUTS.flatMap(files))
    hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  if (sharedCache) hash.update('shared-cache\0')
  if (serverUrl) hash.update(`server-url\0${serverUrl}\0`)
  return hash.digest('hex')
}

const marker = (distDir: string) => path.join(distDir, 'source-fingerprint')

/** True when `distDir` holds a complete build of the current sources. */
export function buildIsCurrent(distDir: string, fingerprint: string): boolean {
  if (!existsSync(path.join(distDir, 'BUILD_ID')) || !existsSync(marker(distDir))) return false
  return readFileSync(marker(distDir), 'utf8') === fingerprint
}

export function recordBuild(distDir: string, fingerprint: string): void {
  writeFileSync(marker(distDir), fingerprint)
}

/**
 * Next's `deploymentId` (next.config.mjs) for a build in `distDir`; undefined without a shared
 * cache, as a single instance needs none.
 *
 * - `build`: the first 20 hex characters of sourceFingerprint({ sharedCache: true }), so every
 *   build of the same sources and settings carries the same id (Next allows [A-Za-z0-9_-]).
 * - `serve`: the id the build recorded in `required-server-files.json` (Next writes the
 *   configuration it built with there), never recomputed: the browser's assets carry the
 *   build's id (`?dpl=`), and a server answering with another would make Next treat every
 *   navigation as a new deployment. A build made without REDIS_URL has none (undefined).
 */
export function deploymentIdFor(
  phase: 'build' | 'serve',
  distDir: string,
  sharedCache: boolean,
): string | undefined {
  if (!sharedCache) return undefined
  if (phase === 'build') return sourceFingerprint({ sharedCache: true }).slice(0, 20)
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')) as {
      config?: { deploymentId?: unknown }
    }
    const id = manifest.config?.deploymentId
    return typeof id === 'string' && id ? id : undefined
  } catch {
    // No build yet (`next start` would refuse anyway): nothing to match.
    return undefined
  }
}

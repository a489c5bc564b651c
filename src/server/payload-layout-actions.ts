/**
 * Server actions that Payload's own admin layout defines: @payloadcms/next's RootLayout
 * `switchLanguageServerAction`, whose first argument is the layout's closure, encrypted by Next.
 * The site's admin offers one language (Payload's default `i18n`), so the admin never calls it,
 * and a call carrying anything but Next's own encrypted closure makes Next's decryption throw
 * (`atob` or AES-GCM: a 500). The proxy (src/proxy.ts) answers every post of one with 400.
 *
 * Their ids come from Next's build output `<distDir>/server/server-reference-manifest.json`
 * (`node`: action id → `{ filename }`), read once per process: a framework assumption
 * (tests/unit/framework-assumptions.test.ts). Without the file (a dev server that has not built
 * the admin yet) nothing is refused. Imported by the proxy: no `server-only`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { errorJson } from '@/contracts/http'

type Manifest = { node?: Record<string, { filename?: string }> }

/** The ids of the actions the manifest at `file` lists from Payload's packages (empty when unreadable). */
export function payloadActionIds(file: string): ReadonlySet<string> {
  try {
    const { node = {} } = JSON.parse(readFileSync(file, 'utf8')) as Manifest
    return new Set(
      Object.entries(node)
        .filter(([, action]) => action.filename?.includes('node_modules/@payloadcms/'))
        .map(([id]) => id),
    )
  } catch {
    return new Set()
  }
}

let built: ReadonlySet<string> | undefined

/** The ids of this build's Payload layout actions (NEXT_DIST_DIR, as next.config.mjs). */
function builtIds(): ReadonlySet<string> {
  built ??= payloadActionIds(
    path.join(
      process.cwd(),
      process.env.NEXT_DIST_DIR || '.next',
      'server',
      'server-reference-manifest.json',
    ),
  )
  return built
}

/** 400 JSON for a post of one of Payload's layout actions (`Next-Action` among `ids`), else null. */
export function payloadLayoutAction(
  request: Request,
  ids: ReadonlySet<string> = builtIds(),
): Response | null {
  const id = request.headers.get('next-action')
  if (request.method !== 'POST' || !id || !ids.has(id)) return null
  return Response.json(errorJson('This admin action is not offered.'), { status: 400 })
}

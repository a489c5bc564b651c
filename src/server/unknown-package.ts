/**
 * /payment/{key} with an id no published package has: the proxy (src/proxy.ts) rewrites it to
 * an unmatched path, so the visitor gets the server-rendered 404 page (src/app/global-not-found.tsx)
 * with status 404. The payment page reads settings per request, so Next cannot 404 unknown ids
 * at routing time, and a notFound() thrown while rendering answers an empty HTML shell.
 *
 * The proxy asks the data layer in this process: the lookup the serving process's Payload
 * shares (src/server/package-lookup.ts, src/infra/shared-state.ts `packageLookup`), which
 * applies the public read access (published packages only). Before Payload has started in
 * this process, or when the lookup fails, the request goes on unchanged: the page itself still
 * answers 404 for an unknown id. Imported by the proxy, which Next bundles apart from the
 * routes: no `server-only`, and nothing here makes a Payload instance.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { readShared } from '@/infra/shared-state'

/** /payment/{key}, or /payment alone (group 1 empty), which is no page of its own. */
const PAYMENT_PATH = /^\/payment(?:\/([^/]+))?\/?$/

/** Rewrite target: a path no route matches. */
export const UNMATCHED_PATH = '/payment/unknown-package/not-found'

/**
 * A rewrite to the 404 page for a GET/HEAD of /payment alone (the landing-page route would
 * otherwise take it and answer an empty shell) or of /payment/{key} whose package does not
 * exist, else null.
 */
export async function unknownPackage(request: NextRequest): Promise<NextResponse | null> {
  const match = PAYMENT_PATH.exec(request.nextUrl.pathname)
  if (!match || (request.method !== 'GET' && request.method !== 'HEAD')) return null
  const id = match[1]
  if (!id) return NextResponse.rewrite(new URL(UNMATCHED_PATH, request.url))
  const lookup = readShared('packageLookup')
  if (!lookup) return null
  let key: string
  try {
    key = decodeURIComponent(id)
  } catch {
    return null
  }
  const exists = await lookup(key).catch(() => true)
  return exists ? null : NextResponse.rewrite(new URL(UNMATCHED_PATH, request.url))
}

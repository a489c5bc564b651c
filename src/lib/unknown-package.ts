/**
 * /payment/{key} with an id no published package has: the proxy (src/proxy.ts) rewrites it to
 * an unmatched path, so the visitor gets the server-rendered 404 page (src/app/global-not-found.tsx)
 * with status 404. The payment page reads settings per request, so Next cannot 404 unknown ids
 * at routing time, and a notFound() thrown while rendering answers an empty HTML shell.
 *
 * The id is looked up through the site's own REST API (localOrigin: HOST and PORT), which applies the
 * public read access (published packages only). When that lookup fails, the request goes on
 * unchanged: the page itself still answers 404 for an unknown id.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { getEnv, localOrigin } from '@/env'

const PAYMENT_PATH = /^\/payment\/([^/]+)\/?$/

/** Rewrite target: a path no route matches. */
export const UNMATCHED_PATH = '/payment/unknown-package/not-found'

/** A rewrite to the 404 page for a GET/HEAD of /payment/{key} whose package does not exist, else null. */
export async function unknownPackage(request: NextRequest): Promise<NextResponse | null> {
  const id = PAYMENT_PATH.exec(request.nextUrl.pathname)?.[1]
  if (!id || (request.method !== 'GET' && request.method !== 'HEAD')) return null
  const query = `where[key][equals]=${encodeURIComponent(decodeURIComponent(id))}&limit=1&depth=0`
  if ((await publicCount('packages', query)) !== 0) return null
  return NextResponse.rewrite(new URL(UNMATCHED_PATH, request.url))
}

/**
 * How many documents of `collection` a visitor may read that match `query` (a REST query
 * string), through the site's own REST API within 2 s; null when the lookup fails.
 */
export async function publicCount(collection: string, query: string): Promise<number | null> {
  const found = await fetch(`${localOrigin(getEnv())}/api/${collection}?${query}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(2000),
  })
    .then(async (response) => (response.ok ? ((await response.json()) as { totalDocs?: number }) : null))
    .catch(() => null)
  return typeof found?.totalDocs === 'number' ? found.totalDocs : null
}

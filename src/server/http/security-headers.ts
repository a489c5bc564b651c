/**
 * Headers every response carries, set by the HTTP server before Next
 * answers, and the headers Next adds that only describe its internals (`x-nextjs-cache`,
 * `x-nextjs-prerender`, `x-nextjs-stale-time`, …), removed from every answer. The
 * Content-Security-Policy is added per response by csp-response.ts.
 *
 * Next's `x-nextjs-cache` (HIT, STALE, MISS, REVALIDATED: whether the answer came from the
 * incremental cache or was rendered for this request) is kept on the response object before
 * it is removed, for the request log line (request-log.ts): operators see renders per instance
 * without the header reaching visitors.
 */
import type { ServerResponse } from 'node:http'

import { headerIn, headersIn } from './write-head'

/** Browser features the site never uses (MDN "Permissions-Policy"); PayPal's buttons need `payment` on /payment. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://www.paypal.com")'

/** HSTS for a year, subdomains included, when the site is served over https. */
const HSTS = 'max-age=31536000; includeSubDomains'

/** Sets the fixed security headers on `res`; `https`: SERVER_URL is https (adds HSTS). */
export function setSecurityHeaders(res: ServerResponse, https: boolean, framedBySelf: boolean): void {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', framedBySelf ? 'SAMEORIGIN' : 'DENY')
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
  if (https) res.setHeader('Strict-Transport-Security', HSTS)
}

const INTERNAL_HEADER = /^x-nextjs-/i

const NEXT_CACHE = Symbol('x-nextjs-cache')
type WithNextCache = ServerResponse & { [NEXT_CACHE]?: string }

/** The `x-nextjs-cache` value Next gave `res` (e.g. `HIT`, `MISS`), once its head is written; undefined when Next set none. */
export function nextCacheStatus(res: ServerResponse): string | undefined {
  return (res as WithNextCache)[NEXT_CACHE]
}

/** Removes Next's internal `x-nextjs-*` headers from `res` when its head is written. */
export function hideInternalHeaders(res: ServerResponse): void {
  const { writeHead } = res
  res.writeHead = function (this: ServerResponse, ...args: [number, ...unknown[]]) {
    const cache = headerIn(args, 'x-nextjs-cache') ?? this.getHeader('x-nextjs-cache')
    if (cache !== undefined) (this as WithNextCache)[NEXT_CACHE] = String(cache)
    for (const name of this.getHeaderNames()) if (INTERNAL_HEADER.test(name)) this.removeHeader(name)
    const headers = headersIn(args)
    for (const name of Object.keys(headers ?? {})) if (INTERNAL_HEADER.test(name)) delete headers![name]
    return writeHead.apply(this, args as Parameters<ServerResponse['writeHead']>)
  } as ServerResponse['writeHead']
}

/**
 * Headers every response carries, set before Next answers, and the headers Next adds that
 * only describe its internals (`x-nextjs-*`), removed from its answers; `x-nextjs-cache` is
 * kept on the response for the request log (request-log.ts). The Content-Security-Policy is
 * set per response (server.ts, src/server/csp/policy.ts).
 */
import type { ServerResponse } from 'node:http'

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

/** Removes Next's internal `x-nextjs-*` headers from `res`, keeping `x-nextjs-cache` for the log. */
export function hideInternalHeaders(res: ServerResponse): void {
  const cache = res.getHeader('x-nextjs-cache')
  if (cache !== undefined) (res as WithNextCache)[NEXT_CACHE] = String(cache)
  for (const name of res.getHeaderNames()) if (INTERNAL_HEADER.test(name)) res.removeHeader(name)
}

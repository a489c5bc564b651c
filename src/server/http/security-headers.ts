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

/** The fixed security headers: `https` (SERVER_URL is https) adds HSTS; `framedBySelf` (a preview) lets the site frame the page. */
export function securityHeaders(https: boolean, framedBySelf: boolean): Array<[name: string, value: string]> {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', framedBySelf ? 'SAMEORIGIN' : 'DENY'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ...(https ? [['Strict-Transport-Security', HSTS] as [string, string]] : []),
  ]
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

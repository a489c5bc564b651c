/**
 * Headers every response carries, set before the steps that may answer and before Next (a
 * page-cache hit carries those it was stored with). The Content-Security-Policy is set per
 * answer (the csp step, src/edge/csp/policy.ts).
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

/** The four lists of securityHeaders, made once: [https][framedBySelf]. */
const LISTS = [false, true].map((https) => [false, true].map((framed) => securityHeaders(https, framed)))

/** Sets the security headers on `res` (see securityHeaders), and its request id as X-Request-Id when it has one. */
export function setSecurityHeaders(
  res: ServerResponse,
  https: boolean,
  framedBySelf: boolean,
  reqId: string | undefined,
): void {
  if (reqId) res.setHeader('X-Request-Id', reqId)
  for (const [name, value] of LISTS[https ? 1 : 0]![framedBySelf ? 1 : 0]!) res.setHeader(name, value)
}

import 'server-only'

/**
 * Headers every response carries, set by the HTTP server before Next
 * answers. The Content-Security-Policy is added per response by csp-response.ts.
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

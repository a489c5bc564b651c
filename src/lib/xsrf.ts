/**
 * Anti-forgery token (docs/api.md) in the Angular HttpClient / Laravel convention:
 * a JS-readable cookie XSRF-TOKEN, echoed by the client in header X-XSRF-TOKEN on every
 * non-GET request; a missing or different header is answered 419 "CSRF token mismatch.".
 * Pure helpers: the site's HTTP server sets the cookie (src/edge/xsrf-cookie.ts), and
 * every non-GET route handler checks the header with `hasValidXsrf`.
 */
import { timingSafeEqual } from 'node:crypto'

import { XSRF_COOKIE, XSRF_HEADER } from '@/contracts/http'

/** A new random token (32 bytes, base64url). */
export function newXsrfToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Buffer.from(bytes).toString('base64url')
}

/** The XSRF-TOKEN value in a Cookie header, URL-decoded as Angular sends it; null when absent. */
export function xsrfCookieOf(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== XSRF_COOKIE) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return null
    }
  }
  return null
}

/** Whether `request` carries a header equal to its cookie (constant-time comparison). */
export function hasValidXsrf(request: Request): boolean {
  const cookie = xsrfCookieOf(request.headers.get('cookie'))
  const header = request.headers.get(XSRF_HEADER)
  if (!cookie || !header) return false
  const a = Buffer.from(cookie)
  const b = Buffer.from(header)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The 419 answer Laravel gives for a token mismatch. */
export const xsrfMismatch = (): Response =>
  Response.json({ message: 'CSRF token mismatch.' }, { status: 419 })

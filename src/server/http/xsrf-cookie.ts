import 'server-only'

/**
 * Hands every visitor the anti-forgery cookie (docs/api.md): a GET or HEAD of a page
 * or api/ path without an XSRF-TOKEN cookie gets one, readable by scripts (Angular's
 * HttpClient copies it into X-XSRF-TOKEN), SameSite=Lax, Secure when the site is served over
 * https, for 7 days. Build assets and files with an extension (images, icons, robots.txt)
 * get none. Checking the header is the job of each non-GET public route handler
 * (src/lib/xsrf.ts), next to the code it guards.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { XSRF_COOKIE } from '@/contracts/http'
import { newXsrfToken, xsrfCookieOf } from '@/lib/xsrf'

/** Lifetime of the cookie (seconds); a new one is issued once it is gone. */
const XSRF_MAX_AGE_S = 60 * 60 * 24 * 7
/** Paths that never carry a cookie: build assets, optimized images, files with an extension (outside /api). */
const NO_COOKIE_PATH = /^\/_next\/(static|image)\/|^\/(?!api\/).*\.[a-z0-9]{2,5}$/i

/** Sets the cookie on `res` when `req` qualifies and has none. */
export function setXsrfCookie(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  https: boolean,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return
  if (NO_COOKIE_PATH.test(pathname) || xsrfCookieOf(req.headers.cookie ?? null) !== null) return
  const secure = https ? '; Secure' : ''
  res.setHeader(
    'Set-Cookie',
    `${XSRF_COOKIE}=${newXsrfToken()}; Path=/; Max-Age=${XSRF_MAX_AGE_S}; SameSite=Lax${secure}`,
  )
}

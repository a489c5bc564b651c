/**
 * The anti-forgery cookie (docs/api.md), issued only where a form needs it: a GET or
 * HEAD of the contact page or of a payment page (`/contact`, `/payment/{key}`, their RSC
 * requests included) without an XSRF-TOKEN cookie gets one, readable by scripts (the
 * Angular/Laravel pattern: the client copies it into X-XSRF-TOKEN; a mismatch is answered
 * 419 by src/lib/xsrf.ts), SameSite=Lax, Secure when the site is served over https, for 7 days.
 *
 * Those two answers are always `Cache-Control: private, no-cache`: an answer that may carry
 * one visitor's cookie must never be stored by a shared cache (a CDN would refuse it, or
 * hand that cookie to everyone). Every other answer (pages, JSON, media) carries no cookie
 * and keeps its shared caching. Checking the header is the job of each non-GET public route
 * handler (src/lib/xsrf.ts), next to the code it guards.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { XSRF_COOKIE } from '@/contracts/http'
import { newXsrfToken, xsrfCookieOf } from '@/lib/xsrf'

import { setHeaderOfWriteHead } from './write-head'

/** Lifetime of the cookie (seconds); a new one is issued once it is gone. */
const XSRF_MAX_AGE_S = 60 * 60 * 24 * 7
/** The pages whose forms post with the cookie's token: contact and payment. */
const FORM_PAGE = /^\/(contact|payment\/[^/]+)\/?$/
/** Cache-Control of a form page: the browser may keep it (revalidating), no shared cache may. */
export const FORM_PAGE_CACHE_CONTROL = 'private, no-cache'

/** Sets the cookie on `res` when `req` asks for a form page without one, and keeps form pages private. */
export function setXsrfCookie(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  https: boolean,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return
  if (!FORM_PAGE.test(pathname)) return
  const { writeHead } = res
  res.writeHead = function (this: ServerResponse, ...args: [number, ...unknown[]]) {
    setHeaderOfWriteHead(this, args, 'cache-control', FORM_PAGE_CACHE_CONTROL)
    return writeHead.apply(this, args as Parameters<ServerResponse['writeHead']>)
  } as ServerResponse['writeHead']
  if (xsrfCookieOf(req.headers.cookie ?? null) !== null) return
  const secure = https ? '; Secure' : ''
  res.setHeader(
    'Set-Cookie',
    `${XSRF_COOKIE}=${newXsrfToken()}; Path=/; Max-Age=${XSRF_MAX_AGE_S}; SameSite=Lax${secure}`,
  )
}

/**
 * The anti-forgery cookie (docs/api.md), issued only where a form needs it: a GET or HEAD of
 * the contact page or of a payment page (`/contact`, `/payment/{key}`, their RSC requests
 * included) or of a post's form answer (`/blog/{slug}/answer`, which shows one visitor's input) without an XSRF-TOKEN cookie gets one, readable by scripts (the client copies it
 * into X-XSRF-TOKEN; a mismatch is answered 419 by src/lib/xsrf.ts, next to the code it
 * guards), SameSite=Lax, Secure over https, for 7 days. Those pages are always
 * `Cache-Control: private, no-cache` (FORM_PAGE_CACHE_CONTROL, set on the head of Next's
 * answer): an answer that may carry one visitor's cookie is never stored by a shared cache.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { XSRF_COOKIE } from '@/contracts/http'
import { newXsrfToken, xsrfCookieOf } from '@/lib/xsrf'

/** Lifetime of the cookie (seconds); a new one is issued once it is gone. */
const XSRF_MAX_AGE_S = 60 * 60 * 24 * 7
/** The pages whose forms post with the cookie's token (contact and payment) or that show one visitor's answer. */
const FORM_PAGE = /^\/(contact|payment\/[^/]+|blog\/[^/]+\/answer)\/?$/
/** Cache-Control of a form page: the browser may keep it (revalidating), no shared cache may. */
export const FORM_PAGE_CACHE_CONTROL = 'private, no-cache'

/** Whether `req` asks for a form page (GET or HEAD). */
export const isFormPage = (req: IncomingMessage, pathname: string): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && FORM_PAGE.test(pathname)

/** Sets the cookie on `res` when `req` asks for a form page without one; `https`: Secure. */
export function setXsrfCookie(req: IncomingMessage, res: ServerResponse, pathname: string, https: boolean) {
  if (!isFormPage(req, pathname) || xsrfCookieOf(req.headers.cookie ?? null) !== null) return
  const cookie = `${XSRF_COOKIE}=${newXsrfToken()}; Path=/; Max-Age=${XSRF_MAX_AGE_S}; SameSite=Lax`
  res.setHeader('Set-Cookie', https ? `${cookie}; Secure` : cookie)
}

/** Makes the answer to a form page private (FORM_PAGE_CACHE_CONTROL), whatever Next's Cache-Control said. */
export function keepFormPagePrivate(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  if (isFormPage(req, pathname)) res.setHeader('Cache-Control', FORM_PAGE_CACHE_CONTROL)
}

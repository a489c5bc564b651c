/**
 * The campaign cookie (src/lib/attribution.ts; docs/security.md "Campaign cookie"). A `GET` or
 * `HEAD` of a page whose query carries `utm_source`, `utm_medium`, `utm_campaign`, `gclid` or
 * `fbclid` is answered here, before Next (and never from the page cache), with a `303 See Other` to the same
 * URL without those parameters (the rest of the query kept byte for byte), `Cache-Control:
 * no-store` and no body. That answer, and only that one, sets the cookie (when the parameters
 * held a valid value): the visitor's browser follows it to the clean URL, which is an ordinary,
 * cacheable page answer with no cookie (why a redirect: docs/security.md "Campaign cookie").
 *
 * Not handled (passed on untouched): other methods; `/api`, `/_next`, `/next`, `/admin`; Next's
 * client navigations and prefetches (isNextClientRequest, src/edge/next-adapter.ts): a prefetch
 * is not an arrival and a client navigation is not from an ad; a path that would make the
 * `Location` leave the site (`//host`, `/\host`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import {
  attributionCookieOf,
  attributionSetCookie,
  nextAttribution,
  splitQuery,
  type Attribution,
} from '@/lib/attribution'

import { isNextClientRequest } from './next-adapter'

/** Paths that are not pages: the API, Next's files and image optimizer, the admin. */
const NOT_A_PAGE = /^\/(api|_next|next|admin)(\/|$)/
/** A URL whose path and query may go into `Location` as they are: printable ASCII, not `//` or `/\\`. */
const SAFE_URL = /^\/(?![/\\])[\x21-\x7e]*$/

/** The campaign fields of `req` and the rest of its query, when it is an arrival (see above). */
function arrival(
  req: IncomingMessage,
  pathname: string,
): { campaign: Attribution; rest: string } | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return
  const url = req.url ?? '/'
  const mark = url.indexOf('?')
  if (mark === -1 || NOT_A_PAGE.test(pathname) || !SAFE_URL.test(url) || isNextClientRequest(req)) return
  const { found, campaign, rest } = splitQuery(url.slice(mark + 1))
  return found ? { campaign, rest } : undefined
}

/** Whether `req` is a campaign arrival (see above): the page cache must not answer one. */
export const isCampaignArrival = (req: IncomingMessage, pathname: string): boolean =>
  arrival(req, pathname) !== undefined

/**
 * Answers a page request carrying campaign parameters with the 303 described above, setting
 * the cookie (Secure when `https`) from its parameters; `now` in ms. Returns whether it answered.
 */
export function answerCampaignArrival(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  https: boolean,
  now = Date.now(),
): boolean {
  const found = arrival(req, pathname)
  if (!found) return false
  const { campaign, rest } = found
  const headers: Record<string, string> = {
    Location: rest ? `${pathname}?${rest}` : pathname,
    'Cache-Control': 'no-store',
    'Content-Length': '0',
  }
  const cookie = nextAttribution(attributionCookieOf(req.headers.cookie), campaign, pathname, now)
  if (cookie) headers['Set-Cookie'] = attributionSetCookie(cookie, https)
  res.writeHead(303, headers)
  res.end()
  return true
}

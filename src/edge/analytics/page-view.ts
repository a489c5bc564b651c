/**
 * Which answers are page views, and what of a view is counted (docs/operations.md "Traffic
 * counts"). Pure: reads the request's headers and the answer's status and type only.
 *
 * A page view is a `GET` answered `200` with HTML, or a client-side navigation of Next's router
 * (`RSC: 1`) answered `200` with its RSC payload (`text/x-component`), of a path outside `/api`,
 * `/_next`, `/next` and `/admin`, from a User-Agent that `isbot` does not call a bot (a request
 * without one is not counted). Prefetches (`Next-Router-Prefetch`, `Sec-Purpose` or `Purpose`
 * naming `prefetch`) are not views, nor an editor's draft preview (Next's draft-mode cookie). A 200 HTML answer exists only for a page of the site, so the
 * paths counted are those of existing pages; the query is never part of the path.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'

import { isbot } from 'isbot'

import type { Device, ViewDimensions } from '@/contracts/analytics'
import { attributionCookieOf, cleanPath } from '@/lib/attribution'

import { isDraftMode } from '../next-adapter'

/**
 * A counted view: its dimensions and who made it (kept in memory only, never stored), and the
 * experiment variant it exposed the visitor to, when the experiment step counted it.
 */
export type PageView = ViewDimensions & {
  address: string
  userAgent: string
  host: string
  experiment?: { id: string; variant: string }
}

/** Paths that are never pages. */
const NOT_A_PAGE = /^\/(api|_next|next|admin)(\/|$)/
const PREFETCH = /prefetch/i
/** Longest referrer host kept (a DNS name is at most 253 characters). */
const HOST_MAX_CHARS = 253
/** User-Agents whose verdicts are remembered (the set is emptied when full). */
const AGENTS_KEPT = 1000
/** Per User-Agent: whether `isbot` calls it a bot, and its device class. Read on every request. */
const agents = new Map<string, { bot: boolean; device: Device }>()

/** What is known of `userAgent`, remembered: `isbot` and the device regexes cost more than a lookup. */
function agentOf(userAgent: string): { bot: boolean; device: Device } {
  let known = agents.get(userAgent)
  if (!known) {
    if (agents.size >= AGENTS_KEPT) agents.clear()
    known = { bot: isbot(userAgent), device: deviceOf(userAgent) }
    agents.set(userAgent, known)
  }
  return known
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name]
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
}

/**
 * Whether `req` comes from a bot (`isbot`, or no User-Agent) or is a prefetch (`Sec-Purpose` or
 * `Purpose: prefetch`, `Next-Router-Prefetch`): a request no person asked to see.
 */
export function isBotOrPrefetch(req: IncomingMessage): boolean {
  const h = req.headers
  if ('next-router-prefetch' in h) return true
  if (PREFETCH.test(header(h, 'sec-purpose')) || PREFETCH.test(header(h, 'purpose'))) return true
  const userAgent = header(h, 'user-agent')
  return userAgent === '' || agentOf(userAgent).bot
}

/** Whether `req` is a request whose 200 answer would be a page view (all but the answer's status and type). */
export function mayBeView(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' || NOT_A_PAGE.test(pathname) || !cleanPath(pathname) || isDraftMode(req))
    return false
  return !isBotOrPrefetch(req)
}

/** Whether an answer with `status` and `contentType` to a request `req` that mayBeView is a page view. */
export function isViewAnswer(req: IncomingMessage, status: number, contentType: string): boolean {
  if (status !== 200) return false
  if (contentType.startsWith('text/html')) return true
  return header(req.headers, 'rsc') === '1' && contentType.startsWith('text/x-component')
}

/** The device class of a User-Agent: tablets first (an Android tablet's UA lacks "Mobile"). */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'mobile'
  return 'desktop'
}

/** The host of a `Referer`, lower case, or '' for none, one not http(s), or the site's own `ownHosts`. */
export function referrerHost(referer: string, ownHosts: readonly string[]): string {
  if (!referer) return ''
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return ''
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
  const host = url.hostname.toLowerCase()
  if (!host || host.length > HOST_MAX_CHARS) return ''
  return ownHosts.some((own) => own.split(':')[0]!.toLowerCase() === host) ? '' : host
}

/**
 * The view of `req` on `pathname` (one that mayBeView and was answered as one), with the client
 * `address` (TRUST_PROXY applied: src/edge/forwarded-for.ts). The campaign is the last arrival's,
 * from the campaign cookie and its checks (src/lib/attribution.ts); `publicHost` is the site's.
 */
export function pageViewOf(
  req: IncomingMessage,
  pathname: string,
  address: string,
  publicHost: string | undefined,
): PageView {
  const h = req.headers
  const host = header(h, 'host').toLowerCase()
  const userAgent = header(h, 'user-agent')
  const cookie = attributionCookieOf(h.cookie)
  const own = publicHost ? [host, publicHost] : [host]
  return {
    path: pathname,
    referrer: referrerHost(header(h, 'referer'), own),
    source: cookie?.source ?? '',
    medium: cookie?.medium ?? '',
    campaign: cookie?.campaign ?? '',
    device: agentOf(userAgent).device,
    address,
    userAgent,
    host,
  }
}

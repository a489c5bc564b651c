/**
 * The `experiment` step (src/edge/pipeline.ts): picks the variant of a GET or HEAD of a page
 * with a running experiment (src/infra/experiment-table.ts), before the page cache.
 * - Bots and prefetches get the control: no cookie, `counted: false`.
 * - A visitor whose EXPERIMENT_COOKIE holds a variant the experiment still has gets it
 *   (`fresh: false`); anyone else a draw by weight (src/lib/experiments/assign.ts), whose
 *   answer sets the cookie (other experiments' entries kept) and is `private, no-store`, never
 *   stored or answered by the page cache.
 * - Any variant but the control is rendered by the internal route `variantPath(path, key)`
 *   (src/app/(frontend)/[slug]/exp-variant/[key]/page.tsx): `req.url` is rewritten to it, and the
 *   page cache keys the answer by it (`pageCachePath`). The visitor's path stays `x.pathname`
 *   (page views, logs, CSP). A request from outside for an internal path is answered 404 before
 *   the page cache: no one chooses a variant or reads a variant's copy by URL.
 * - A POST to the page (its form's server action, with or without JavaScript) from a visitor
 *   holding a variant goes to that variant's route too, so the answer Next renders after the
 *   action shows the version the visitor saw. It draws nothing, sets no cookie and leaves
 *   `x.experiment` unset (no view); which POSTs reach Next at all stays the refuse step's rule.
 * Editors in preview (draft mode) get the page as the route renders it. Sets `x.experiment`.
 */
import type { IncomingMessage } from 'node:http'

import { CONTROL_VARIANT } from '@/contracts/experiments'
import { EXPERIMENT_COOKIE } from '@/contracts/http'
import { findExperiment } from '@/infra/experiment-table'
import { normalizePath } from '@/infra/redirect-table'
import { formatAssignments, parseAssignments, resolveVariant } from '@/lib/experiments/assign'

import { isBotOrPrefetch } from './analytics/page-view'
import type { Exchange, Outcome } from './exchange'
import { isDraftMode } from './next-adapter'

/** The path segment of the internal variant route. */
export const VARIANT_SEGMENT = 'exp-variant'
/** Lifetime of the cookie (seconds): about 90 days. */
export const EXPERIMENT_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 90
/** Cache-Control of an answer that sets the cookie. */
export const FRESH_CACHE_CONTROL = 'private, no-store'

/** The internal path that renders variant `key` of the page at `path`. */
export const variantPath = (path: string, key: string): string =>
  `${normalizePath(path)}/${VARIANT_SEGMENT}/${key}`

/**
 * The internal route's shape, `/<slug>/exp-variant/<key>` (any case, trailing slash or not): a
 * path of another depth (`/blog/exp-variant`, a post) is not it and reaches its own route.
 */
const INTERNAL = new RegExp(`^/[^/]+/${VARIANT_SEGMENT}/[^/]+/?$`, 'i')

/** Whether `pathname` (undecoded) names the internal variant route, however it is encoded. */
export function isVariantPath(pathname: string): boolean {
  if (INTERNAL.test(pathname)) return true
  try {
    return INTERNAL.test(decodeURIComponent(pathname))
  } catch {
    // Malformed escapes: the refuse step answers 400.
    return false
  }
}

/** The value of cookie `name` in a Cookie header (the first), or undefined. */
function cookieOf(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/** The Set-Cookie value keeping `assignments` (`https`: Secure). */
export function experimentSetCookie(assignments: ReadonlyMap<string, string>, https: boolean): string {
  const cookie = `${EXPERIMENT_COOKIE}=${formatAssignments(assignments)}; Path=/; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly`
  return https ? `${cookie}; Secure` : cookie
}

/** The `request` part: see the module comment. */
export function chooseVariant(x: Exchange): Outcome {
  if (isVariantPath(x.pathname)) {
    x.res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    x.res.end(x.req.method === 'HEAD' ? undefined : 'Not found')
    return 'answered'
  }
  const { req } = x
  if ((req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') || isDraftMode(req)) return
  const experiment = findExperiment(x.pathname)
  if (!experiment) return
  if (req.method === 'POST') {
    const held = parseAssignments(cookieOf(req, EXPERIMENT_COOKIE)).get(experiment.id)
    if (held && held !== CONTROL_VARIANT && experiment.variants.some((v) => v.key === held && v.weight > 0))
      rewriteTo(req, variantPath(experiment.path, held))
    return
  }
  if (isBotOrPrefetch(req)) {
    x.experiment = { experimentId: experiment.id, variant: CONTROL_VARIANT, counted: false, fresh: false }
    return
  }
  const assignments = parseAssignments(cookieOf(req, EXPERIMENT_COOKIE))
  const { key, fresh } = resolveVariant(experiment.id, experiment.variants, assignments)
  x.experiment = { experimentId: experiment.id, variant: key, counted: true, fresh }
  if (fresh) {
    const kept = new Map(assignments)
    // Re-added last: the newest entry is the last to be dropped past MAX_COOKIE_ENTRIES.
    kept.delete(experiment.id)
    kept.set(experiment.id, key)
    x.experimentCookie = experimentSetCookie(kept, x.site.settings.https)
  }
  if (key !== CONTROL_VARIANT) rewriteTo(req, variantPath(experiment.path, key))
}

/** Points `req` at the internal `path`, keeping its query. */
function rewriteTo(req: IncomingMessage, path: string): void {
  const query = req.url?.indexOf('?') ?? -1
  req.url = path + (query >= 0 ? req.url!.slice(query) : '')
}

/** The `head` part: a fresh draw's answer sets the cookie and is private. */
export function markFreshAnswer(x: Exchange): void {
  if (!x.experiment?.fresh || !x.experimentCookie) return
  x.res.appendHeader('Set-Cookie', x.experimentCookie)
  x.res.setHeader('Cache-Control', FRESH_CACHE_CONTROL)
}

/**
 * The path the page cache keys the answer of `x` by, or undefined when the page cache must not
 * answer or store it (a fresh draw).
 */
export function pageCachePath(x: Exchange): string | undefined {
  const served = x.experiment
  if (!served) return x.pathname
  if (served.fresh) return undefined
  return served.variant === CONTROL_VARIANT ? x.pathname : variantPath(x.pathname, served.variant)
}

/**
 * What a redirect may be, checked when it is saved (pure, unit-tested):
 * - `from` is a site path under the site's link rule (src/lib/safe-url.ts: never `//`, `/\`,
 *   control characters or encoded forms of them), no query, not the admin or the API;
 * - the target is a site path or an absolute http(s) URL under the same rule;
 * - no loop (a path sent to itself) and no chain: a redirect's target may not be another
 *   redirect's `from`, and its `from` may not be another redirect's target (one hop at most).
 */
import { normalizePath } from '@/infra/redirect-table'
import { isLink, linkKind, REDIRECT_TARGET } from '@/lib/safe-url'

/** Paths the site itself needs: the admin, the REST API and Next's assets. */
const RESERVED = /^\/(admin|api|_next)(\/|$)/

/** Error message for an unusable `from`, or true. */
export function checkFrom(value: unknown): true | string {
  if (typeof value !== 'string' || linkKind(value) !== 'path' || /[?#]/.test(value)) {
    return 'Enter a path of this site starting with /, without ? or #, e.g. /our-work.'
  }
  if (RESERVED.test(value)) return 'The admin, /api and /_next cannot be redirected.'
  return true
}

/** Error message for an unusable target, or true. */
export function checkTarget(value: unknown): true | string {
  return isLink(value, REDIRECT_TARGET)
    ? true
    : 'Enter a path of this site (e.g. /ourworks) or a full URL starting with https://, without spaces, backslashes or //.'
}

/** The site path a target leads to, or null for an external URL. */
export const internalPath = (target: string): string | null =>
  target.startsWith('/') ? normalizePath(target) : null

type Hop = { from: string; to: string }

/**
 * Why saving `candidate` next to `others` (every other saved redirect) would make a loop or a
 * chain of more than one hop, or null when it would not.
 */
export function chainProblem(candidate: Hop, others: readonly Hop[]): string | null {
  const from = normalizePath(candidate.from)
  const to = internalPath(candidate.to)
  if (to === from) return 'A redirect cannot lead to its own path (loop).'
  const onward = to !== null && others.find((o) => normalizePath(o.from) === to)
  if (onward) return `${to} is itself redirected to ${onward.to}: point this redirect there directly.`
  const before = others.find((o) => internalPath(o.to) === from)
  if (before)
    return `${before.from} already redirects to ${from}: change that redirect instead of adding a hop.`
  return null
}

/**
 * The site's server, step by step: SITE_PIPELINE is the order of its steps, and each entry is
 * its code (docs/architecture.md "Request path"; what each buys, with its figure in
 * `npm run bench -- --pipeline`: docs/performance.md "The site's server, step by step").
 *
 * A step has up to three parts (Step, src/edge/exchange.ts):
 * - `request` parts run top to bottom as a request arrives; one that answers it ('answered': a
 *   page-cache hit, a 4xx, a redirect) ends it there. The last step, `next`, hands the request
 *   to Next and captures Next's answer (captureResponse, src/edge/next-adapter.ts);
 * - `head` parts run bottom to top when that answer's head is due: they may set headers, put a
 *   body in place of Next's (`x.replacement`, sent as it is) or ask for the whole body ('hold');
 * - `body` parts run bottom to top over the held body, each given what the one below returned.
 * A step thus sees the request before the steps below it and the answer after them, as an
 * Express middleware placed above them would. tests/unit/edge-pipeline.test.ts checks the order
 * by what it does: moving a step past one it depends on fails a named behaviour.
 */
import { instanceState } from '@/infra/shared-state'

import { watchPageView } from './analytics/step'
import { answerCampaignArrival, isCampaignArrival } from './campaign-arrival'
import { checkBody } from './body'
import { contentSecurityPolicy, cspKind, inlineScriptHashes, type CspKind } from './csp/policy'
import { deferHydration } from './deferred-hydration'
import { COMPRESSIBLE_TYPE, encodeAnswer } from './encoding'
import { chooseVariant, markFreshAnswer, pageCachePath } from './experiment'
import type { Exchange, Outcome, Step, StepParts } from './exchange'
import { setForwardedFor } from './forwarded-for'
import { isBareError, jsonErrorBody } from './json-errors'
import { captureResponse, giveUserAgent, isDraftMode, takeNextInternalHeaders } from './next-adapter'
import { storedType } from './page-cache/page-cache'
import { answerRedirect } from './redirect'
import { refuseRequest } from './refuse'
import { beginRequestLog } from './request-log'
import { limitSearch } from './search-limit'
import { setSecurityHeaders } from './security-headers'
import { keepFormPagePrivate, setXsrfCookie } from './xsrf-cookie'

const step = <N extends string>(name: N, parts: Step) => ({ name, ...parts })
const answered = (done: boolean | undefined): Outcome => (done ? 'answered' : undefined)
const contentType = (x: Exchange) => String(x.res.getHeader('content-type') ?? '')
/** The policy kind of the answer of `x` (src/edge/csp/policy.ts): by its path for HTML, else `other`. */
const answerKind = (x: Exchange): CspKind =>
  contentType(x).startsWith('text/html') ? cspKind(x.pathname) : 'other'
/** A page of the site (public or payment): its inline scripts are hashed, its hydration deferred. */
const sitePage = (kind: CspKind) => kind === 'public' || kind === 'payment'
const policyOf = (x: Exchange, kind: CspKind, hashes: string[]) =>
  contentSecurityPolicy(kind, hashes, {
    https: x.site.settings.https,
    framedBySelf: isDraftMode(x.req),
    paypalOrigins: x.site.settings.paypalOrigins,
  })

/** The steps of the site's server, top to bottom (see the module comment). */
export const SITE_PIPELINE = [
  // One JSON log line per request, with its id (request-log.ts): first, so every answer has both.
  step('request-log', { request: beginRequestLog }),
  // Page views counted when their answer finished, page-cache hits included (analytics/step.ts):
  // above the hit path, which ends the request parts.
  step('page-views', { request: watchPageView }),
  // The variant of a page with a running experiment: above the hit path, which keys the page by
  // it (pageCachePath); an internal variant path from outside is a 404 here (experiment.ts).
  // Its head part runs last of all: a fresh draw's cookie and privacy are the answer's final word.
  step('experiment', { request: chooseVariant, head: markFreshAnswer }),
  // The hit path: a page the page cache holds, answered as stored with one writeHead of its
  // stored head (page-cache/page-cache.ts), before the headers below, which it carries as
  // stored. A campaign arrival is no hit: the step below answers it, with its cookie.
  step('page-cache-hit', {
    request: (x) => {
      const path = pageCachePath(x)
      const hit =
        path !== undefined &&
        !isCampaignArrival(x.req, x.pathname) &&
        x.site.pageCache?.serve(x.req, x.res, path, x.reqId)
      if (hit) x.hitType = hit
      return answered(Boolean(hit))
    },
  }),
  // The security headers and X-Request-Id, on every answer from here on (security-headers.ts).
  step('security-headers', {
    request: (x) => setSecurityHeaders(x.res, x.site.settings.https, isDraftMode(x.req), x.reqId),
  }),
  // 303 without the UTM and click-id parameters, setting the campaign cookie (campaign-arrival.ts).
  step('campaign-arrival', {
    request: (x) => answered(answerCampaignArrival(x.req, x.res, x.pathname, x.site.settings.https)),
  }),
  // X-Forwarded-For as TRUST_PROXY allows: the socket address without a trusted proxy (forwarded-for.ts).
  step('forwarded-for', { request: (x) => setForwardedFor(x.req, x.site.settings.trustProxy ?? 0) }),
  // 400, 405, 414, 403 or 404 for URLs, methods and paths the site does not serve, before any
  // decision is made from the path (refuse.ts).
  step('refuse', { request: (x) => answered(refuseRequest(x.req, x.res, x.pathname)) }),
  // 413 over the path's limit, 400 nested too deep or malformed JSON, read before any answer
  // that would leave it unread; Next gets a request that replays it (body.ts).
  step('body', { request: checkBody }),
  // 301/302 of an editor-made redirect (redirect.ts).
  step('redirect', { request: (x) => answered(answerRedirect(x.req, x.res, x.pathname)) }),
  // The anti-forgery cookie on the form pages that lack it, which stay private (xsrf-cookie.ts).
  step('xsrf-cookie', {
    request: (x) => setXsrfCookie(x.req, x.res, x.pathname, x.site.settings.https),
    head: (x) => keepFormPagePrivate(x.req, x.res, x.pathname),
  }),
  // 429 with Retry-After past a client's searches a window, spent only by a search that no
  // step above answered (search-limit.ts).
  step('search-limit', {
    request: (x) =>
      x.site.settings.searchLimit && limitSearch(x.req, x.res, x.pathname, x.site.settings.searchLimit),
  }),
  // Brotli or gzip as the client accepts (encoding.ts): above the page cache, which stores the
  // plain body and makes its own copies.
  step('encoding', {
    head: (x) => (COMPRESSIBLE_TYPE.test(contentType(x)) ? 'hold' : undefined),
    body: (x, body) => encodeAnswer(x.req, x.res, body),
  }),
  // Stores a shareable answer as the steps below left it, CSP included; a 5xx of a page it
  // dropped gets the stale copy instead (page-cache/page-cache.ts).
  step('page-cache-store', {
    request: (x) => {
      const path = pageCachePath(x)
      x.keep = path === undefined ? undefined : x.site.pageCache?.keeper(x.req, x.res, path)
    },
    head: (x) => {
      const path = pageCachePath(x)
      if (x.res.statusCode >= 500 && path !== undefined)
        x.replacement = x.site.pageCache?.answerStale(x.req, x.res, path) ?? x.replacement
      return x.keep && storedType(contentType(x)) ? 'hold' : undefined
    },
    body: (x, body) => (x.keep?.(x.res, body), body),
  }),
  // Content-Security-Policy: a site page's holds the hashes of the inline scripts it is sent
  // with (csp/policy.ts), so it is taken after the step below has rewritten the page.
  step('csp', {
    head: (x) => {
      const kind = answerKind(x)
      if (sitePage(kind)) return 'hold'
      x.res.setHeader('Content-Security-Policy', policyOf(x, kind, []))
    },
    body: (x, body) => {
      const kind = answerKind(x)
      if (sitePage(kind))
        x.res.setHeader('Content-Security-Policy', policyOf(x, kind, inlineScriptHashes(body)))
      return body
    },
  }),
  // A site page's Next chunks start after its first paint (deferred-hydration.ts); a chunk tag
  // of a shape it does not know is left and logged.
  step('defer-hydration', {
    head: (x) => (sitePage(answerKind(x)) ? 'hold' : undefined),
    body: (x, body) => {
      if (!sitePage(answerKind(x))) return body
      const unknown = (tag: string) =>
        x.site.settings.logger.warn(
          { tag, path: x.pathname },
          'Next chunk tag of an unknown shape left undeferred',
        )
      return Buffer.from(deferHydration(body.toString('utf8'), unknown))
    },
  }),
  // An error Next answered without JSON or HTML (an empty 405) becomes JSON (json-errors.ts).
  step('json-errors', {
    head: (x) => void (isBareError(x.res) && (x.replacement = jsonErrorBody(x.res))),
  }),
  // Next's answer, captured once; the parts above then run over it, bottom to top.
  step('next', { request: handToNext }),
] as const

export type StepName = (typeof SITE_PIPELINE)[number]['name']

/** What `npm run dev` leaves out: they would fight hot reload (which evaluates code and swaps files). */
export const DEV_LEAVES_OUT: readonly StepName[] = [
  'page-cache-hit',
  'page-cache-store',
  'encoding',
  'csp',
  'defer-hydration',
]

const STEPS = new Map<string, Step>(SITE_PIPELINE.map((s) => [s.name, s]))

/** The parts of the steps `names`, in the order each kind runs; throws unless each is known, once, and `next` ends them. */
export function stepParts(names: readonly StepName[]): StepParts {
  const steps = names.map((name) => STEPS.get(name))
  if (new Set(names).size !== names.length || names.at(-1) !== 'next' || steps.includes(undefined))
    throw new Error(`A pipeline runs known steps, each once, and ends with next: ${names.join(', ')}`)
  const known = steps as Step[]
  return {
    requests: known.flatMap((s) => s.request ?? []),
    heads: known.flatMap((s) => s.head ?? []).reverse(),
    bodies: known.flatMap((s) => s.body ?? []).reverse(),
  }
}

/**
 * Runs the request parts of `x`'s site from the `from`-th on, synchronously until one returns a
 * promise (the hit path makes none); resolves once one answered.
 */
export function passRequest(x: Exchange, from = 0): void | Promise<void> {
  const { requests } = x.site.parts
  for (let i = from; i < requests.length; i++) {
    const outcome = requests[i]!(x)
    if (outcome === 'answered') return
    if (outcome instanceof Promise)
      return outcome.then((later) => (later === 'answered' ? undefined : passRequest(x, i + 1)))
  }
}

/** The `next` step: captures the answer of `x` (head and body parts above), then lets Next write it. */
function handToNext(x: Exchange): Promise<Outcome> {
  captureResponse(x.res, { onHead: () => answerHead(x), onWhole: (body) => answerBody(x, body) })
  // One request of the connection state: cache-handler.mjs keeps a render that began while
  // joining out of Redis (src/infra/instance-state.ts).
  giveUserAgent(x.req)
  const handled = instanceState().runRequest(() => x.site.settings.handle(x.req, x.res))
  return Promise.resolve(handled).then(() => 'answered' as const)
}

/** At the head of Next's answer: its internal headers go, then the head parts; whether to hold the body. */
function answerHead(x: Exchange): 'pass' | 'hold' {
  x.nextCache = takeNextInternalHeaders(x.res)
  if (x.site.drain.draining) x.res.setHeader('Connection', 'close')
  let hold = false
  for (const head of x.site.parts.heads) if (head(x) === 'hold') hold = true
  if (x.replacement) return 'hold'
  // No body to change (a 304 keeps the policy of the browser's copy).
  if (x.req.method === 'HEAD' || x.res.statusCode === 304 || x.res.statusCode === 204) return 'pass'
  return hold ? 'hold' : 'pass'
}

/** The body sent for Next's held `body`: a replacement as it is, else what the body parts make of it. */
function answerBody(x: Exchange, body: Buffer): Buffer | Promise<Buffer> {
  if (x.replacement) return x.replacement
  let out: Buffer | Promise<Buffer> = body
  for (const part of x.site.parts.bodies)
    out = out instanceof Promise ? out.then((held) => part(x, held)) : part(x, out)
  return out
}

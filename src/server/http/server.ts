/**
 * The site's HTTP server: Node's http server in front of Next's request handler, adding what
 * `next start` cannot. Every request passes the named steps of `SITE_PIPELINE` top to bottom
 * (tests/unit/http-server.test.ts proves the order); a step that answers the request itself
 * ends it there. Used by `npm start` (scripts/serve.ts), hence by the end-to-end tests and the
 * benchmark, and by `npm run dev` (without CSP, encoding and page cache, which would fight hot
 * reload).
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { DRAFT_COOKIE, errorJson } from '@/contracts/http'
import { instanceState } from '@/infra/shared-state'

import { answerCampaignArrival } from './attribution'
import { checkBody } from './body'
import { captureResponse } from './capture'
import { answerClientError } from './client-error'
import { deferHydration } from './deferred-hydration'
import * as csp from '@/server/csp/policy'
import { COMPRESSIBLE_TYPE, encodeAnswer } from './encoding'
import { setForwardedFor } from './forwarded'
import { createPageCache, storedType, type PageCache } from '@/server/page-cache'
import { answerRedirect } from './redirect'
import { answerJson, refuseRequest } from './refuse'
import { hideInternalHeaders, requestLogger } from './request-log'
import { limitSearch, type SearchLimit } from './search-limit'
import { securityHeaders } from './security-headers'
import { drainOnShutdown, type Drain } from './shutdown'
import { FORM_PAGE_CACHE_CONTROL, isFormPage, setXsrfCookie } from './xsrf-cookie'

/** One request as the steps see it; `pathname` is the URL path without its query; `req` may be replaced (body.ts). */
type Exchange = { req: IncomingMessage; res: ServerResponse; pathname: string; framedBySelf: boolean }

/** `'answered'`: the step sent the whole answer itself (later steps and Next do not run). */
type Outcome = 'answered' | void
type Step = (x: Exchange) => Outcome | Promise<Outcome>

/**
 * The steps of every request, in order. A page the page cache holds is answered after the
 * first four (the hit path; a URL with campaign parameters is redirected before it, so the
 * campaign cookie is never lost to a stored page), with one `writeHead` of its stored head:
 * the security headers are the ones stored with it. The last step captures what Next writes
 * (capture.ts) and runs plain functions over it, in the order `respond` shows.
 */
export const SITE_PIPELINE = [
  'request-log', // one JSON line per request, with its id (request-log.ts)
  'security-headers', // on every answer, including the early ones below (security-headers.ts)
  'campaign-arrival', // 303 without the UTM/click-id parameters, setting the campaign cookie (attribution.ts)
  'page-cache-hit', // a stored page answered as stored, without Next (src/server/page-cache.ts)
  'forwarded-for', // X-Forwarded-For as TRUST_PROXY allows: the socket address at 0 (forwarded.ts)
  'refuse', // 400, 405, 414, 403 or 404 for URLs, methods and paths the site does not serve (refuse.ts)
  'search-limit', // 429 with Retry-After past a client's searches a window (search-limit.ts)
  'body', // 413 over the route's limit, 400 nested too deep, before anything reads it (body.ts)
  'redirect', // 301/302 of an editor-managed redirect (redirect.ts)
  'xsrf-cookie', // the anti-forgery cookie on the form pages that lack it (xsrf-cookie.ts)
  'defer-hydration', // a site page's chunks start after its first paint (deferred-hydration.ts; run by respond)
  'respond', // Next's answer: JSON errors, deferred hydration, CSP hashes, page cache, encoding (respond below)
] as const

export type StepName = (typeof SITE_PIPELINE)[number]

export type SiteServerOptions = {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void
  logger: Logger
  /** SERVER_URL is https: HSTS and upgrade-insecure-requests. */
  https: boolean
  /** Where the browser loads PayPal from (src/server/csp/policy.ts paypalBrowserSources; CSP of /payment). */
  paypalOrigins: string[]
  /** Host of SERVER_URL: the page cache stores answers for this Host only (any Host when unset). */
  publicHost?: string
  /** TRUST_PROXY: reverse proxies whose X-Forwarded-For is kept (0: the socket address is the client). */
  trustProxy?: number
  /** `next dev`: no CSP (hot reload evaluates code), no encoding, no page cache. */
  dev?: boolean
  /** The limit of searches per client (SEARCH_RATE_LIMIT); none when unset. */
  searchLimit?: SearchLimit
  /** Steps left out (the benchmark measures the site without each one; docs/performance.md). */
  without?: StepName[]
}

/** An error answer Next gave without JSON or HTML (an empty 405, a plain-text one) as JSON `{message}`. */
function jsonError(res: ServerResponse): Buffer {
  const text = STATUS_CODES[res.statusCode] ?? 'Error'
  res.removeHeader('content-encoding')
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  return Buffer.from(JSON.stringify(errorJson(`${text.charAt(0)}${text.slice(1).toLowerCase()}.`)))
}

/**
 * Captures Next's answer to `x` once (capture.ts). At its head: Next's internal headers go,
 * form pages stay private, a 5xx becomes the page's stale copy when one is kept, an error
 * without JSON or HTML becomes JSON, and the policy of anything but a public page is set. A
 * page or any text is then held whole, and the plain functions below run over it in order:
 * deferring the hydration of a site page (when `defer`), CSP hashes, storing in the page cache,
 * encoding.
 */
function respond(
  x: Exchange,
  options: SiteServerOptions,
  pageCache: PageCache | undefined,
  drain: Drain,
  defer: boolean,
) {
  const { req, res, pathname } = x
  const { https, paypalOrigins } = options
  const policy: csp.CspOptions = { https, framedBySelf: x.framedBySelf, paypalOrigins }
  const keep = pageCache?.keeper(req, res, pathname)
  const formPage = isFormPage(req, pathname)
  const type = () => String(res.getHeader('content-type') ?? '')
  let replacement: Buffer | undefined
  let kind: csp.CspKind = 'other'
  // A site page (public or payment): its inline scripts are hashed and its hydration deferred.
  let hashed = false
  captureResponse(res, {
    onHead: () => {
      hideInternalHeaders(res)
      if (drain.draining) res.setHeader('Connection', 'close')
      if (formPage) res.setHeader('Cache-Control', FORM_PAGE_CACHE_CONTROL)
      if (res.statusCode >= 500) replacement = pageCache?.answerStale(req, res, pathname)
      if (replacement) return 'hold'
      if (res.statusCode >= 400 && !/json|html/i.test(type())) replacement = jsonError(res)
      if (options.dev) return replacement ? 'hold' : 'pass'
      kind = type().startsWith('text/html') ? csp.cspKind(pathname) : 'other'
      hashed = kind === 'public' || kind === 'payment'
      if (!hashed) res.setHeader('Content-Security-Policy', csp.contentSecurityPolicy(kind, [], policy))
      if (replacement) return 'hold'
      // No body to hash or encode (a 304 keeps the policy of the browser's copy).
      if (req.method === 'HEAD' || res.statusCode === 304 || res.statusCode === 204) return 'pass'
      return hashed || COMPRESSIBLE_TYPE.test(type()) || (keep && storedType(type())) ? 'hold' : 'pass'
    },
    onWhole: (held) => {
      if (replacement) return replacement
      const body = defer && hashed ? Buffer.from(deferHydration(held.toString('utf8'))) : held
      if (hashed)
        res.setHeader(
          'Content-Security-Policy',
          csp.contentSecurityPolicy(kind, csp.inlineScriptHashes(body), policy),
        )
      keep?.(res, body)
      return encodeAnswer(req, res, body)
    },
  })
}

/** Runs `steps` in order, then `handle` unless a step answered; waits only for steps that return a promise. */
async function runSteps(steps: Step[], x: Exchange, handle: () => Promise<void> | void): Promise<void> {
  for (const step of steps) {
    const outcome = step(x)
    if ((outcome instanceof Promise ? await outcome : outcome) === 'answered') return
  }
  await handle()
}

export function createSiteServer(
  options: SiteServerOptions,
): { server: Server; pageCache?: PageCache; pipeline: StepName[] } & Drain {
  const pipeline = SITE_PIPELINE.filter(
    (name) => !options.without?.includes(name) && !(options.dev && name === 'page-cache-hit'),
  )
  const runs = (name: StepName) => pipeline.includes(name)
  const pageCache = runs('page-cache-hit') ? createPageCache(options.publicHost) : undefined
  const logRequest = runs('request-log') ? requestLogger(options.logger) : undefined
  const secure = runs('security-headers') ? [false, true].map((f) => securityHeaders(options.https, f)) : []
  const server = createServer()
  const drain = drainOnShutdown(server)
  // The steps after the hit path.
  const checks: Partial<Record<StepName, Step>> = {
    'forwarded-for': ({ req }) => setForwardedFor(req, options.trustProxy ?? 0),
    refuse: ({ req, res, pathname }) => (refuseRequest(req, res, pathname) ? 'answered' : undefined),
    'search-limit': ({ req, res, pathname }) =>
      options.searchLimit && limitSearch(req, res, pathname, options.searchLimit),
    body: checkBody,
    redirect: ({ req, res, pathname }) => (answerRedirect(req, res, pathname) ? 'answered' : undefined),
    'xsrf-cookie': ({ req, res, pathname }) => setXsrfCookie(req, res, pathname, options.https),
    respond: (x) => respond(x, options, pageCache, drain, runs('defer-hydration')),
  }
  const steps = pipeline.flatMap((name) => checks[name] ?? [])

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const pathname = query === -1 ? url : url.slice(0, query)
    const reqId = logRequest?.(req, res, pathname)
    if (drain.draining) res.setHeader('Connection', 'close')
    // The hit path, nothing else made per request: a URL without a query is no campaign
    // arrival, and a stored page carries the security headers it was stored with (they
    // depend on `https` alone: a preview, framed by the site, is never stored).
    if (query === -1 && pageCache?.serve(req, res, pathname, reqId)) return
    if (reqId) res.setHeader('X-Request-Id', reqId)
    // Next's draft-mode cookie: the admin's live preview frames the page (same origin only).
    const framedBySelf = Boolean(req.headers.cookie?.includes(`${DRAFT_COOKIE}=`))
    for (const [name, value] of secure[framedBySelf ? 1 : 0] ?? []) res.setHeader(name, value)
    if (runs('campaign-arrival') && answerCampaignArrival(req, res, pathname, options.https)) return
    if (query !== -1 && pageCache?.serve(req, res, pathname)) return
    // The handler runs as one request of the connection state: cache-handler.mjs keeps a
    // render that began while joining out of Redis (src/infra/instance-state.ts).
    const x: Exchange = { req, res, pathname, framedBySelf }
    const handle = () => instanceState().runRequest(() => options.handle(x.req, res))
    runSteps(steps, x, handle).catch((error: unknown) => {
      options.logger.error({ err: error, reqId }, 'unhandled request error')
      if (res.headersSent) return void res.destroy()
      answerJson(res, 500, { message: 'Internal server error.' })
    })
  })
  // Slowloris: a client must send its headers within 20 s.
  server.headersTimeout = 20_000
  server.on('clientError', answerClientError)
  return Object.assign(drain, { server, pageCache, pipeline })
}

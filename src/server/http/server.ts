/**
 * The site's HTTP server: Node's http server in front of Next's request handler, adding what
 * `next start` cannot. Every request passes the named steps of `SITE_PIPELINE` top to bottom
 * (docs/architecture.md "Request path"); a step that answers the request itself ends it there.
 * Used by `npm start` (scripts/serve.ts), hence by the end-to-end tests and the benchmark, and
 * by `npm run dev` (without CSP, compression and page cache, which would fight hot reload).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import compression from 'compression'
import type { Logger } from 'pino'

import { DRAFT_COOKIE, errorJson } from '@/contracts/http'
import { instanceState } from '@/infra/shared-state'
import { isDecodablePath, MALFORMED_URL_MESSAGE } from '@/lib/malformed-request'

import { answerCampaignArrival } from './attribution'
import { enforceBodyDepth } from './body-depth'
import { answerClientError } from './client-error'
import { enforceBodyLimit } from './body-limit'
import { applyCsp } from './csp-response'
import { setForwardedFor } from './forwarded'
import { jsonErrors } from './json-errors'
import { createPageCache, type PageCache } from './page-cache'
import { answerRedirect } from './redirect'
import { refuseRequest } from './refuse'
import { requestLogger } from './request-log'
import { hideInternalHeaders, setSecurityHeaders } from './security-headers'
import { trackInFlight, type Drain } from './shutdown'
import { setXsrfCookie } from './xsrf-cookie'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

/** One request as the steps see it; `pathname` is the URL path without its query. */
type Exchange = { req: IncomingMessage; res: ServerResponse; pathname: string; framedBySelf: boolean }

/**
 * A pipeline step: returns `'answered'` when it sent the whole answer itself (later steps do
 * not run); a step that must wait for the request body returns a promise of the same.
 */
type Outcome = 'answered' | void
type Step = { name: StepName; run: (exchange: Exchange) => Outcome | Promise<Outcome> }

/**
 * The steps of every request, in order. The first twelve look at the request; the last four
 * wrap `res`, each around the ones installed before it, so what Next writes passes them from
 * the bottom up: error answers become JSON, the CSP step rewrites and hashes the HTML, the page
 * cache stores it as sent, and compression encodes it last. Next's own compression is off (next.config.mjs) so that
 * the CSP step sees plain HTML.
 */
export const SITE_PIPELINE = [
  'forwarded-for', // X-Forwarded-For as TRUST_PROXY allows: the socket address at 0 (forwarded.ts)
  'request-log', // one JSON line per request, with its id (request-log.ts)
  'security-headers', // on every answer, including the early ones below (security-headers.ts)
  'internal-headers', // Next's x-nextjs-* headers never leave the server (security-headers.ts)
  'malformed-path', // 400 JSON for a path Next could not decode (it would answer 500)
  'refuse', // 405, 400 or 404 for methods and paths the site does not serve (refuse.ts)
  'body-limit', // 413 JSON for a body over the route's limit (body-limit.ts)
  'body-depth', // 400 JSON for a body nested too deep, before anything parses it (body-depth.ts)
  'redirect', // 301/302 of an editor-managed redirect, before any cache (redirect.ts)
  'campaign-arrival', // 303 without the UTM/click-id parameters, setting the campaign cookie (attribution.ts)
  'xsrf-cookie', // the anti-forgery cookie on the form pages that lack it (xsrf-cookie.ts)
  'page-cache-hit', // a stored page answered without Next (page-cache.ts)
  'compression', // gzip or brotli, as the client accepts (the `compression` package)
  'page-cache-capture', // stores a cacheable page as sent (page-cache.ts)
  'csp', // hash-based Content-Security-Policy of the HTML sent (csp-response.ts)
  'json-errors', // an error answer Next sent without JSON or HTML becomes JSON {message} (json-errors.ts)
] as const

export type StepName = (typeof SITE_PIPELINE)[number]

/** Steps `next dev` skips: CSP, compression and the page cache would fight hot reload. */
const PRODUCTION_ONLY: ReadonlySet<StepName> = new Set([
  'page-cache-hit',
  'compression',
  'page-cache-capture',
  'csp',
])

export type SiteServerOptions = {
  handle: Handler
  logger: Logger
  /** SERVER_URL is https: HSTS and upgrade-insecure-requests. */
  https: boolean
  /** Where the browser loads PayPal from (csp.ts paypalBrowserSources; CSP of /payment). */
  paypalOrigins: string[]
  /** Host of SERVER_URL: the page cache stores answers for this Host only (any Host when unset). */
  publicHost?: string
  /** TRUST_PROXY: reverse proxies whose X-Forwarded-For is kept (0: the socket address is the client). */
  trustProxy?: number
  /** `next dev`: no CSP (hot reload evaluates code), no compression, no page cache. */
  dev?: boolean
}

/** 400 JSON for a path Next could not decode (it would answer 500). */
function refuseMalformedPath(res: ServerResponse): void {
  res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify(errorJson(MALFORMED_URL_MESSAGE)))
}

/** Runs `steps` in order, then `handle` unless a step answered; waits only for steps that return a promise. */
async function runSteps(
  steps: Step[],
  exchange: Exchange,
  handle: () => Promise<void> | void,
): Promise<void> {
  for (const step of steps) {
    const outcome = step.run(exchange)
    if ((outcome instanceof Promise ? await outcome : outcome) === 'answered') return
  }
  await handle()
}

export function createSiteServer(
  options: SiteServerOptions,
): { server: Server; pageCache?: PageCache; pipeline: StepName[] } & Drain {
  const logRequest = requestLogger(options.logger)
  // Connect-style middleware; its types name Express's request, of which it reads only Node's fields.
  const compress = compression() as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void
  const pageCache = options.dev ? undefined : createPageCache(options.publicHost)
  const noop = () => {}
  const run: Record<StepName, Step['run']> = {
    'forwarded-for': ({ req }) => setForwardedFor(req, options.trustProxy ?? 0),
    'request-log': ({ req, res, pathname }) => logRequest(req, res, pathname),
    'security-headers': ({ res, framedBySelf }) => setSecurityHeaders(res, options.https, framedBySelf),
    'internal-headers': ({ res }) => hideInternalHeaders(res),
    'malformed-path': ({ res, pathname }) => {
      if (isDecodablePath(pathname)) return
      refuseMalformedPath(res)
      return 'answered'
    },
    refuse: ({ req, res, pathname }) => (refuseRequest(req, res, pathname) ? 'answered' : undefined),
    'body-limit': ({ req, res, pathname }) => (enforceBodyLimit(req, res, pathname) ? undefined : 'answered'),
    'body-depth': ({ req, res, pathname }) => enforceBodyDepth(req, res, pathname),
    redirect: ({ req, res, pathname }) => (answerRedirect(req, res, pathname) ? 'answered' : undefined),
    'campaign-arrival': ({ req, res, pathname }) =>
      answerCampaignArrival(req, res, pathname, options.https) ? 'answered' : undefined,
    'xsrf-cookie': ({ req, res, pathname }) => setXsrfCookie(req, res, pathname, options.https),
    'page-cache-hit': ({ req, res, pathname }) =>
      pageCache?.serve(req, res, pathname) ? 'answered' : undefined,
    compression: ({ req, res }) => compress(req, res, noop),
    'page-cache-capture': ({ req, res, pathname }) => pageCache?.capture(req, res, pathname),
    csp: ({ req, res, pathname, framedBySelf }) =>
      applyCsp(req, res, pathname, {
        https: options.https,
        framedBySelf,
        paypalOrigins: options.paypalOrigins,
      }),
    'json-errors': ({ req, res }) => jsonErrors(req, res),
  }
  const pipeline = SITE_PIPELINE.filter((name) => !(options.dev && PRODUCTION_ONLY.has(name)))
  const steps: Step[] = pipeline.map((name) => ({ name, run: run[name] }))

  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const pathname = query === -1 ? url : url.slice(0, query)
    // Next's draft-mode cookie: the admin's live preview frames the page (same origin only).
    const framedBySelf = Boolean(req.headers.cookie?.includes(`${DRAFT_COOKIE}=`))
    const exchange: Exchange = { req, res, pathname, framedBySelf }
    // The handler runs as one request of the connection state: cache-handler.mjs keeps a
    // render that began while joining out of Redis (src/infra/instance-state.ts).
    runSteps(steps, exchange, () => instanceState().runRequest(() => options.handle(req, res))).catch(
      (error: unknown) => {
        options.logger.error({ err: error, reqId: req.headers['x-request-id'] }, 'unhandled request error')
        if (res.headersSent) return void res.destroy()
        res.statusCode = 500
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.end(JSON.stringify({ message: 'Internal server error.' }))
      },
    )
  })
  // Slowloris: a client must send its headers within 20 s.
  server.headersTimeout = 20_000
  server.on('clientError', answerClientError)
  const drain = trackInFlight(server)
  return {
    server,
    pageCache,
    pipeline,
    get draining() {
      return drain.draining
    },
    shutdown: drain.shutdown,
  }
}

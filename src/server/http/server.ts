/**
 * The site's HTTP server (issue 7): Node's http server in front of Next's request handler,
 * adding what `next start` cannot: security headers and a hash-based CSP on every response,
 * body limits, gzip outside the CSP step, one structured log line per request with an id,
 * the XSRF-TOKEN cookie (spec §7), a 400 for undecodable paths, a shared page cache (issue 6,
 * page-cache.ts), hydration after the first paint (issue 6, deferred-hydration.ts) and graceful
 * shutdown. Used by `npm start` (scripts/serve.ts), hence by the
 * end-to-end tests and the benchmark, and by `npm run dev` (without CSP, compression and page
 * cache, which would fight hot reload).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'

import type { Logger } from 'pino'

import { enforceBodyLimit } from './body-limit'
import { isDecodablePath, MALFORMED_URL_MESSAGE } from '../../lib/malformed-request'
import { applyCsp } from './csp-response'
import { setForwardedFor } from './forwarded'
import { createPageCache, type PageCache } from './page-cache'
import { answerRedirect } from './redirect'
import { refuseRequest } from './refuse'
import { requestLogger } from './request-log'
import { hideInternalHeaders, setSecurityHeaders } from './security-headers'
import { trackInFlight, type Drain } from './shutdown'
import { setXsrfCookie } from './xsrf-cookie'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

// Next's own copy of `compression` (next.config.mjs turns Next's compression off so that the
// CSP step sees plain HTML, and it runs here instead).
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware

export type SiteServerOptions = {
  handle: Handler
  logger: Logger
  /** SERVER_URL is https: HSTS and upgrade-insecure-requests. */
  https: boolean
  /** Where the browser loads PayPal from (csp.ts paypalBrowserSources; CSP of /payment). */
  paypalOrigins: string[]
  /** TRUST_PROXY: reverse proxies whose X-Forwarded-For is kept (0: the socket address is the client). */
  trustProxy?: number
  /** `next dev`: no CSP (hot reload evaluates code), no compression, no page cache. */
  dev?: boolean
}

/** Next's draft-mode cookie: the admin's live preview frames the page (same origin only). */
const DRAFT_COOKIE = '__prerender_bypass='

/** 400 JSON for a path Next could not decode (it would answer 500). */
function refuseMalformedPath(res: ServerResponse): void {
  res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify({ message: MALFORMED_URL_MESSAGE, errors: [{ message: MALFORMED_URL_MESSAGE }] }))
}

export function createSiteServer(
  options: SiteServerOptions,
): { server: Server; pageCache?: PageCache } & Drain {
  const logRequest = requestLogger(options.logger)
  const compress = compression()
  const pageCache = options.dev ? undefined : createPageCache()
  const noop = () => {}
  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const pathname = query === -1 ? url : url.slice(0, query)
    setForwardedFor(req, options.trustProxy ?? 0)
    logRequest(req, res, pathname)
    const framedBySelf = Boolean(req.headers.cookie?.includes(DRAFT_COOKIE))
    setSecurityHeaders(res, options.https, framedBySelf)
    hideInternalHeaders(res)
    if (!isDecodablePath(pathname)) return refuseMalformedPath(res)
    if (refuseRequest(req, res, pathname)) return
    if (!enforceBodyLimit(req, res, pathname)) return
    if (answerRedirect(req, res, pathname)) return
    setXsrfCookie(req, res, pathname, options.https)
    if (pageCache?.serve(req, res, pathname)) return
    if (!options.dev) {
      // Wrappers run last-installed first: Next's HTML is rewritten and hashed (CSP), then
      // stored as sent (page cache), then compressed.
      compress(req, res, noop)
      pageCache?.capture(req, res, pathname)
      applyCsp(req, res, pathname, {
        https: options.https,
        framedBySelf,
        paypalOrigins: options.paypalOrigins,
      })
    }
    Promise.resolve(options.handle(req, res)).catch((error: unknown) => {
      options.logger.error({ err: error, reqId: req.headers['x-request-id'] }, 'unhandled request error')
      if (res.headersSent) return void res.destroy()
      res.statusCode = 500
      res.setHeader('Content-Type', 'application/json; charset=utf-8')
      res.end(JSON.stringify({ message: 'Internal server error.' }))
    })
  })
  // Slowloris: a client must send its headers within 20 s.
  server.headersTimeout = 20_000
  const drain = trackInFlight(server)
  return {
    server,
    pageCache,
    get draining() {
      return drain.draining
    },
    shutdown: drain.shutdown,
  }
}

/**
 * The site's HTTP server (issue 7): Node's http server in front of Next's request handler,
 * adding what `next start` cannot: security headers and a hash-based CSP on every response,
 * body limits, gzip outside the CSP step, one structured log line per request with an id,
 * and graceful shutdown. Used by `npm start` (scripts/serve.ts), hence by the end-to-end
 * tests and the benchmark.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'

import type { Logger } from 'pino'

import { enforceBodyLimit } from './body-limit'
import { applyCsp } from './csp-response'
import { requestLogger } from './request-log'
import { setSecurityHeaders } from './security-headers'
import { trackInFlight, type Drain } from './shutdown'

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
  /** Origins of the PayPal SDK and REST base (CSP of /payment). */
  paypalOrigins: string[]
}

/** Next's draft-mode cookie: the admin's live preview frames the page (same origin only). */
const DRAFT_COOKIE = '__prerender_bypass='

export function createSiteServer(options: SiteServerOptions): { server: Server } & Drain {
  const logRequest = requestLogger(options.logger)
  const compress = compression()
  const noop = () => {}
  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const pathname = query === -1 ? url : url.slice(0, query)
    logRequest(req, res, pathname)
    const framedBySelf = Boolean(req.headers.cookie?.includes(DRAFT_COOKIE))
    setSecurityHeaders(res, options.https, framedBySelf)
    if (!enforceBodyLimit(req, res, pathname)) return
    compress(req, res, noop)
    applyCsp(req, res, pathname, { https: options.https, framedBySelf, paypalOrigins: options.paypalOrigins })
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
    get draining() {
      return drain.draining
    },
    shutdown: drain.shutdown,
  }
}

/**
 * The site's HTTP server: Node's http server in front of Next's request handler, adding what
 * `next start` cannot. Every request passes the steps of SITE_PIPELINE (src/edge/pipeline.ts),
 * in their order. Used by `npm start` (scripts/serve.ts), hence by the end-to-end tests and
 * the benchmark, and by `npm run dev` (without the steps of DEV_LEAVES_OUT).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import { answerClientError } from './client-error'
import type { Exchange, Site, SiteSettings } from './exchange'
import { createPageCache, type PageCache } from './page-cache/page-cache'
import { DEV_LEAVES_OUT, passRequest, SITE_PIPELINE, stepParts, type StepName } from './pipeline'
import { drainOnShutdown, type Drain } from './process/shutdown'
import { answerJson } from './refuse'

export type { StepName }

export type SiteServerOptions = SiteSettings & {
  /** Steps left out (the benchmark measures the site without each one; docs/performance.md). */
  without?: StepName[]
  /** The steps in another order than SITE_PIPELINE's (tests/unit/edge-pipeline.test.ts moves them). */
  order?: readonly StepName[]
}

/** A new exchange of `req` on `site` (src/edge/exchange.ts); its fields are filled by the steps. */
function exchange(site: Site, req: IncomingMessage, res: ServerResponse): Exchange {
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  const pathname = query === -1 ? url : url.slice(0, query)
  return {
    site,
    req,
    res,
    pathname,
    reqId: undefined,
    started: 0,
    hitType: undefined,
    nextCache: undefined,
    keep: undefined,
    experiment: undefined,
    experimentCookie: undefined,
    replacement: undefined,
  }
}

/** Milliseconds an idle kept-alive connection stays open (longer than the 60 s of nginx and common clients). */
export const KEEP_ALIVE_MS = 65_000

/**
 * The site's server of `options`, not yet listening: its steps (SITE_PIPELINE without those of
 * `without`, and in dev those of DEV_LEAVES_OUT), its page cache when a page-cache step runs,
 * and its shutdown. A request's unexpected error is logged and answered 500 JSON (or the
 * connection cut once the head is sent); Node's parser errors are answered by client-error.ts.
 */
export function createSiteServer(
  options: SiteServerOptions,
): { server: Server; pageCache?: PageCache; pipeline: StepName[] } & Drain {
  const pipeline = (options.order ?? SITE_PIPELINE.map((s) => s.name)).filter(
    (name) => !options.without?.includes(name) && !(options.dev && DEV_LEAVES_OUT.includes(name)),
  )
  const cached = pipeline.includes('page-cache-hit') || pipeline.includes('page-cache-store')
  const pageCache = cached ? createPageCache(options.publicHost) : undefined
  const server = createServer()
  const drain = drainOnShutdown(server)
  const analytics = pipeline.includes('page-views') ? options.analytics : undefined
  const site: Site = { settings: options, pageCache, analytics, drain, parts: stepParts(pipeline) }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const x = exchange(site, req, res)
    if (drain.draining) res.setHeader('Connection', 'close')
    const failed = (error: unknown) => {
      options.logger.error({ err: error, reqId: x.reqId }, 'unhandled request error')
      if (res.headersSent) return void res.destroy()
      answerJson(res, 500, { message: 'Internal server error.' })
    }
    try {
      passRequest(x)?.catch(failed)
    } catch (error) {
      failed(error)
    }
  })
  // Slowloris: a client must send its headers within 20 s.
  server.headersTimeout = 20_000
  // An idle kept-alive connection outlives the idle timeout of the proxy or client in front
  // (nginx's upstream keepalive_timeout: 60 s), so that side closes it first and never sends a
  // request on a socket this server is closing (which it would read as ECONNRESET).
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.on('clientError', answerClientError)
  return Object.assign(drain, { server, pageCache, pipeline })
}

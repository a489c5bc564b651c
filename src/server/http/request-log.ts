/**
 * One JSON log line per request, on the shared logger (docs/operations.md), when its answer
 * finished (a 5xx at `error` as "request failed"; a client gone first at `warn`):
 * `{"level":30,"reqId":…,"req":{"method","path"},"res":{"status","nextCache"?},"durationMs":…,
 * "msg":"request"}`, without the query (it may carry tokens). `nextCache` is Next's cache status
 * (`HIT`, `MISS`, `STALE`, `REVALIDATED`), kept from the header `hideInternalHeaders` removes.
 * Request id: an incoming `X-Request-Id` of 1-128 characters of `[\w.:-]` is kept, else a
 * random UUID; echoed in the response and handed on to Next in the request.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

const SANE_ID = /^[\w.:-]{1,128}$/

const LOGGED = Symbol('request log')
type Logged = ServerResponse & {
  [LOGGED]?: { reqId: string; path: string; started: number; nextCache?: string }
}

const INTERNAL_HEADER = /^x-nextjs-/i

/** Removes Next's internal `x-nextjs-*` headers from `res` (they describe its internals), keeping `x-nextjs-cache` for the log line. */
export function hideInternalHeaders(res: ServerResponse): void {
  const cache = res.getHeader('x-nextjs-cache')
  const logged = (res as Logged)[LOGGED]
  if (cache !== undefined && logged) logged.nextCache = String(cache)
  for (const name of res.getHeaderNames()) if (INTERNAL_HEADER.test(name)) res.removeHeader(name)
}

/**
 * The request logger of `logger`. Call it with (req, res, pathname) as the request starts: it
 * returns the request's id, set on `req` (for Next); the caller puts it on the answer. One
 * shared listener per response writes the line at `close` (emitted after `finish`, or when the
 * client went away first: `writableFinished` tells which).
 */
export function requestLogger(
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse, pathname: string) => string {
  function logLine(this: Logged) {
    const { reqId, path, started, nextCache } = this[LOGGED]!
    const status = this.statusCode
    const line = {
      reqId,
      req: { method: this.req.method, path },
      res: nextCache ? { status, nextCache } : { status },
      durationMs: Date.now() - started,
    }
    if (!this.writableFinished) logger.warn(line, 'request aborted')
    else if (status >= 500) logger.error(line, 'request failed')
    else logger.info(line, 'request')
  }
  return (req, res, path) => {
    const incoming = req.headers['x-request-id']
    const reqId = typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID()
    req.headers['x-request-id'] = reqId
    ;(res as Logged)[LOGGED] = { reqId, path, started: Date.now() }
    res.on('close', logLine)
    return reqId
  }
}

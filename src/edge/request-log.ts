/**
 * One JSON log line per request, on the shared logger (docs/operations.md), when its answer
 * finished (a 5xx at `error` as "request failed"; a client gone first at `warn`):
 * `{"level":30,"reqId":…,"req":{"method","path"},"res":{"status","nextCache"?},"durationMs":…,
 * "msg":"request"}`, without the query (it may carry tokens). `nextCache` is Next's cache status
 * (`HIT`, `MISS`, `STALE`, `REVALIDATED`), which the next step reads from the header it removes.
 * Request id: an incoming `X-Request-Id` of 1-128 characters of `[\w.:-]` is kept, else a
 * random UUID; handed on to Next in the request, and echoed in the answer (in a page-cache
 * hit's head, else by the security-headers step).
 */
import { randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'

import type { Exchange } from './exchange'

const SANE_ID = /^[\w.:-]{1,128}$/

const LOGGED = Symbol('request log')
type Logged = ServerResponse & { [LOGGED]?: Exchange }

/** Writes the line of the exchange of `this` (one listener shared by every response). */
function logLine(this: Logged) {
  const { reqId, pathname, started, nextCache, site } = this[LOGGED]!
  const status = this.statusCode
  const line = {
    reqId,
    req: { method: this.req.method, path: pathname },
    res: nextCache ? { status, nextCache } : { status },
    durationMs: Date.now() - started,
  }
  const { logger } = site.settings
  if (!this.writableFinished) logger.warn(line, 'request aborted')
  else if (status >= 500) logger.error(line, 'request failed')
  else logger.info(line, 'request')
}

/**
 * Starts the log of `x` as it arrives: its id (set on `x` and on the request, for Next) and
 * the line, written at the response's `close` (emitted after `finish`, or when the client went
 * away first: `writableFinished` tells which).
 */
export function beginRequestLog(x: Exchange): void {
  const incoming = x.req.headers['x-request-id']
  x.reqId = typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID()
  x.req.headers['x-request-id'] = x.reqId
  x.started = Date.now()
  ;(x.res as Logged)[LOGGED] = x
  x.res.on('close', logLine)
}

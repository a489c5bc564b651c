/**
 * One JSON log line per request, on the shared logger (docs/operations.md), when its answer
 * finished (a 5xx at `error` as "request failed"; a client gone first at `warn`):
 * `{"level":30,"reqId":…,"req":{"method","path"},"res":{"status","nextCache"?},"durationMs":…,
 * "msg":"request"}`, without the query (it may carry tokens). `nextCache` is Next's cache status
 * (`HIT`, `MISS`, `STALE`, `REVALIDATED`; security-headers.ts keeps it from the hidden header).
 * Request id: an incoming `X-Request-Id` of 1-128 characters of `[\w.:-]` is kept, else a
 * random UUID; echoed in the response and handed on to Next in the request.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { nextCacheStatus } from './security-headers'

const SANE_ID = /^[\w.:-]{1,128}$/

/** The incoming id when sane, else a new one. */
export function requestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  return value && SANE_ID.test(value) ? value : randomUUID()
}

/** The request logger; call it with (req, res, pathname) before handling the request. */
export function requestLogger(
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse, pathname: string) => void {
  return (req, res, pathname) => {
    const started = Date.now()
    const reqId = requestId(req.headers['x-request-id'])
    req.headers['x-request-id'] = reqId
    res.setHeader('X-Request-Id', reqId)
    const done = () => {
      res.off('finish', done)
      res.off('close', done)
      const status = res.statusCode
      const nextCache = nextCacheStatus(res)
      const line = {
        reqId,
        req: { method: req.method, path: pathname },
        res: nextCache ? { status, nextCache } : { status },
        durationMs: Date.now() - started,
      }
      if (!res.writableFinished) logger.warn(line, 'request aborted')
      else if (status >= 500) logger.error(line, 'request failed')
      else logger.info(line, 'request')
    }
    res.once('finish', done)
    res.once('close', done)
  }
}

/**
 * One JSON log line per request, by pino-http on the shared logger (docs/operations.md):
 * `{"level":30,"reqId":…,"req":{"method","path"},"res":{"status","nextCache"?},"durationMs":…,
 * "msg":"request"}`, without the query (it may carry tokens). `nextCache` is Next's cache status
 * (`HIT`, `MISS`, `STALE`, `REVALIDATED`; security-headers.ts keeps it from the hidden header).
 * Request id: an incoming `X-Request-Id` of 1-128 characters of `[\w.:-]` is kept, else a
 * random UUID; echoed in the response and handed on to Next in the request.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'
import { pinoHttp, type HttpLogger } from 'pino-http'

import { nextCacheStatus } from './security-headers'

const SANE_ID = /^[\w.:-]{1,128}$/

/** The incoming id when sane, else a new one. */
export function requestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  return value && SANE_ID.test(value) ? value : randomUUID()
}

const PATH = Symbol('request path')
type Tagged = IncomingMessage & { [PATH]?: string }

/** The request logger; call it with (req, res, pathname) before handling the request. */
export function requestLogger(
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse, pathname: string) => void {
  const log: HttpLogger = pinoHttp({
    logger,
    quietReqLogger: true,
    wrapSerializers: false,
    genReqId: (req, res) => {
      const id = requestId(req.headers['x-request-id'])
      req.headers['x-request-id'] = id
      res.setHeader('X-Request-Id', id)
      return id
    },
    serializers: {
      req: (req: Tagged) => ({ method: req.method, path: req[PATH] }),
      res: (res: ServerResponse) => {
        const nextCache = nextCacheStatus(res)
        return nextCache ? { status: res.statusCode, nextCache } : { status: res.statusCode }
      },
    },
    customAttributeKeys: { responseTime: 'durationMs' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    // A 5xx answer is not an exception: leave out pino-http's stand-in error and its stack.
    customErrorObject: (_req, res, error, value) =>
      error.message === `failed with status code ${res.statusCode}` ? { ...value, err: undefined } : value,
  })
  return (req, res, pathname) => {
    ;(req as Tagged)[PATH] = pathname
    log(req, res)
  }
}

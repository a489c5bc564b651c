/**
 * One JSON log line per request, by pino-http on
 * the shared logger: `{"level":30,"time":…,"reqId":…,"req":{"method","path"},"res":{"status"},
 * "durationMs":…,"msg":"request"}`. Query strings are left out (they may carry tokens).
 * `res.nextCache` is Next's cache status of the answer when Next gave one (`HIT`: served from
 * the incremental cache, `MISS`/`REVALIDATED`: rendered for this request, `STALE`: served
 * while rendering again; security-headers.ts keeps it from the hidden `x-nextjs-cache` header):
 * it shows which instance rendered a page.
 *
 * Request id: an incoming `X-Request-Id` (a proxy's or load balancer's) is kept when it is
 * 1-128 characters of letters, digits and `._:-`; otherwise a random UUID. It is echoed in the
 * response's `X-Request-Id` and handed on to Next in the request's.
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

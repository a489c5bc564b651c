/**
 * The process's one pino logger: JSON lines on stdout at
 * LOG_LEVEL. The HTTP server's request log and Payload's own logger (payload.config.ts
 * `logger`) share it, so every line of a process has the same shape.
 *
 * Why shared: the custom server (scripts/serve.ts, bundled by esbuild) and Payload inside
 * Next's server bundle load this module as two copies in one process; the first copy creates
 * the instance and the other finds it (src/infra/shared-state.ts `logger`).
 */
import pino, { type Logger, type LoggerOptions } from 'pino'

import { getEnv } from '@/env'

import { sharedOnce } from './shared-state'

/** Bytes of log lines an async logger gathers before writing them at once, and the longest it waits (ms). */
const LOG_BUFFER_BYTES = 8 * 1024
export const LOG_FLUSH_MS = 1000

type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

/**
 * pino hook: an error log of a client error (Payload's APIError with a status below 500: an
 * anonymous visitor's 403, a 404, a validation error) becomes one `info` line without stack.
 * Payload's own `loggingLevels` cannot do it here: it matches the error's class name, which
 * Next's production bundle minifies.
 */
export const clientErrorsAsInfo: LogMethodHook = function (this: Logger, args, method, level) {
  const [first] = args as unknown[]
  const err =
    first && typeof first === 'object'
      ? (first as { err?: { status?: unknown; message?: unknown } }).err
      : undefined
  const status = err?.status
  if (level >= 50 && typeof status === 'number' && status >= 400 && status < 500) {
    return this.info({ status }, String(err?.message ?? 'client error'))
  }
  return method.apply(this, args)
}

/**
 * The shared logger, created by the first call with its options. `async: true` (the site
 * server, scripts/serve.ts, which flushes with `logger.flush()` before exit): buffered,
 * non-blocking stdout, written once LOG_BUFFER_BYTES are waiting or every LOG_FLUSH_MS, since
 * a write per request (a system call each) would cost a large share of a page-cache hit.
 * Otherwise synchronous, so a CLI that ends with `process.exit` (payload
 * migrate:create, scripts) loses no line.
 */
export function getLogger(options: { async?: boolean } = {}): Logger {
  return sharedOnce('logger', () => {
    const destination = options.async
      ? pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES })
      : pino.destination({ dest: 1, sync: true })
    // A quiet server's lines still reach stdout within LOG_FLUSH_MS; the timer keeps no process alive.
    if (options.async) setInterval(() => destination.flush(), LOG_FLUSH_MS).unref()
    return pino(
      {
        level: getEnv().LOG_LEVEL,
        base: { pid: process.pid },
        timestamp: pino.stdTimeFunctions.isoTime,
        hooks: { logMethod: clientErrorsAsInfo },
      },
      destination,
    )
  })
}

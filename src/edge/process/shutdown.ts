/**
 * Graceful shutdown: on SIGTERM the server stops accepting
 * connections, lets the requests in flight finish (bounded), then the database is closed.
 */
import type { Server } from 'node:http'

import { payloadInstances } from '@/infra/shared-state'

export type Drain = {
  /** True once shutdown began: answers carry `Connection: close`. */
  readonly draining: boolean
  /** Stops accepting; resolves 'drained' when the last request in flight ended, or 'timeout'
   * after `timeoutMs` (ms), when the connections left are cut. */
  shutdown: (timeoutMs: number) => Promise<'drained' | 'timeout'>
}

/**
 * The shutdown of `server`. Its answers must say `Connection: close` while `draining` (the
 * caller sets it on each answer it writes from then on).
 */
export function drainOnShutdown(server: Server): Drain {
  let draining = false
  return {
    get draining() {
      return draining
    },
    shutdown: (timeoutMs) => {
      draining = true
      return new Promise((resolve) => {
        const done = (result: 'drained' | 'timeout') => {
          clearInterval(sweep)
          clearTimeout(timer)
          resolve(result)
        }
        // node:http "server.close": stops accepting and calls back once every connection has
        // ended. Keep-alive connections between requests would hold it open: they are closed
        // now and as each request in flight ends (its answer said `Connection: close`).
        server.close(() => done('drained'))
        const sweep = setInterval(() => server.closeIdleConnections(), 100)
        const timer = setTimeout(() => (done('timeout'), server.closeAllConnections()), timeoutMs)
      })
    },
  }
}

/**
 * Closes the database of every Payload instance of this process (src/infra/shared-state.ts
 * `payloadInstances`) and stops its job crons, so that no job starts while the process exits.
 * Jobs not run yet stay queued in payload_jobs.
 */
export async function closePayload(): Promise<void> {
  await Promise.all(payloadInstances().map((entry) => entry.payload?.destroy?.()))
}

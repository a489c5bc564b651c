/**
 * Graceful shutdown: on SIGTERM the server stops accepting
 * connections, lets the requests in flight finish (bounded), then the database is closed.
 */
import type { Server, ServerResponse } from 'node:http'

import { payloadInstances } from '@/infra/shared-state'

export type Drain = {
  /** True once shutdown began: answers carry `Connection: close`. */
  readonly draining: boolean
  /** Stops accepting; resolves 'drained' when the last request in flight ended, or 'timeout'
   * after `timeoutMs` (ms), when the connections left are cut. */
  shutdown: (timeoutMs: number) => Promise<'drained' | 'timeout'>
}

/** Counts the requests in flight of `server` so that shutdown can wait for them. */
export function trackInFlight(server: Server): Drain {
  const inFlight = new Set<ServerResponse>()
  let draining = false
  let idle: (() => void) | undefined
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res)
    if (draining) res.setHeader('Connection', 'close')
    res.once('close', () => {
      inFlight.delete(res)
      if (draining && inFlight.size === 0) idle?.()
    })
  })
  return {
    get draining() {
      return draining
    },
    shutdown: (timeoutMs) => {
      draining = true
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
      server.close()
      // Keep-alive connections between requests would hold the server open: close them now
      // and as each in-flight request ends (its answer said `Connection: close`).
      server.closeIdleConnections()
      const sweep = setInterval(() => server.closeIdleConnections(), 100)
      return new Promise((resolve) => {
        const done = (result: 'drained' | 'timeout') => {
          clearInterval(sweep)
          clearTimeout(timer)
          if (result === 'timeout') server.closeAllConnections()
          resolve(result)
        }
        const timer = setTimeout(() => done('timeout'), timeoutMs)
        idle = () => done('drained')
        if (inFlight.size === 0) done('drained')
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

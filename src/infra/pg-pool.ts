/**
 * node-postgres for Payload's PostgreSQL adapter (src/db.ts, the adapter's `pg` option), with a
 * pool that outlives a database restart.
 *
 * A restarted (or failed-over) server ends the pool's idle connections, and the pool emits each
 * such error as its `error` event. node-postgres documents that a pool without an `error`
 * listener lets that error through as an uncaught exception, which ends the process
 * (node-postgres docs, "pg.Pool", events: `error`); Payload's adapter adds none. The listener
 * here logs one warning per ended connection; the pool has already dropped the client and opens
 * a new one for the next query, so nothing else is needed.
 */
import pg from 'pg'

import { getLogger } from './logger'

class ResilientPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    this.on('error', (error: Error) =>
      getLogger().warn({ err: error.message }, 'database: an idle connection ended; the pool opens another'),
    )
  }
}

/** The `pg` module with a Pool that logs the errors of its idle connections instead of throwing them. */
export const resilientPg: typeof pg = { ...pg, Pool: ResilientPool }

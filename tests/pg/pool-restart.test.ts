/**
 * A PostgreSQL restart ends every connection of Payload's pool, idle ones included. The pool of
 * src/infra/pg-pool.ts (Payload's `pg` option, src/db.ts) logs each idle connection's error
 * instead of letting it end the process, and the next query opens a new connection.
 * PostgreSQL suite only (vitest.pg.config.mts).
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migratedPayload } from '../helpers/payload'

let payload: Payload
const uncaught: unknown[] = []
const onUncaught = (error: unknown) => uncaught.push(error)

beforeAll(async () => {
  payload = await migratedPayload()
  process.prependListener('uncaughtException', onUncaught)
})
afterAll(async () => {
  process.off('uncaughtException', onUncaught)
  await payload.destroy()
})

/** Ends every other session on the test database, as a server restart does. Returns how many. */
async function terminateSessions(): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  try {
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    return rowCount ?? 0
  } finally {
    await admin.end()
  }
}

describe("Payload's PostgreSQL pool across a server restart", () => {
  it('survives the end of its idle connections and answers the next query', async () => {
    const pool = (payload.db as unknown as { pool: pg.Pool }).pool
    expect(pool.listenerCount('error')).toBeGreaterThan(0)
    // Several queries at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => payload.count({ collection: 'packages' })))
    expect(pool.idleCount).toBeGreaterThan(0)

    expect(await terminateSessions()).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(uncaught).toEqual([])
    expect((await payload.count({ collection: 'packages' })).totalDocs).toBeGreaterThanOrEqual(0)
  })
})

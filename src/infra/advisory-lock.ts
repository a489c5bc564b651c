/**
 * PostgreSQL session-level advisory locks (`pg_try_advisory_lock`, `pg_advisory_lock`) held on
 * one dedicated client of a `pg` pool: several app instances on one database agree that exactly
 * one of them does a piece of work at a time (running the job queue, migrating and seeding at
 * start-up). A session lock is released by `pg_advisory_unlock` on the same connection, or by
 * PostgreSQL when that connection ends, so a killed process never leaves it held.
 *
 * Own code rather than the `advisory-lock` package: that one opens a client of its own per lock
 * from a connection string, where this takes the adapter's pool (and its settings). Locks are
 * per database; keys are 64-bit numbers derived from a name (lockKey).
 *
 * Node only (no `server-only` marker: payload.config.ts reaches it, and the Payload CLI loads that
 * outside Next; the lint's client zone keeps browser code from it).
 *
 * Errors: a failed connection or query rejects; the client goes back to the pool broken
 * (destroyed), which also releases any lock it held.
 */
import { createHash } from 'node:crypto'

import type { Pool, PoolClient } from 'pg'

/** A held lock: `release()` unlocks and returns the client; `lost` turns true if its connection failed. */
export type HeldLock = { release: () => Promise<void>; readonly lost: boolean }

/** The signed 64-bit key for `name`: the first 8 bytes of its SHA-256, as PostgreSQL's bigint text. */
export function lockKey(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString()
}

function hold(client: PoolClient, key: string): HeldLock {
  let lost = false
  const onError = () => {
    lost = true
  }
  client.on('error', onError)
  return {
    get lost() {
      return lost
    },
    release: async () => {
      client.off('error', onError)
      if (lost) return client.release(true)
      try {
        await client.query('SELECT pg_advisory_unlock($1::bigint)', [key])
        client.release()
      } catch (error) {
        // Destroying the connection ends the session, and with it the lock.
        client.release(true)
        throw error
      }
    },
  }
}

/** Takes the lock `key` when free (never waits); null when another session holds it. */
export async function tryAdvisoryLock(pool: Pool, key: string): Promise<HeldLock | null> {
  const client = await pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1::bigint) AS locked',
      [key],
    )
    if (rows[0]?.locked) return hold(client, key)
    client.release()
    return null
  } catch (error) {
    client.release(true)
    throw error
  }
}

/** Waits for the lock `key`, runs `task` while holding it, then unlocks (also when `task` throws). */
export async function withAdvisoryLock<T>(pool: Pool, key: string, task: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [key])
  } catch (error) {
    client.release(true)
    throw error
  }
  const lock = hold(client, key)
  try {
    return await task()
  } finally {
    await lock.release()
  }
}

/** The `pg` pool of a Payload database adapter on PostgreSQL (`@payloadcms/db-postgres`); null otherwise. */
export function postgresPool(db: { name?: string }): Pool | null {
  const pool = (db as { pool?: Pool }).pool
  return db.name === 'postgres' && pool ? pool : null
}

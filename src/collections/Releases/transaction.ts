/**
 * One database transaction for a release, on both databases the site runs on.
 *
 * PostgreSQL: Payload's own `beginTransaction` (a pooled connection held until commit).
 * SQLite: the adapter runs without transactions (`transactionOptions` unset in src/db.ts, so
 * `payload.db.beginTransaction()` answers null), and turning them on would wrap every write of
 * the site. A release opens one itself with the adapter's drizzle `beginTransaction`, which
 * libsql starts as `BEGIN IMMEDIATE` on the client's current connection (waiting up to the
 * busy timeout for the write lock) and hands the client a fresh connection for everything else.
 * That fresh connection gets the pragmas src/db.ts asks for (busy timeout, synchronous), so
 * writes from other requests wait for the release's commit instead of failing at once.
 */
import { beginTransaction as drizzleBegin } from '@payloadcms/drizzle'
import { and, eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

/** Pragmas of the SQLite adapter's connection (src/db.ts: `busyTimeout`, `wal`). */
type SqliteAdapter = {
  name: string
  busyTimeout?: number
  wal?: false | { synchronous?: string }
  client?: { execute: (sql: string) => Promise<unknown> }
}

/** Begins a transaction and returns its id (never null: a database without one throws). */
export async function beginReleaseTransaction(payload: Payload): Promise<string | number> {
  const native = await payload.db.beginTransaction()
  if (native !== null) return native
  const adapter = payload.db as unknown as SqliteAdapter
  if (adapter.name !== 'sqlite') throw new Error(`The ${adapter.name} database offers no transactions.`)
  const id = await drizzleBegin.call(payload.db as never, {})
  if (id === null) throw new Error('SQLite did not begin a transaction.')
  if (adapter.busyTimeout) await adapter.client?.execute(`PRAGMA busy_timeout = ${adapter.busyTimeout};`)
  if (adapter.wal && adapter.wal.synchronous)
    await adapter.client?.execute(`PRAGMA synchronous = ${adapter.wal.synchronous};`)
  return id
}

/** Whether transaction `id` is still open (Payload rolls it back itself when an operation in it throws). */
export function isOpen(payload: Payload, id: string | number): boolean {
  return Boolean(payload.db.sessions?.[String(id)])
}

/** Drizzle as both SQL adapters expose it: an UPDATE builder whose RETURNING both dialects run. */
type Claimable = {
  drizzle: {
    update: (table: unknown) => {
      set: (values: Record<string, unknown>) => {
        where: (condition: unknown) => { returning: (fields: Record<string, unknown>) => Promise<unknown[]> }
      }
    }
  }
  tables: Record<string, Record<string, unknown>>
}

/**
 * Marks release `id` `publishing` if its status is still `from`, in one conditional UPDATE, and
 * answers whether this call did: of two calls at the same instant (a second click, the job after
 * "Publish now", on any instance) only one takes the release. Written below the local API, so no
 * collection hook runs; `updatedAt` is set as Payload would. Rejects when the database does.
 */
export async function claimRelease(payload: Payload, id: number, from: string): Promise<boolean> {
  const db = payload.db as unknown as Claimable
  const t = db.tables.releases!
  const taken = await db.drizzle
    .update(t)
    .set({ status: 'publishing', lastError: null, updatedAt: new Date().toISOString() })
    .where(and(eq(t.id as never, id), eq(t.status as never, from)))
    .returning({ id: t.id })
  return taken.length === 1
}

import 'server-only'

/**
 * The database-level guard that makes "capture once" hold across requests and processes
 *: one conditional UPDATE sets `capture_claimed_at` only when no live claim
 * exists and the order is still capturable. The database runs it atomically, so of any
 * number of concurrent captures exactly one sees its row come back; the others wait for
 * that one's recorded result. An in-memory lock would not survive a second process.
 *
 * A claim older than CLAIM_STALE_MS (a process died mid-capture) may be taken again;
 * PayPal's idempotency (the stored PayPal-Request-Id) still prevents a second charge.
 */
// Drizzle's operators build dialect-neutral SQL (entities are matched by kind, not by
// class): they serve the PostgreSQL adapter's tables as well (`npm run test:int:pg`).
import { and, eq, inArray, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { OrderStatus } from '@/collections/Orders/fields'

/** Statuses from which a capture may start (declined: the buyer picked another funding source). */
export const CAPTURABLE: OrderStatus[] = ['created', 'approved', 'declined']

/** After this long a claim counts as abandoned (ms); longer than two PayPal timeouts. */
export const CLAIM_STALE_MS = 60_000

// Drizzle's table object and query builder, typed just as far as we use them.
type Column = Parameters<typeof eq>[0]
type OrdersTable = { id: Column; status: Column; captureClaimedAt: Column; captureRequestId: Column }
type Db = {
  update: (table: OrdersTable) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => {
        returning: (fields: Record<string, Column>) => Promise<Array<{ id: number }>>
      }
    }
  }
}

function ordersTable(payload: Payload): { db: Db; table: OrdersTable } {
  const adapter = payload.db as unknown as { drizzle: Db; tables: Record<string, OrdersTable> }
  return { db: adapter.drizzle, table: adapter.tables.orders! }
}

/** Claims the capture of order `id` with PayPal-Request-Id `requestId`; true for the one winner. */
export async function claimCapture(payload: Payload, id: number, requestId: string): Promise<boolean> {
  const { db, table } = ordersTable(payload)
  const now = new Date()
  const rows = await db
    .update(table)
    .set({ captureClaimedAt: now.toISOString(), captureRequestId: requestId })
    .where(
      and(
        eq(table.id, id),
        inArray(table.status, CAPTURABLE),
        or(
          isNull(table.captureClaimedAt),
          lt(table.captureClaimedAt, new Date(now.getTime() - CLAIM_STALE_MS).toISOString()),
        ),
      ),
    )
    .returning({ id: table.id })
  return rows.length === 1
}

/**
 * Runs one aggregate SQL statement on the site's database, SQLite or PostgreSQL. The
 * dashboard counts and sums in the database (COUNT/SUM with GROUP BY), which Payload's local
 * API does not offer, so it speaks Drizzle, the layer under both of Payload's SQL adapters.
 * Statements are built with `sql` and the adapter's own table objects, so names are quoted
 * for the dialect; they use only SQL both dialects share.
 */
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { REVIEW_VERDICTS } from '@/contracts/leads'

import type { Period } from './periods'

export { sql }

type Drizzle = {
  all?: (query: SQL) => Promise<Record<string, unknown>[]>
  execute?: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
}
/** The adapter as the dashboard uses it; tables hold Drizzle columns by field name (`receivedAt`). */
type SqlAdapter = { name: string; drizzle: Drizzle; tables: Record<string, Record<string, unknown>> }

/** The adapter's table for a collection, by its database name (`contact_messages`). */
export function table(payload: Payload, name: string): Record<string, unknown> {
  const found = (payload.db as unknown as SqlAdapter).tables[name]
  if (!found) throw new Error(`No database table ${name}`)
  return found
}

/** The rows of `query` (column aliases lower case: PostgreSQL folds unquoted names). */
export async function selectRows(payload: Payload, query: SQL): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as SqlAdapter
  if (db.name === 'sqlite' && db.drizzle.all) return db.drizzle.all(query)
  if (db.drizzle.execute) return (await db.drizzle.execute(query)).rows
  throw new Error(`Aggregate queries are not supported on the ${db.name} adapter`)
}

/** A COUNT or SUM as a number: PostgreSQL returns bigint and numeric as strings, SQL NULL for no rows. */
export const toNumber = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value)

/** Whether an instant column lies in `period` (ISO strings: compared as text in SQLite, timestamps in PostgreSQL). */
export const within = (column: unknown, period: Period): SQL =>
  sql`(${column} >= ${period.start.toISOString()} AND ${column} < ${period.end.toISOString()})`

const SPAM_VERDICT: (typeof REVIEW_VERDICTS)[number] = 'spam'

/**
 * Whether a row of contact_messages `t` is a lead: src/contracts/leads.ts `countsAsSpam` in SQL
 * (honeypot `spam` unset, `review` not `spam`; tests/int/dashboard.test.ts checks the two agree).
 */
export const isLead = (t: Record<string, unknown>): SQL =>
  sql`(${t.spam} IS NOT TRUE AND (${t.review} IS NULL OR ${t.review} <> ${SPAM_VERDICT}))`

/**
 * The stored traffic counts (docs/operations.md "Traffic counts"), on the site's database
 * through the Payload adapter's Drizzle instance, SQLite or PostgreSQL, bound parameters only:
 * - `analytics_daily`: one row per day (YYYY-MM-DD in the site's time zone), path, referrer
 *   host, utm source, medium and campaign, and device, '' for an absent value, with `views`
 *   and `visitors`, and its daily rollups per dimension (./rollups.ts), written together; rows
 *   older than ANALYTICS_RETENTION_MONTHS are deleted from each;
 * - `analytics_experiments`: one row per day, experiment id and variant key with the unique
 *   `visitors` exposed to it (docs/content.md "Reading the results"), written in the same
 *   transaction and kept as long;
 * - `analytics_salts`: the random salt of each day, made by the first instance that asks for
 *   it; the salts of days before yesterday are deleted, so no hash can be recomputed after.
 * They are made by the `*_analytics` and `*_analytics_rollups` migrations. `shareAnalyticsStore`
 * hands the store to the site's server (src/infra/shared-state.ts `analyticsStore`).
 */
import { randomBytes } from 'node:crypto'

import { sql as postgresSql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { sql as sqliteSql, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import type { AnalyticsStore, DailyRow, ExposureRow } from '@/contracts/analytics'
import { getSiteTimeZone } from '@/dashboard/queries'
import { writeShared } from '@/infra/shared-state'
import { isoDate } from '@/lib/day-range'
import { addDays, DEFAULT_TIME_ZONE, localDate, type LocalDate } from '@/lib/time-zone'

import { COUNT_TABLES, monthOf, periodColumn, sumByKey, type CountTable } from './rollups'

/** Rows per INSERT statement (at most 9 parameters each, under SQLite's parameter limit). */
const ROWS_PER_STATEMENT = 500
/** How often the time zone is reread and old rows and salts are deleted (ms). */
const HOUSEKEEPING_MS = 60 * 60 * 1000

/** The first day kept with `months` of retention on `today`. */
export function firstKeptDay(today: LocalDate, months: number): string {
  const back = today.year * 12 + (today.month - 1) - months
  return isoDate({ year: Math.floor(back / 12), month: (back % 12) + 1, day: 1 })
}

type Dialect =
  { kind: 'postgres'; db: PostgresAdapter['drizzle'] } | { kind: 'sqlite'; db: SQLiteAdapter['drizzle'] }

const dialectOf = (payload: Payload): Dialect =>
  payload.db.name === 'postgres'
    ? { kind: 'postgres', db: (payload.db as unknown as PostgresAdapter).drizzle }
    : { kind: 'sqlite', db: (payload.db as unknown as SQLiteAdapter).drizzle }

/** A statement built alike for both dialects (`sql` of either; they share the template API). */
type Build = (sql: typeof sqliteSql) => ReturnType<typeof sqliteSql>

/** Runs one statement. */
async function run(payload: Payload, build: Build) {
  const d = dialectOf(payload)
  if (d.kind === 'postgres') await d.db.execute(build(postgresSql as unknown as typeof sqliteSql) as never)
  else await d.db.run(build(sqliteSql))
}

/** The rows of a query built alike for both dialects. */
async function rowsOf(payload: Payload, build: Build): Promise<Record<string, unknown>[]> {
  const d = dialectOf(payload)
  if (d.kind === 'postgres')
    return (await d.db.execute(build(postgresSql as unknown as typeof sqliteSql) as never)).rows
  return d.db.all(build(sqliteSql))
}

/** Runs statements built alike for both dialects in one transaction, in their order. */
async function runAll(payload: Payload, builds: readonly Build[]): Promise<void> {
  if (builds.length === 0) return
  const d = dialectOf(payload)
  if (d.kind === 'postgres') {
    await d.db.transaction(async (tx) => {
      for (const build of builds) await tx.execute(build(postgresSql as unknown as typeof sqliteSql) as never)
    })
  } else {
    // libsql runs a batch as one transaction on its connection, no other statement between.
    const db = d.db
    await db.batch(builds.map((build) => db.run(build(sqliteSql))) as [never, ...never[]])
  }
}

/** The upserts adding `rows` to table `t` in key order, views and visitors summed into existing rows. */
function upserts(t: CountTable, rows: readonly DailyRow[]): Build[] {
  const sums = sumByKey(t, rows)
  const keys = [periodColumn(t), ...t.columns].join(', ')
  const builds: Build[] = []
  for (let i = 0; i < sums.length; i += ROWS_PER_STATEMENT) {
    const chunk = sums.slice(i, i + ROWS_PER_STATEMENT)
    builds.push(
      (sql) => sql`INSERT INTO ${sql.raw(t.table)} (${sql.raw(keys)}, views, visitors)
        VALUES ${sql.join(
          chunk.map(
            (r) =>
              sql`(${sql.join(
                [...r.key, r.views, r.visitors].map((value) => sql`${value}`),
                sql`, `,
              )})`,
          ),
          sql`, `,
        )}
        ON CONFLICT (${sql.raw(keys)}) DO UPDATE
        SET views = ${sql.raw(t.table)}.views + excluded.views,
          visitors = ${sql.raw(t.table)}.visitors + excluded.visitors`,
    )
  }
  return builds
}

/** The table of experiment exposures. */
export const EXPOSURES_TABLE = 'analytics_experiments'

/** The upserts adding `exposures` to analytics_experiments in key order, visitors summed. */
function exposureUpserts(exposures: readonly ExposureRow[]): Build[] {
  const sums = new Map<string, ExposureRow>()
  for (const e of exposures) {
    const id = [e.day, e.experiment, e.variant].join('\u0000')
    const sum = sums.get(id)
    if (sum) sum.visitors += e.visitors
    else sums.set(id, { ...e })
  }
  const sorted = [...sums.keys()].sort().map((id) => sums.get(id)!)
  const builds: Build[] = []
  for (let i = 0; i < sorted.length; i += ROWS_PER_STATEMENT) {
    const chunk = sorted.slice(i, i + ROWS_PER_STATEMENT)
    builds.push(
      (sql) => sql`INSERT INTO analytics_experiments (day, experiment, variant, visitors)
        VALUES ${sql.join(
          chunk.map((e) => sql`(${e.day}, ${e.experiment}, ${e.variant}, ${e.visitors})`),
          sql`, `,
        )}
        ON CONFLICT (day, experiment, variant) DO UPDATE
        SET visitors = analytics_experiments.visitors + excluded.visitors`,
    )
  }
  return builds
}

/**
 * Adds `rows` to analytics_daily and to each of its rollups (./rollups.ts), and `exposures` to
 * analytics_experiments, all in one transaction: views and visitors summed into existing rows,
 * tables and rows in a fixed order so that concurrent writers take their locks alike.
 */
export async function writeDailyRows(
  payload: Payload,
  rows: readonly DailyRow[],
  exposures: readonly ExposureRow[] = [],
): Promise<void> {
  await runAll(payload, [...COUNT_TABLES.flatMap((t) => upserts(t, rows)), ...exposureUpserts(exposures)])
}

/** The exposure rows of `experiment` from `from` to `to` (YYYY-MM-DD, inclusive), per day and variant. */
export async function readExposures(
  payload: Payload,
  experiment: string,
  from: string,
  to: string,
): Promise<ExposureRow[]> {
  const rows = await rowsOf(
    payload,
    (sql) => sql`SELECT day, experiment, variant, visitors FROM analytics_experiments
      WHERE experiment = ${experiment} AND day >= ${from} AND day <= ${to} ORDER BY day, variant`,
  )
  return rows.map((r) => ({
    day: String(r.day),
    experiment: String(r.experiment),
    variant: String(r.variant),
    visitors: Number(r.visitors),
  }))
}

/** The salt of `day`, made now when no instance made it yet. */
export async function daySalt(payload: Payload, day: string): Promise<string> {
  const fresh = randomBytes(32).toString('hex')
  await run(
    payload,
    (sql) =>
      sql`INSERT INTO analytics_salts (day, salt) VALUES (${day}, ${fresh}) ON CONFLICT (day) DO NOTHING`,
  )
  const [row] = await rowsOf(payload, (sql) => sql`SELECT salt FROM analytics_salts WHERE day = ${day}`)
  return String(row?.salt ?? fresh)
}

/**
 * Deletes the rows, raw and rolled up, before `firstDay` (monthly ones: before its month, so
 * `firstDay` is the first of a month, as `firstKeptDay` gives) and the salts before
 * `firstSaltDay` (both YYYY-MM-DD), in one transaction.
 */
export async function deleteOld(payload: Payload, firstDay: string, firstSaltDay: string): Promise<void> {
  await runAll(payload, [
    ...COUNT_TABLES.map(
      (t): Build =>
        (sql) =>
          sql`DELETE FROM ${sql.raw(t.table)}
            WHERE ${sql.raw(periodColumn(t))} < ${t.monthly ? monthOf(firstDay) : firstDay}`,
    ),
    (sql) => sql`DELETE FROM analytics_experiments WHERE day < ${firstDay}`,
    (sql) => sql`DELETE FROM analytics_salts WHERE day < ${firstSaltDay}`,
  ])
}

/** The store of `payload` with `retentionMonths` of rows; `now` in ms. */
export function createAnalyticsStore(
  payload: Payload,
  retentionMonths: number,
  now: () => number = Date.now,
): AnalyticsStore & { housekeeping: () => Promise<void> } {
  let timeZone = DEFAULT_TIME_ZONE
  let lastHousekeeping = -Infinity
  const housekeeping = async () => {
    lastHousekeeping = now()
    try {
      timeZone = await getSiteTimeZone(payload)
      const today = localDate(new Date(now()), timeZone)
      await deleteOld(payload, firstKeptDay(today, retentionMonths), isoDate(addDays(today, -1)))
    } catch (error) {
      lastHousekeeping = -Infinity
      throw error
    }
  }
  const due = () => (now() - lastHousekeeping >= HOUSEKEEPING_MS ? housekeeping() : undefined)
  return {
    timeZone: () => timeZone,
    salt: async (day) => {
      await due()
      return daySalt(payload, day)
    },
    write: async (rows, exposures) => {
      await due()
      await writeDailyRows(payload, rows, exposures)
    },
    housekeeping,
  }
}

/** Hands the store of `payload` to the site's server, with its time zone read first. */
export async function shareAnalyticsStore(payload: Payload, retentionMonths: number): Promise<void> {
  const store = createAnalyticsStore(payload, retentionMonths)
  await store.housekeeping().catch(() => {})
  writeShared('analyticsStore', store)
}

/**
 * `npm run bench -- --analytics`: how long the dashboard's traffic summary takes
 * (`getSummary`, src/server/analytics/summary.ts: a range and the previous one of the same
 * length) on a database holding two years of traffic (bench/analytics/data.ts: DAYS days of the
 * rows the counter writes for PAGES pages and CAMPAIGNS campaigns, with leads and orders
 * attributed to them), on SQLite and on PostgreSQL (docs/performance.md "Traffic summary").
 *
 * Each database is filled and timed by a process of its own (Payload keeps one instance per
 * process: `--analytics-db`, fillAndTime): SQLite in data/bench-analytics.db, PostgreSQL in a
 * throw-away cluster (scripts/postgres/cluster.ts, on TEST_POSTGRES_PORT or a free port). For
 * ranges of 7, 30, 90 and SUMMARY_MAX_DAYS days ending on the last day of data: WARM_UP calls,
 * then `--samples` timed calls (default 20), one after the other; median and p95 in ms against
 * SUMMARY_TARGET_MS. Writes them to bench/results.json under `analytics`.
 */
import { spawn } from 'node:child_process'
import { cpus } from 'node:os'

import { SUMMARY_MAX_DAYS } from '../src/contracts/analytics'
import { startCluster } from '../scripts/postgres/cluster'
import { createDatabase } from '../tests/helpers/postgres'
import {
  campaignOf,
  CAMPAIGNS,
  dailyRows,
  dayAfter,
  DAYS,
  LEADS_PER_DAY,
  ORDERS_PER_DAY,
  pagePath,
  PAGES,
  viewsOn,
  VIEWS_PER_DAY,
} from './analytics/data'
import { addMessage, addOrder } from '../tests/helpers/dashboard'
import { seededRandom } from '../tests/helpers/seeded-random'
import { saveResults } from './site/results'
import { benchEnv, wipe } from './site/server'

/** The bar for one summary, in ms. */
export const SUMMARY_TARGET_MS = 200
const RANGES = [7, 30, 90, SUMMARY_MAX_DAYS]
const WARM_UP = 2

type Timing = { days: number; medianMs: number; p95Ms: number; maxMs: number }
type DbFigures = {
  rows: { analyticsDaily: number; leads: number; orders: number }
  fillS: number
  summaries: Timing[]
}

/** The first day of data: DAYS days ending yesterday (UTC, the seeded site's time zone). */
const firstDay = () => dayAfter(new Date().toISOString().slice(0, 10), -DAYS)

/** The `q` quantile of `values` (nearest rank). */
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
}
const ms = (value: number) => Number(value.toFixed(1))

/** In the child process: fills the database of DATABASE_URL, times the summaries, sends DbFigures. */
export async function fillAndTime(samples: number): Promise<void> {
  const { withPayload } = await import('../scripts/lib')
  const { prepare } = await import('../src/server/prepare')
  const { getEnv } = await import('../src/env')
  const { writeDailyRows } = await import('../src/server/analytics/store')
  const { getSummary } = await import('../src/server/analytics/summary')
  const { parseDay } = await import('../src/lib/day-range')
  const { selectRows, sql } = await import('../src/dashboard/sql')
  const figures = await withPayload(async (payload): Promise<DbFigures> => {
    await prepare(payload, getEnv())
    const started = performance.now()
    const first = firstDay()
    // Through the store's write path, as the counter writes: the raw rows and their rollups.
    for (const rows of dailyRows(first)) await writeDailyRows(payload, rows)
    // Leads and orders: as many a day as the day's views allow, each from a page and, for
    // 40%, a campaign; most orders paid.
    const rand = seededRandom(2)
    let leads = 0
    let orders = 0
    for (let d = 0; d < DAYS; d++) {
      const day = dayAfter(first, d)
      const share = viewsOn(day, d) / VIEWS_PER_DAY
      const attribution = () => ({
        landingPage: pagePath(Math.floor(rand() * rand() * PAGES)),
        ...(rand() < 0.4 ? campaignOf(Math.floor(rand() * rand() * CAMPAIGNS)) : {}),
      })
      const at = () => `${day}T${String(8 + Math.floor(rand() * 12)).padStart(2, '0')}:30:00.000Z`
      for (let i = Math.round(LEADS_PER_DAY * share * 2 * rand()); i > 0; i--, leads++)
        await addMessage(payload, at(), { attribution: attribution() })
      for (let i = Math.round(ORDERS_PER_DAY * share * 2 * rand()); i > 0; i--, orders++) {
        const amount = [499, 999, 1999][Math.floor(rand() * 3)]!
        const status = rand() < 0.85 ? 'completed' : 'created'
        const createdAt = at()
        await addOrder(payload, createdAt, {
          packageKey: 'web-standard',
          amount,
          currency: 'USD',
          status,
          attribution: attribution(),
        })
      }
    }
    const fillS = Number(((performance.now() - started) / 1000).toFixed(1))
    const [count] = await selectRows(payload, sql`SELECT COUNT(*) AS n FROM analytics_daily`)
    const last = parseDay(dayAfter(first, DAYS - 1))!
    const summaries: Timing[] = []
    for (const days of RANGES) {
      const from = parseDay(dayAfter(first, DAYS - days))!
      const times: number[] = []
      for (let i = 0; i < WARM_UP + samples; i++) {
        const t = performance.now()
        await getSummary(payload, from, last)
        if (i >= WARM_UP) times.push(performance.now() - t)
      }
      summaries.push({
        days,
        medianMs: ms(quantile(times, 0.5)),
        p95Ms: ms(quantile(times, 0.95)),
        maxMs: ms(Math.max(...times)),
      })
    }
    return { rows: { analyticsDaily: Number(count?.n), leads, orders }, fillS, summaries }
  })
  process.send?.(figures)
}

/** Runs fillAndTime in a process of its own on `databaseUrl`; resolves with what it sent. */
function fillAndTimeIn(databaseUrl: string, samples: number, port: number): Promise<DbFigures> {
  return new Promise((resolve, reject) => {
    let figures: DbFigures | undefined
    const child = spawn(
      process.execPath,
      [
        '--conditions=production',
        'scripts/run.mjs',
        'bench/site',
        '--analytics-db',
        '--samples',
        String(samples),
      ],
      {
        env: {
          ...process.env,
          ...benchEnv(port, false),
          DATABASE_URL: databaseUrl,
          MEDIA_DIR: 'data/bench-analytics-media',
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    )
    child.on('message', (message) => (figures = message as DbFigures))
    child.on('exit', (code) =>
      figures ? resolve(figures) : reject(new Error(`${databaseUrl}: exited ${code} without figures`)),
    )
  })
}

/** `--samples N` of `args`, 20 without. */
export function samplesOf(args: string[]): number {
  const at = args.indexOf('--samples')
  return at >= 0 ? Number(args[at + 1]) : 20
}

/** The `--analytics` bench (see the module comment); exit code 0 even when a target is missed. */
export async function runAnalyticsBench(args: string[]): Promise<number> {
  const log = (line: string) => console.log(`[bench --analytics] ${line}`)
  const samples = samplesOf(args)
  const port = Number(process.env.BENCH_PORT ?? 3400)
  const sqliteUrl = 'file:./data/bench-analytics.db'
  wipe({ DATABASE_URL: sqliteUrl, MEDIA_DIR: 'data/bench-analytics-media', NEXT_DIST_DIR: '' })
  log(`SQLite: ${DAYS} days of ${PAGES} pages and ${CAMPAIGNS} campaigns`)
  const sqlite = await fillAndTimeIn(sqliteUrl, samples, port)
  const cluster = await startCluster(
    process.env.TEST_POSTGRES_PORT ? Number(process.env.TEST_POSTGRES_PORT) : undefined,
  )
  let postgres: DbFigures
  try {
    log(`PostgreSQL: the same`)
    postgres = await fillAndTimeIn(await createDatabase(cluster.url, 'bench_analytics_'), samples, port)
  } finally {
    cluster.stop()
  }
  const databases = { sqlite, postgres }
  for (const [name, figures] of Object.entries(databases)) {
    log(
      `${name}: ${figures.rows.analyticsDaily} rows of analytics_daily, ${figures.rows.leads} leads, ${figures.rows.orders} orders (filled in ${figures.fillS} s)`,
    )
    console.table(
      Object.fromEntries(
        figures.summaries.map((s) => [
          `${s.days} days`,
          {
            'median ms': s.medianMs,
            'p95 ms': s.p95Ms,
            'max ms': s.maxMs,
            met: s.p95Ms <= SUMMARY_TARGET_MS,
          },
        ]),
      ),
    )
  }
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    data: { days: DAYS, pages: PAGES, campaigns: CAMPAIGNS, viewsPerWeekday: VIEWS_PER_DAY },
    samples,
    targetMs: SUMMARY_TARGET_MS,
    ...databases,
  }
  log(`written to ${saveResults('analytics', results)}`)
  return 0
}

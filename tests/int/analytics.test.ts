/**
 * Traffic counts on the database (src/server/analytics): the counter's flushes add up in
 * analytics_daily through the upsert, its daily rollups hold its rows grouped by their key
 * (written with them, and filled by their migration; the summary reads whole months from the
 * monthly ones), a day's salt is one for every instance, old rows and salts go, and
 * `GET /api/analytics/summary` joins the counts with leads and paid orders, for admins and
 * editors only (401 anonymous, 400 for a bad or reversed range); `summary.csv`
 * answers the same figures as a CSV attachment, amounts for admins only.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SUMMARY_CSV_PATH, SUMMARY_PATH, type DailyRow } from '@/contracts/analytics'
import { createCounter } from '@/edge/analytics/counter'
import { selectRows, sql } from '@/dashboard/sql'
import { MONTHLY_ROLLUPS, periodColumn, ROLLUPS, type CountTable } from '@/server/analytics/rollups'
import { createAnalyticsStore, daySalt, deleteOld, writeDailyRows } from '@/server/analytics/store'

import { addMessage, addOrder } from '../helpers/dashboard'
import { testView } from '../helpers/page-view'
import { migratedPayload } from '../helpers/payload'
import { restRoute, signedInToken } from '../helpers/rest'

const NOW = Date.parse('2026-11-20T12:00:00.000Z')
const SPRING = { source: 'newsletter', medium: 'email', campaign: 'spring' }

let payload: Payload

const view = testView

const stored = async (): Promise<Array<Record<string, unknown>>> =>
  selectRows(payload, sql`SELECT * FROM analytics_daily ORDER BY path, referrer, source, day`)

beforeAll(async () => {
  payload = await migratedPayload()
  const store = createAnalyticsStore(payload, 25, () => NOW)
  const counter = createCounter({ store: () => store, maxValues: 200, now: () => NOW })
  counter.record(view('/web-design-offer', '10.0.0.1', SPRING))
  counter.record(view('/web-design-offer', '10.0.0.1', SPRING))
  counter.record(view('/about', '10.0.0.2', { referrer: 'news.example', device: 'mobile' }))
  expect(await counter.flush()).toBe('written')
  // A second flush adds to the same rows; the first visitor is not counted again.
  counter.record(view('/web-design-offer', '10.0.0.1', SPRING))
  counter.record(view('/web-design-offer', '10.0.0.3', SPRING))
  expect(await counter.flush()).toBe('written')
  expect(await counter.flush()).toBe('empty')

  await addMessage(payload, '2026-11-20T13:00:00.000Z', {
    attribution: { ...SPRING, landingPage: '/web-design-offer' },
  })
  await addMessage(payload, '2026-11-20T13:30:00.000Z', { spam: true })
  await addOrder(payload, '2026-11-20T14:00:00.000Z', {
    packageKey: 'seo-basic',
    amount: 499,
    currency: 'USD',
    status: 'completed',
    attribution: { ...SPRING, landingPage: '/web-design-offer' },
  })
  await addOrder(payload, '2026-11-20T14:30:00.000Z', {
    packageKey: 'web-standard',
    amount: 999,
    currency: 'USD',
    status: 'completed',
  })
  await addOrder(payload, '2026-11-20T15:00:00.000Z', {
    packageKey: 'web-standard',
    amount: 999,
    currency: 'USD',
    status: 'created',
    attribution: { ...SPRING, landingPage: '/web-design-offer' },
  })

  // The previous period of 2026-11-19..20 is 2026-11-17..18: one visitor of the same campaign
  // and page, one lead of the campaign, and nothing on the days before it.
  await writeDailyRows(payload, [
    { ...view('/web-design-offer', '', SPRING), day: '2026-11-18', views: 3, visitors: 1 },
    { ...view('/web-design-offer', '', SPRING), day: '2026-11-16', views: 7, visitors: 7 },
  ])
  await addMessage(payload, '2026-11-17T09:00:00.000Z', {
    attribution: { ...SPRING, landingPage: '/web-design-offer' },
  })
}, 120_000)
afterAll(async () => {
  await payload.destroy()
})

describe('traffic counts on the database', () => {
  it('sum flushes into one row per day and dimensions', async () => {
    const rows = (await stored()).map((r) => [
      r.day,
      r.path,
      r.referrer,
      r.source,
      r.device,
      Number(r.views),
      Number(r.visitors),
    ])
    expect(rows).toEqual([
      ['2026-11-20', '/about', 'news.example', '', 'mobile', 1, 1],
      ['2026-11-16', '/web-design-offer', '', 'newsletter', 'desktop', 7, 7],
      ['2026-11-18', '/web-design-offer', '', 'newsletter', 'desktop', 3, 1],
      ['2026-11-20', '/web-design-offer', '', 'newsletter', 'desktop', 4, 2],
    ])
  })

  it('make one salt per day, whichever instance asks first', async () => {
    const first = await daySalt(payload, '2026-11-21')
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(await daySalt(payload, '2026-11-21')).toBe(first)
    expect(await daySalt(payload, '2026-11-22')).not.toBe(first)
  })

  it('delete the rows past the retention and the salts of days before yesterday', async () => {
    const old: DailyRow = { ...view('/old', ''), day: '2024-01-31', views: 3, visitors: 1 }
    await writeDailyRows(payload, [old])
    await daySalt(payload, '2024-01-31')
    await deleteOld(payload, '2024-02-01', '2026-11-19')
    expect((await stored()).map((r) => r.path)).not.toContain('/old')
    const salts = await selectRows(payload, sql`SELECT day FROM analytics_salts WHERE day < '2026-11-19'`)
    expect(salts).toEqual([])
  })
})

describe('daily rollups', () => {
  /** The rows of rollup `t` and the raw rows grouped by its key, both ordered by key. */
  const rollupAndRaw = async (t: CountTable) => {
    const keys = sql.raw([periodColumn(t), ...t.columns].join(', '))
    const source = t.monthly
      ? sql`(SELECT substr(day, 1, 7) AS month, ${sql.raw(t.columns.join(', '))}, views, visitors
          FROM analytics_daily) raw`
      : sql`analytics_daily`
    const numbers = (rows: Array<Record<string, unknown>>) =>
      rows.map((r) => ({ ...r, views: Number(r.views), visitors: Number(r.visitors) }))
    const [rollup, raw] = await Promise.all([
      selectRows(payload, sql`SELECT ${keys}, views, visitors FROM ${sql.raw(t.table)} ORDER BY ${keys}`),
      selectRows(
        payload,
        sql`SELECT ${keys}, SUM(views) AS views, SUM(visitors) AS visitors
          FROM ${source} GROUP BY ${keys} ORDER BY ${keys}`,
      ),
    ])
    return { table: t.table, rollup: numbers(rollup), raw: numbers(raw) }
  }
  const allRollups = () =>
    Promise.all([...Object.values(ROLLUPS), ...Object.values(MONTHLY_ROLLUPS)].map(rollupAndRaw))

  it('equal the raw rows grouped by their key after the flushes, writes and deletions', async () => {
    for (const { table, rollup, raw } of await allRollups()) {
      expect(rollup.length, table).toBeGreaterThan(0)
      expect(rollup, table).toEqual(raw)
    }
  })

  it('are filled from the raw rows by their migration', async () => {
    const adapter = payload.db as unknown as { name: string; drizzle: never }
    const migration =
      adapter.name === 'postgres'
        ? await import('@/migrations/postgres/20261128_100010_analytics_rollups')
        : await import('@/migrations/sqlite/20261128_100000_analytics_rollups')
    const before = await allRollups()
    await migration.down({ db: adapter.drizzle } as never)
    await migration.up({ db: adapter.drizzle } as never)
    const after = await allRollups()
    expect(after).toEqual(before)
    for (const { table, rollup, raw } of after) expect(rollup, table).toEqual(raw)
  })
})

describe('GET /api/analytics/summary', () => {
  it('counts whole months from the monthly rollups and the other days from the daily ones', async () => {
    const token = await signedInToken(payload, 'admin', 'summary-months-admin@example.com')
    const figures = async (from: string, to: string) => {
      const answer = await restRoute(`${SUMMARY_PATH}?from=${from}&to=${to}`, { token })
      expect(answer.status).toBe(200)
      const body = (await answer.json()) as {
        totals: { visitors: number; pageviews: number }
        pages: Array<{ path: string; visitors: number; pageviews: number }>
        campaigns: Array<{ campaign: string; visitors: number }>
        referrers: unknown
        devices: unknown
      }
      return {
        totals: { visitors: body.totals.visitors, pageviews: body.totals.pageviews },
        pages: body.pages.map((p) => [p.path, p.visitors, p.pageviews]),
        campaigns: body.campaigns.map((c) => [c.campaign, c.visitors]),
        referrers: body.referrers,
        devices: body.devices,
      }
    }
    // November whole, and days of October around it: 2026-11-16, -18 and -20 all counted.
    expect(await figures('2026-10-20', '2026-11-30')).toEqual({
      totals: { visitors: 11, pageviews: 15 },
      pages: [
        ['/web-design-offer', 10, 14],
        ['/about', 1, 1],
      ],
      campaigns: [['spring', 10]],
      referrers: [
        { host: '(none)', visitors: 10 },
        { host: 'news.example', visitors: 1 },
      ],
      devices: [
        { device: 'desktop', visitors: 10 },
        { device: 'mobile', visitors: 1 },
      ],
    })
    // December whole, and November's days from the 17th: 2026-11-16 left out.
    expect(await figures('2026-11-17', '2026-12-31')).toEqual({
      totals: { visitors: 4, pageviews: 8 },
      pages: [
        ['/web-design-offer', 3, 7],
        ['/about', 1, 1],
      ],
      campaigns: [['spring', 3]],
      referrers: [
        { host: '(none)', visitors: 3 },
        { host: 'news.example', visitors: 1 },
      ],
      devices: [
        { device: 'desktop', visitors: 3 },
        { device: 'mobile', visitors: 1 },
      ],
    })
  })

  it('answers an admin with visitors, leads, orders, revenue and conversion per page and campaign, and the previous period', async () => {
    const token = await signedInToken(payload, 'admin', 'summary-figures-admin@example.com')
    const answer = await restRoute(`${SUMMARY_PATH}?from=2026-11-19&to=2026-11-20`, { token })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const body = (await answer.json()) as Record<string, unknown>
    expect(body).toMatchObject({
      from: '2026-11-19',
      to: '2026-11-20',
      timeZone: 'UTC',
      totals: {
        visitors: 3,
        pageviews: 5,
        leads: 1,
        orders: 2,
        revenue: [{ currency: 'USD', cents: 149_800 }],
      },
      previous: {
        from: '2026-11-17',
        to: '2026-11-18',
        totals: { visitors: 1, pageviews: 3, leads: 1, orders: 0, revenue: [] },
      },
      days: [
        { date: '2026-11-19', visitors: 0, pageviews: 0, leads: 0 },
        { date: '2026-11-20', visitors: 3, pageviews: 5, leads: 1 },
      ],
      pages: [
        {
          path: '/web-design-offer',
          visitors: 2,
          pageviews: 4,
          leads: 1,
          conversionRate: 0.5,
          previous: { visitors: 1, pageviews: 3, leads: 1, conversionRate: 1 },
        },
        {
          path: '/about',
          visitors: 1,
          pageviews: 1,
          leads: 0,
          conversionRate: 0,
          previous: { visitors: 0, pageviews: 0, leads: 0, conversionRate: null },
        },
      ],
      campaigns: [
        {
          ...SPRING,
          visitors: 2,
          leads: 1,
          orders: 1,
          revenueCents: 49_900,
          conversionRate: 0.5,
          previous: { visitors: 1, leads: 1, orders: 0, revenueCents: 0, conversionRate: 1 },
        },
      ],
      referrers: [
        { host: '(none)', visitors: 2 },
        { host: 'news.example', visitors: 1 },
      ],
      devices: [
        { device: 'desktop', visitors: 2 },
        { device: 'mobile', visitors: 1 },
      ],
    })
  })

  it('answers an editor the same figures without any amount of money', async () => {
    const asAdmin = await restRoute(`${SUMMARY_PATH}?from=2026-11-19&to=2026-11-20`, {
      token: await signedInToken(payload, 'admin', 'summary-compare-admin@example.com'),
    })
    const asEditor = await restRoute(`${SUMMARY_PATH}?from=2026-11-19&to=2026-11-20`, {
      token: await signedInToken(payload, 'editor', 'summary-editor@example.com'),
    })
    expect(asEditor.status).toBe(200)
    const editor = await asEditor.text()
    expect(editor).not.toMatch(/revenue/i)
    const strip = (key: string, value: unknown) =>
      key === 'revenue' || key === 'revenueCents' ? undefined : value
    expect(JSON.parse(editor)).toEqual(JSON.parse(await asAdmin.text(), strip))
    expect(JSON.parse(editor)).toMatchObject({ totals: { orders: 2 }, campaigns: [{ orders: 1 }] })
  })

  it('answers 401 without a session and 400 for a bad or reversed range, as JSON with a message', async () => {
    const token = await signedInToken(payload, 'admin', 'summary-admin@example.com')
    const anonymous = await restRoute(`${SUMMARY_PATH}?from=2026-11-19&to=2026-11-20`)
    expect(anonymous.status).toBe(401)
    for (const query of [
      '',
      '?from=2026-11-20',
      '?from=2026-02-30&to=2026-03-01',
      '?from=2026-11-20&to=2026-11-19',
      '?from=2020-01-01&to=2026-01-01',
    ]) {
      const answer = await restRoute(`${SUMMARY_PATH}${query}`, { token })
      expect([query, answer.status]).toEqual([query, 400])
      expect(((await answer.json()) as { message: string }).message).toMatch(/from|range/)
    }
  })
})

describe('GET /api/analytics/summary.csv', () => {
  const csvLines = async (answer: Response) =>
    (await answer.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')

  it('answers an admin the figures as an attachment, amounts included', async () => {
    const token = await signedInToken(payload, 'admin', 'csv-admin@example.com')
    const answer = await restRoute(`${SUMMARY_CSV_PATH}?from=2026-11-19&to=2026-11-20`, { token })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="traffic-2026-11-19-to-2026-11-20.csv"',
    )
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const lines = await csvLines(answer)
    expect(lines[0]).toBe(
      'section,date,path,source,medium,campaign,referrer,device,visitors,pageviews,leads,orders,revenue_USD,conversion_rate,' +
        'previous_visitors,previous_pageviews,previous_leads,previous_orders,previous_revenue_USD,previous_conversion_rate',
    )
    expect(lines).toContain(
      'total,2026-11-19/2026-11-20,,,,,,,3,5,1,2,1498.00,0.3333333333333333,1,3,1,0,0.00,1',
    )
    expect(lines).toContain('day,2026-11-20,,,,,,,3,5,1,,,,,,,,,')
    expect(lines).toContain('page,,/web-design-offer,,,,,,2,4,1,,,0.5,1,3,1,,,1')
    expect(lines).toContain('campaign,,,newsletter,email,spring,,,2,,1,1,499.00,0.5,1,,1,0,0.00,1')
    expect(lines).toContain('referrer,,,,,,news.example,,1,,,,,,,,,,,')
    expect(lines).toContain('device,,,,,,,mobile,1,,,,,,,,,,,')
  })

  it("leaves the amounts out of an editor's download", async () => {
    const token = await signedInToken(payload, 'editor', 'csv-editor@example.com')
    const lines = await csvLines(
      await restRoute(`${SUMMARY_CSV_PATH}?from=2026-11-19&to=2026-11-20`, { token }),
    )
    expect(lines[0]).not.toMatch(/revenue/)
    expect(lines).toContain('campaign,,,newsletter,email,spring,,,2,,1,1,0.5,1,,1,0,1')
  })

  it('neutralises values a spreadsheet would run as formulas', async () => {
    const token = await signedInToken(payload, 'admin', 'csv-formula@example.com')
    await writeDailyRows(payload, [
      {
        ...view('/about', '', { source: '=cmd', medium: '+x', campaign: '@sum' }),
        day: '2026-10-05',
        views: 1,
        visitors: 1,
      },
    ])
    const lines = await csvLines(
      await restRoute(`${SUMMARY_CSV_PATH}?from=2026-10-05&to=2026-10-05`, { token }),
    )
    expect(lines).toContain("campaign,,,'=cmd,'+x,'@sum,,,1,,0,0,0.00,0,0,,0,0,0.00,")
  })

  it('answers 401 without a session and 400 for a bad range, as JSON with a message', async () => {
    const token = await signedInToken(payload, 'admin', 'csv-errors@example.com')
    const anonymous = await restRoute(`${SUMMARY_CSV_PATH}?from=2026-11-19&to=2026-11-20`)
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { message: string }).message).toMatch(/Sign in/)
    const reversed = await restRoute(`${SUMMARY_CSV_PATH}?from=2026-11-20&to=2026-11-19`, { token })
    expect(reversed.status).toBe(400)
    expect(((await reversed.json()) as { message: string }).message).toMatch(/from/)
  })
})

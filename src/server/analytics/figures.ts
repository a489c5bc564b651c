import 'server-only'

/**
 * The figures of one range of days, the bricks of the summary (./summary.ts): visitors and page
 * views from the rollups of analytics_daily (./rollups.ts, written by ./store.ts), leads
 * from contact messages (src/contracts/leads.ts) and paid orders with their revenue from
 * completed orders, each counted by the landing page and campaign its campaign cookie recorded
 * (the `attribution` group, src/fields/attribution.ts).
 *
 * - `start`/`end` bound the range as instants (end excluded); `first`/`last` name its days.
 * - Visitors of a page, campaign, referrer or device are those of the first view of their day.
 * - Revenue is in cents, per currency (SQL rounds each order's amount to cents before summing);
 *   `revenueCents` is the site's own currency CURRENCY, the one every order is taken in.
 * - Campaigns are keyed by source, medium and campaign; an order or lead without any of the
 *   three belongs to no campaign.
 */
import type { Payload } from 'payload'

import { NO_REFERRER } from '@/contracts/analytics'
import { CURRENCY } from '@/contracts/constants'
import { isLead, selectRows, sql, table, toNumber } from '@/dashboard/sql'
import { isoDate } from '@/lib/day-range'
import { addDays, localDate, startOfLocalDay, type LocalDate } from '@/lib/time-zone'

import { monthOf, MONTHLY_ROLLUPS, ROLLUPS, type CountTable } from './rollups'

/** Money per currency, in cents, ordered by currency. */
export type Revenue = Array<{ currency: string; cents: number }>

export type Totals = { visitors: number; pageviews: number; leads: number; orders: number; revenue: Revenue }

export type PageFigures = {
  visitors: number
  pageviews: number
  leads: number
  conversionRate: number | null
}

export type CampaignName = { source: string; medium: string; campaign: string }

export type CampaignFigures = {
  visitors: number
  leads: number
  orders: number
  revenueCents: number
  revenue: Revenue
  conversionRate: number | null
}

export type DayFigures = { date: string; visitors: number; pageviews: number; leads: number }

/** The figures of a range; pages and campaigns most visitors first, keyed by path and campaignKey. */
export type PeriodFigures = {
  totals: Totals
  days: DayFigures[]
  pages: Map<string, PageFigures>
  campaigns: Map<string, CampaignFigures>
  referrers: Array<{ host: string; visitors: number }>
  devices: Array<{ device: string; visitors: number }>
}

/** The days of a range in the site's time zone, and the instants that bound it. */
export type Range = { from: LocalDate; to: LocalDate; start: string; end: string }

/** The range of the days `from` to `to` (included) in `timeZone`. */
export const rangeOf = (from: LocalDate, to: LocalDate, timeZone: string): Range => ({
  from,
  to,
  start: startOfLocalDay(from, timeZone).toISOString(),
  end: startOfLocalDay(addDays(to, 1), timeZone).toISOString(),
})

/** A page's figures without a visitor or lead. */
export const noPageFigures = (): PageFigures => ({
  visitors: 0,
  pageviews: 0,
  leads: 0,
  conversionRate: null,
})

/** A campaign's figures without a visitor, lead or order. */
export const noCampaignFigures = (): CampaignFigures => ({
  visitors: 0,
  leads: 0,
  orders: 0,
  revenueCents: 0,
  revenue: [],
  conversionRate: null,
})

const rate = (leads: number, visitors: number) => (visitors > 0 ? leads / visitors : null)
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const add = (map: Map<string, number>, key: string, n = 1) => map.set(key, (map.get(key) ?? 0) + n)

/** The key of a campaign's source, medium and campaign ('' when absent); NO_CAMPAIGN for none. */
const campaignKey = (r: Record<string, unknown>) =>
  [text(r.source), text(r.medium), text(r.campaign)].join('\u0000')
const NO_CAMPAIGN = '\u0000\u0000'

/** The source, medium and campaign of a key of PeriodFigures' `campaigns`. */
export function campaignName(key: string): CampaignName {
  const [source = '', medium = '', campaign = ''] = key.split('\u0000')
  return { source, medium, campaign }
}

/** `revenue` with each currency's cents summed, ordered by currency. */
function revenueOf(rows: Array<{ currency: string; cents: number }>): Revenue {
  const sums = new Map<string, number>()
  for (const r of rows) add(sums, r.currency, r.cents)
  return [...sums.keys()].sort().map((currency) => ({ currency, cents: sums.get(currency)! }))
}

/** The first day of the month after `d`'s. */
const nextMonth = (d: LocalDate): LocalDate => {
  const index = d.year * 12 + d.month
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 }
}

/**
 * The whole months of `range` (YYYY-MM, `first` to `last`) and their first and last days
 * (YYYY-MM-DD), or null when it holds none.
 */
function wholeMonths(
  range: Pick<Range, 'from' | 'to'>,
): { first: string; last: string; firstDay: string; lastDay: string } | null {
  const start = range.from.day === 1 ? range.from : nextMonth(range.from)
  const after = addDays(range.to, 1)
  const end = after.day === 1 ? after : { ...range.to, day: 1 }
  if (isoDate(start) >= isoDate(end)) return null
  const lastDay = isoDate(addDays(end, -1))
  return { first: monthOf(isoDate(start)), last: monthOf(lastDay), firstDay: isoDate(start), lastDay }
}

/** The figures of `range` in `timeZone`. */
export async function getPeriodFigures(
  payload: Payload,
  range: Range,
  timeZone: string,
): Promise<PeriodFigures> {
  const first = isoDate(range.from)
  const last = isoDate(range.to)
  const inRange = sql`day >= ${first} AND day <= ${last}`
  // The whole months of the range are read from the monthly rollups, its other days from the
  // daily ones; the rows of both grouped by the rollup's own columns (by day for days).
  const months = wholeMonths(range)
  const grouped = (daily: CountTable, monthly?: CountTable) => {
    const columns = sql.raw(daily.columns.length > 0 ? daily.columns.join(', ') : 'day')
    const order = sql`ORDER BY SUM(visitors) DESC, SUM(views) DESC, ${columns}`
    if (!monthly || !months)
      return selectRows(
        payload,
        sql`SELECT ${columns}, SUM(views) AS views, SUM(visitors) AS visitors
          FROM ${sql.raw(daily.table)} WHERE ${inRange} GROUP BY ${columns} ${order}`,
      )
    return selectRows(
      payload,
      sql`SELECT ${columns}, SUM(views) AS views, SUM(visitors) AS visitors FROM (
          SELECT ${columns}, views, visitors FROM ${sql.raw(daily.table)}
          WHERE (day >= ${first} AND day < ${months.firstDay}) OR (day > ${months.lastDay} AND day <= ${last})
          UNION ALL
          SELECT ${columns}, views, visitors FROM ${sql.raw(monthly.table)}
          WHERE month >= ${months.first} AND month <= ${months.last}
        ) counted GROUP BY ${columns} ${order}`,
    )
  }
  const m = table(payload, 'contact_messages')
  const o = table(payload, 'orders')
  const [byDay, byPage, byCampaign, byReferrer, byDevice, leadRows, orderRows] = await Promise.all([
    grouped(ROLLUPS.day),
    grouped(ROLLUPS.page, MONTHLY_ROLLUPS.page),
    grouped(ROLLUPS.campaign, MONTHLY_ROLLUPS.campaign),
    grouped(ROLLUPS.referrer, MONTHLY_ROLLUPS.referrer),
    grouped(ROLLUPS.device, MONTHLY_ROLLUPS.device),
    selectRows(
      payload,
      sql`SELECT ${m.receivedAt} AS received_at, ${m.attribution_landingPage} AS page,
        ${m.attribution_source} AS source, ${m.attribution_medium} AS medium,
        ${m.attribution_campaign} AS campaign
      FROM ${m} WHERE ${m.receivedAt} >= ${range.start} AND ${m.receivedAt} < ${range.end} AND ${isLead(m)}`,
    ),
    selectRows(
      payload,
      sql`SELECT ${o.currency} AS currency, ${o.attribution_source} AS source,
        ${o.attribution_medium} AS medium, ${o.attribution_campaign} AS campaign,
        COUNT(*) AS orders, SUM(ROUND(${o.amount} * 100)) AS cents
      FROM ${o} WHERE ${o.status} = 'completed' AND ${o.createdAt} >= ${range.start} AND ${o.createdAt} < ${range.end}
      GROUP BY ${o.currency}, ${o.attribution_source}, ${o.attribution_medium}, ${o.attribution_campaign}`,
    ),
  ])

  const leadsByDay = new Map<string, number>()
  const leadsByPage = new Map<string, number>()
  const leadsByCampaign = new Map<string, number>()
  for (const lead of leadRows) {
    add(leadsByDay, isoDate(localDate(new Date(String(lead.received_at)), timeZone)))
    if (lead.page) add(leadsByPage, String(lead.page))
    if (campaignKey(lead) !== NO_CAMPAIGN) add(leadsByCampaign, campaignKey(lead))
  }
  const sales = orderRows.map((r) => ({
    key: campaignKey(r),
    currency: text(r.currency),
    orders: toNumber(r.orders),
    cents: Math.round(toNumber(r.cents)),
  }))

  const dayRows = new Map(byDay.map((r) => [text(r.day), r]))
  const days: DayFigures[] = []
  for (let d = range.from; isoDate(d) <= last; d = addDays(d, 1)) {
    const date = isoDate(d)
    const row = dayRows.get(date)
    days.push({
      date,
      visitors: toNumber(row?.visitors),
      pageviews: toNumber(row?.views),
      leads: leadsByDay.get(date) ?? 0,
    })
  }
  const pages = new Map(
    byPage.map((r) => {
      const visitors = toNumber(r.visitors)
      const leads = leadsByPage.get(text(r.path)) ?? 0
      return [
        text(r.path),
        { visitors, pageviews: toNumber(r.views), leads, conversionRate: rate(leads, visitors) },
      ]
    }),
  )
  // Counted campaigns first (most visitors), then those with leads or orders but no counted
  // visit in the range (an arrival before it), by name.
  const visitorsByCampaign = new Map<string, number>()
  for (const r of byCampaign)
    if (campaignKey(r) !== NO_CAMPAIGN) visitorsByCampaign.set(campaignKey(r), toNumber(r.visitors))
  const salesByCampaign = Map.groupBy(
    sales.filter((s) => s.key !== NO_CAMPAIGN),
    (s) => s.key,
  )
  const uncounted = new Set([...leadsByCampaign.keys(), ...salesByCampaign.keys()])
  const keys = [
    ...visitorsByCampaign.keys(),
    ...[...uncounted].filter((k) => !visitorsByCampaign.has(k)).sort(),
  ]
  const campaigns = new Map(
    keys.map((key) => {
      const visitors = visitorsByCampaign.get(key) ?? 0
      const leads = leadsByCampaign.get(key) ?? 0
      const own = salesByCampaign.get(key) ?? []
      const revenue = revenueOf(own)
      return [
        key,
        {
          visitors,
          leads,
          orders: own.reduce((sum, s) => sum + s.orders, 0),
          revenueCents: revenue.find((r) => r.currency === CURRENCY)?.cents ?? 0,
          revenue,
          conversionRate: rate(leads, visitors),
        },
      ]
    }),
  )
  return {
    totals: {
      visitors: days.reduce((sum, d) => sum + d.visitors, 0),
      pageviews: days.reduce((sum, d) => sum + d.pageviews, 0),
      leads: leadRows.length,
      orders: sales.reduce((sum, s) => sum + s.orders, 0),
      revenue: revenueOf(sales),
    },
    days,
    pages,
    campaigns,
    referrers: byReferrer.map((r) => ({
      host: text(r.referrer) || NO_REFERRER,
      visitors: toNumber(r.visitors),
    })),
    devices: byDevice.map((r) => ({ device: text(r.device), visitors: toNumber(r.visitors) })),
  }
}

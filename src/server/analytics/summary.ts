import 'server-only'

/**
 * The traffic and conversion summary of a range of days (`GET /api/analytics/summary`,
 * ./summary-endpoint.ts; docs/api.md): visitors and page views from analytics_daily
 * (./store.ts), leads from contact messages (src/contracts/leads.ts, by the campaign and landing
 * page their campaign cookie recorded), orders and revenue from completed orders.
 *
 * - Days are calendar days in the site's time zone, `from` and `to` included.
 * - Visitors over several days are the sum of each day's unique visitors (a visitor is
 *   recognised within a day only). A page's visitors are those whose first view of the day was
 *   that page (its landing page); a campaign's, referrer's and device's are those of that first
 *   view, so each list sums to the total.
 * - `conversionRate` is leads / visitors, null without visitors.
 * - Orders do not record a campaign yet: every campaign's `orders` and `revenueCents` are 0.
 */
import type { Payload } from 'payload'

import { NO_REFERRER, SUMMARY_MAX_DAYS } from '@/contracts/analytics'
import { getSiteTimeZone } from '@/dashboard/queries'
import { isLead, selectRows, sql, table, toNumber } from '@/dashboard/sql'
import { addDays, localDate, startOfLocalDay, type LocalDate } from '@/lib/time-zone'

import { isoDate } from './store'

export type Summary = {
  from: string
  to: string
  timeZone: string
  totals: {
    visitors: number
    pageviews: number
    leads: number
    orders: number
    revenue: Array<{ currency: string; cents: number }>
  }
  days: Array<{ date: string; visitors: number; pageviews: number; leads: number }>
  pages: Array<{
    path: string
    visitors: number
    pageviews: number
    leads: number
    conversionRate: number | null
  }>
  campaigns: Array<{
    source: string
    medium: string
    campaign: string
    visitors: number
    leads: number
    orders: number
    revenueCents: number
    conversionRate: number | null
  }>
  referrers: Array<{ host: string; visitors: number }>
  devices: Array<{ device: string; visitors: number }>
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day `text` names (YYYY-MM-DD, a real calendar day), or undefined. */
export function parseDay(text: string | null | undefined): LocalDate | undefined {
  const m = DATE.exec(text ?? '')
  if (!m) return undefined
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
  return isoDate(addDays(d, 0)) === text ? d : undefined
}

/** The range of `from` and `to`, or the message of a 400 answer. */
export function parseRange(
  from: string | null | undefined,
  to: string | null | undefined,
): { from: LocalDate; to: LocalDate } | { error: string } {
  const first = parseDay(from)
  const last = parseDay(to)
  if (!first || !last) return { error: 'from and to must be calendar days as YYYY-MM-DD.' }
  const days =
    (Date.UTC(last.year, last.month - 1, last.day) - Date.UTC(first.year, first.month - 1, first.day)) / 864e5
  if (days < 0) return { error: 'from must not be after to.' }
  if (days >= SUMMARY_MAX_DAYS) return { error: `A range spans at most ${SUMMARY_MAX_DAYS} days.` }
  return { from: first, to: last }
}

const rate = (leads: number, visitors: number) => (visitors > 0 ? leads / visitors : null)
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** The summary of the days `from` to `to` (included) in the site's time zone. */
export async function getSummary(payload: Payload, from: LocalDate, to: LocalDate): Promise<Summary> {
  const timeZone = await getSiteTimeZone(payload)
  const first = isoDate(from)
  const last = isoDate(to)
  const start = startOfLocalDay(from, timeZone).toISOString()
  const end = startOfLocalDay(addDays(to, 1), timeZone).toISOString()
  const inRange = sql`day >= ${first} AND day <= ${last}`
  const grouped = (columns: string) =>
    selectRows(
      payload,
      sql`SELECT ${sql.raw(columns)}, SUM(views) AS views, SUM(visitors) AS visitors
        FROM analytics_daily WHERE ${inRange} GROUP BY ${sql.raw(columns)}
        ORDER BY SUM(visitors) DESC, SUM(views) DESC, ${sql.raw(columns)}`,
    )
  const m = table(payload, 'contact_messages')
  const o = table(payload, 'orders')
  const [byDay, byPage, byCampaign, byReferrer, byDevice, leadRows, orderRows] = await Promise.all([
    grouped('day'),
    grouped('path'),
    grouped('source, medium, campaign'),
    grouped('referrer'),
    grouped('device'),
    selectRows(
      payload,
      sql`SELECT ${m.receivedAt} AS received_at, ${m.attribution_landingPage} AS page,
        ${m.attribution_source} AS source, ${m.attribution_medium} AS medium,
        ${m.attribution_campaign} AS campaign
      FROM ${m} WHERE ${m.receivedAt} >= ${start} AND ${m.receivedAt} < ${end} AND ${isLead(m)}`,
    ),
    selectRows(
      payload,
      sql`SELECT ${o.currency} AS currency, COUNT(*) AS orders, SUM(ROUND(${o.amount} * 100)) AS cents
      FROM ${o} WHERE ${o.status} = 'completed' AND ${o.createdAt} >= ${start} AND ${o.createdAt} < ${end}
      GROUP BY ${o.currency} ORDER BY ${o.currency}`,
    ),
  ])

  const leadsByDay = new Map<string, number>()
  const leadsByPage = new Map<string, number>()
  const leadsByCampaign = new Map<string, number>()
  const campaignKey = (r: Record<string, unknown>) =>
    [text(r.source), text(r.medium), text(r.campaign)].join('\u0000')
  for (const lead of leadRows) {
    const day = isoDate(localDate(new Date(String(lead.received_at)), timeZone))
    leadsByDay.set(day, (leadsByDay.get(day) ?? 0) + 1)
    if (lead.page) leadsByPage.set(String(lead.page), (leadsByPage.get(String(lead.page)) ?? 0) + 1)
    const key = campaignKey(lead)
    if (key !== '\u0000\u0000') leadsByCampaign.set(key, (leadsByCampaign.get(key) ?? 0) + 1)
  }

  const dayRows = new Map(byDay.map((r) => [text(r.day), r]))
  const days: Summary['days'] = []
  for (let d = from; isoDate(d) <= last; d = addDays(d, 1)) {
    const date = isoDate(d)
    const row = dayRows.get(date)
    days.push({
      date,
      visitors: toNumber(row?.visitors),
      pageviews: toNumber(row?.views),
      leads: leadsByDay.get(date) ?? 0,
    })
  }
  const pages = byPage.map((r) => {
    const path = text(r.path)
    const visitors = toNumber(r.visitors)
    const leads = leadsByPage.get(path) ?? 0
    return { path, visitors, pageviews: toNumber(r.views), leads, conversionRate: rate(leads, visitors) }
  })
  const campaignRows = byCampaign.filter((r) => campaignKey(r) !== '\u0000\u0000')
  const counted = new Set(campaignRows.map(campaignKey))
  const campaigns = [
    ...campaignRows.map((r) => ({ r, visitors: toNumber(r.visitors) })),
    // Campaigns with leads but no counted visit in the range (a lead from an older arrival).
    ...[...leadsByCampaign.keys()]
      .filter((key) => !counted.has(key))
      .map((key) => {
        const [source, medium, campaign] = key.split('\u0000')
        return { r: { source, medium, campaign } as Record<string, unknown>, visitors: 0 }
      }),
  ].map(({ r, visitors }) => {
    const leads = leadsByCampaign.get(campaignKey(r)) ?? 0
    return {
      source: text(r.source),
      medium: text(r.medium),
      campaign: text(r.campaign),
      visitors,
      leads,
      orders: 0,
      revenueCents: 0,
      conversionRate: rate(leads, visitors),
    }
  })
  const revenue = orderRows.map((r) => ({ currency: text(r.currency), cents: Math.round(toNumber(r.cents)) }))
  return {
    from: first,
    to: last,
    timeZone,
    totals: {
      visitors: days.reduce((sum, d) => sum + d.visitors, 0),
      pageviews: days.reduce((sum, d) => sum + d.pageviews, 0),
      leads: leadRows.length,
      orders: orderRows.reduce((sum, r) => sum + toNumber(r.orders), 0),
      revenue,
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

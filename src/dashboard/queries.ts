import 'server-only'

/**
 * The numbers of the admin dashboard (src/dashboard/Dashboard.tsx), each from one aggregate
 * query: nothing loads the messages or orders themselves, so the cost grows with the index
 * ranges scanned, not with documents sent to Node.
 *
 * Definitions:
 * - a lead is a contact message that does not count as spam (src/contracts/leads.ts); a new
 *   lead also has status `new`; a lead to review waits for an editor's verdict;
 * - weeks run Monday 00:00 to Monday 00:00 and months from the 1st, in the site's time zone
 *   (Settings `time_zone`, default UTC);
 * - an order counts in the month it was created (PayPal completes it minutes later);
 *   revenue is the sum of completed orders' amounts, per currency, in cents;
 * - orders needing attention are `pending` or `failed`, or flagged `reviewNeeded` by a
 *   webhook check;
 * - a lead's campaign and landing page are those its message recorded from the campaign
 *   cookie (contact-messages `attribution`; ./lead-sources.ts).
 */
import type { Payload } from 'payload'

import { LEAD_CONDITIONS, TO_REVIEW_CONDITION } from '@/contracts/leads'
import { DEFAULT_TIME_ZONE, isTimeZone } from '@/lib/time-zone'

import { lastMonths, lastWeeks, type Period } from './periods'
import { getLeadSources, type LeadSources } from './lead-sources'
import { isLead, selectRows, sql, table, toNumber, within } from './sql'

export type WeekCount = { weekStart: string; leads: number }
export type CurrencyTotals = { currency: string; orders: number; revenueCents: number }
export type MonthOrders = { month: string; byCurrency: CurrencyTotals[] }

export type DashboardData = {
  timeZone: string
  newLeads: number
  /** Leads sent too fast, waiting for an editor's verdict (any status). */
  toReview: number
  weeks: WeekCount[]
  thisMonth: MonthOrders
  lastMonth: MonthOrders
  topPackages: Array<{ packageKey: string; orders: number }>
  attention: { pending: number; failed: number; reviewNeeded: number; total: number }
  /** Leads by campaign and by landing page, this and last month (./lead-sources.ts). */
  leadSources: LeadSources
}

const TOP_PACKAGES = 5

/** The site's time zone from the Settings global (UTC when unset or unknown). */
export async function getSiteTimeZone(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
  return isTimeZone(settings.time_zone) ? settings.time_zone : DEFAULT_TIME_ZONE
}

/** Leads with status `new`. */
async function countNewLeads(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'contact-messages',
    where: { and: [{ status: { equals: 'new' } }, ...LEAD_CONDITIONS] },
  })
  return totalDocs
}

/** Leads waiting for an editor's verdict. */
async function countToReview(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'contact-messages',
    where: { and: [TO_REVIEW_CONDITION, ...LEAD_CONDITIONS] },
  })
  return totalDocs
}

/** Leads received in each of `weeks`: one scan of the range, one sum per week. */
async function countLeadsPerWeek(payload: Payload, weeks: Period[]): Promise<WeekCount[]> {
  const t = table(payload, 'contact_messages')
  const sums = sql.join(
    weeks.map(
      (w, i) => sql`SUM(CASE WHEN ${within(t.receivedAt, w)} THEN 1 ELSE 0 END) AS ${sql.raw(`w${i}`)}`,
    ),
    sql`, `,
  )
  const range: Period = { start: weeks[0]!.start, end: weeks.at(-1)!.end, label: '' }
  const [row = {}] = await selectRows(
    payload,
    sql`SELECT ${sums} FROM ${t} WHERE ${within(t.receivedAt, range)} AND ${isLead(t)}`,
  )
  return weeks.map((w, i) => ({ weekStart: w.label, leads: toNumber(row[`w${i}`]) }))
}

/** Completed orders and revenue of two months, per currency, in one grouped query. */
async function sumCompletedOrders(
  payload: Payload,
  months: { current: Period; previous: Period },
): Promise<{ thisMonth: MonthOrders; lastMonth: MonthOrders }> {
  const t = table(payload, 'orders')
  const cents = sql`ROUND(${t.amount} * 100)`
  const rows = await selectRows(
    payload,
    sql`SELECT ${t.currency} AS currency,
      SUM(CASE WHEN ${within(t.createdAt, months.current)} THEN 1 ELSE 0 END) AS this_orders,
      SUM(CASE WHEN ${within(t.createdAt, months.current)} THEN ${cents} ELSE 0 END) AS this_cents,
      SUM(CASE WHEN ${within(t.createdAt, months.previous)} THEN 1 ELSE 0 END) AS last_orders,
      SUM(CASE WHEN ${within(t.createdAt, months.previous)} THEN ${cents} ELSE 0 END) AS last_cents
    FROM ${t}
    WHERE ${t.status} = 'completed' AND ${t.createdAt} >= ${months.previous.start.toISOString()}
      AND ${t.createdAt} < ${months.current.end.toISOString()}
    GROUP BY ${t.currency} ORDER BY ${t.currency}`,
  )
  const month = (period: Period, prefix: 'this' | 'last'): MonthOrders => ({
    month: period.label,
    byCurrency: rows
      .map((r) => ({
        currency: String(r.currency),
        orders: toNumber(r[`${prefix}_orders`]),
        revenueCents: toNumber(r[`${prefix}_cents`]),
      }))
      .filter((c) => c.orders > 0),
  })
  return { thisMonth: month(months.current, 'this'), lastMonth: month(months.previous, 'last') }
}

/** Packages with the most completed orders, all time (ties by package key). */
async function topPackages(payload: Payload): Promise<DashboardData['topPackages']> {
  const t = table(payload, 'orders')
  const rows = await selectRows(
    payload,
    sql`SELECT ${t.packageKey} AS package_key, COUNT(*) AS orders FROM ${t}
      WHERE ${t.status} = 'completed' GROUP BY ${t.packageKey}
      ORDER BY COUNT(*) DESC, ${t.packageKey} LIMIT ${sql.raw(String(TOP_PACKAGES))}`,
  )
  return rows.map((r) => ({ packageKey: String(r.package_key), orders: toNumber(r.orders) }))
}

/** Orders pending, failed or flagged for review (an order may be counted in two). */
async function ordersNeedingAttention(payload: Payload): Promise<DashboardData['attention']> {
  const t = table(payload, 'orders')
  const [row = {}] = await selectRows(
    payload,
    sql`SELECT
      SUM(CASE WHEN ${t.status} = 'pending' THEN 1 ELSE 0 END) AS pending,
      SUM(CASE WHEN ${t.status} = 'failed' THEN 1 ELSE 0 END) AS failed,
      SUM(CASE WHEN ${t.reviewNeeded} IS TRUE THEN 1 ELSE 0 END) AS review,
      COUNT(*) AS total
    FROM ${t} WHERE ${t.status} IN ('pending', 'failed') OR ${t.reviewNeeded} IS TRUE`,
  )
  return {
    pending: toNumber(row.pending),
    failed: toNumber(row.failed),
    reviewNeeded: toNumber(row.review),
    total: toNumber(row.total),
  }
}

/** Every number of the dashboard at `now`, in the site's time zone unless `timeZone` is given. */
export async function getDashboardData(
  payload: Payload,
  options: { now?: Date; timeZone?: string } = {},
): Promise<DashboardData> {
  const now = options.now ?? new Date()
  const timeZone = options.timeZone ?? (await getSiteTimeZone(payload))
  const weeks = lastWeeks(now, timeZone)
  const months = lastMonths(now, timeZone)
  const [newLeads, toReview, leadWeeks, orders, top, attention, leadSources] = await Promise.all([
    countNewLeads(payload),
    countToReview(payload),
    countLeadsPerWeek(payload, weeks),
    sumCompletedOrders(payload, months),
    topPackages(payload),
    ordersNeedingAttention(payload),
    getLeadSources(payload, months),
  ])
  return {
    timeZone,
    newLeads,
    toReview,
    weeks: leadWeeks,
    ...orders,
    topPackages: top,
    attention,
    leadSources,
  }
}

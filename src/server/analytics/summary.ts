import 'server-only'

/**
 * The traffic and conversion summary of a range of days (`GET /api/analytics/summary`,
 * ./summary-endpoint.ts; docs/api.md), with the same figures for the previous period: the as
 * many days right before `from`. Each period's figures come from ./figures.ts: visitors and page
 * views from the daily rollups of analytics_daily, leads from contact messages and paid orders
 * from completed orders, both by the campaign and landing page their campaign cookie recorded.
 *
 * - Days are calendar days in the site's time zone, `from` and `to` included.
 * - Visitors over several days are the sum of each day's unique visitors (a visitor is
 *   recognised within a day only). A page's visitors are those whose first view of the day was
 *   that page (its landing page); a campaign's, referrer's and device's are those of that first
 *   view, so each list sums to the total.
 * - `conversionRate` is leads / visitors, null without visitors.
 * - `pages` and `campaigns` list those of the period; each one's `previous` holds its figures in
 *   the previous period (0 and a null rate when it had none there).
 */
import type { Payload } from 'payload'

import { getSiteTimeZone } from '@/dashboard/queries'
import { dayCount, isoDate } from '@/lib/day-range'
import { addDays, type LocalDate } from '@/lib/time-zone'

import {
  campaignName,
  getPeriodFigures,
  rangeOf,
  noCampaignFigures,
  noPageFigures,
  type CampaignFigures,
  type CampaignName,
  type DayFigures,
  type PageFigures,
  type Totals,
} from './figures'

export type Summary = {
  from: string
  to: string
  timeZone: string
  totals: Totals
  /** The as many days right before `from`. */
  previous: { from: string; to: string; totals: Totals }
  days: DayFigures[]
  pages: Array<{ path: string } & PageFigures & { previous: PageFigures }>
  campaigns: Array<CampaignName & CampaignFigures & { previous: CampaignFigures }>
  referrers: Array<{ host: string; visitors: number }>
  devices: Array<{ device: string; visitors: number }>
}

/** The summary of the days `from` to `to` (included) in the site's time zone. */
export async function getSummary(payload: Payload, from: LocalDate, to: LocalDate): Promise<Summary> {
  const timeZone = await getSiteTimeZone(payload)
  const before = { from: addDays(from, -dayCount(from, to)), to: addDays(from, -1) }
  const [now, then] = await Promise.all([
    getPeriodFigures(payload, rangeOf(from, to, timeZone), timeZone),
    getPeriodFigures(payload, rangeOf(before.from, before.to, timeZone), timeZone),
  ])
  return {
    from: isoDate(from),
    to: isoDate(to),
    timeZone,
    totals: now.totals,
    previous: { from: isoDate(before.from), to: isoDate(before.to), totals: then.totals },
    days: now.days,
    pages: [...now.pages].map(([path, figures]) => ({
      path,
      ...figures,
      previous: then.pages.get(path) ?? noPageFigures(),
    })),
    campaigns: [...now.campaigns].map(([key, figures]) => ({
      ...campaignName(key),
      ...figures,
      previous: then.campaigns.get(key) ?? noCampaignFigures(),
    })),
    referrers: now.referrers,
    devices: now.devices,
  }
}

type Money = { revenue: unknown; revenueCents?: unknown }
const noMoney = <T extends Money>({ revenue: _revenue, revenueCents: _cents, ...rest }: T) => rest

/**
 * `summary` without any amount of money (no `revenue`, no `revenueCents`, the previous period's
 * included): what an editor is answered, as the dashboard shows revenue to admins only.
 */
export function withoutAmounts(summary: Summary) {
  return {
    ...summary,
    totals: noMoney(summary.totals),
    previous: { ...summary.previous, totals: noMoney(summary.previous.totals) },
    campaigns: summary.campaigns.map((c) => ({ ...noMoney(c), previous: noMoney(c.previous) })),
  }
}

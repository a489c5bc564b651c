import 'server-only'

/**
 * The traffic summary (./summary.ts) as CSV rows for a spreadsheet, written by src/lib/csv.ts
 * (formula-like cells neutralised). One table: each row is a `section` (`total`, `day`, `page`,
 * `campaign`, `referrer`, `device`) with the columns that apply to it filled, the others empty;
 * the period's figures, then the previous period's (`previous_*`) where the summary has them.
 * Revenue is in the site's currency, as a decimal amount; its columns are left out when
 * `revenue` is false (editors' downloads carry no amounts). A rate is a number from 0 to 1,
 * empty without visitors. Pure.
 */
import { CURRENCY } from '@/contracts/constants'
import { toCsv } from '@/lib/csv'

import type { Summary } from './summary'

type Figures = {
  visitors?: number
  pageviews?: number
  leads?: number
  orders?: number
  revenueCents?: number
  conversionRate?: number | null
}
type Names = {
  date?: string
  path?: string
  source?: string
  medium?: string
  campaign?: string
  referrer?: string
  device?: string
}

const NAMES = ['date', 'path', 'source', 'medium', 'campaign', 'referrer', 'device'] as const
const FIGURES = ['visitors', 'pageviews', 'leads', 'orders', 'revenueCents', 'conversionRate'] as const
const HEADERS: Record<(typeof FIGURES)[number], string> = {
  visitors: 'visitors',
  pageviews: 'pageviews',
  leads: 'leads',
  orders: 'orders',
  revenueCents: `revenue_${CURRENCY}`,
  conversionRate: 'conversion_rate',
}

const cents = (revenue: Summary['totals']['revenue']) =>
  revenue.find((r) => r.currency === CURRENCY)?.cents ?? 0
const money = (value: number | undefined) => (value === undefined ? undefined : (value / 100).toFixed(2))

/** The summary as CSV text (header row first); amounts only when `revenue`. */
export function summaryCsv(summary: Summary, { revenue }: { revenue: boolean }): string {
  const figures = FIGURES.filter((f) => revenue || f !== 'revenueCents')
  const cells = (f: Figures) =>
    figures.map((name) => (name === 'revenueCents' ? money(f.revenueCents) : f[name]))
  const row = (section: string, names: Names, now: Figures, before?: Figures) => [
    section,
    ...NAMES.map((n) => names[n]),
    ...cells(now),
    ...(before ? cells(before) : figures.map(() => undefined)),
  ]
  const totals = (t: Summary['totals']) => ({
    ...t,
    revenueCents: cents(t.revenue),
    conversionRate: t.visitors ? t.leads / t.visitors : null,
  })
  return toCsv([
    ['section', ...NAMES, ...figures.map((f) => HEADERS[f]), ...figures.map((f) => `previous_${HEADERS[f]}`)],
    row(
      'total',
      { date: `${summary.from}/${summary.to}` },
      totals(summary.totals),
      totals(summary.previous.totals),
    ),
    ...summary.days.map(({ date, ...day }) => row('day', { date }, day)),
    ...summary.pages.map(({ path, previous, ...page }) => row('page', { path }, page, previous)),
    ...summary.campaigns.map(({ source, medium, campaign, previous, ...c }) =>
      row('campaign', { source, medium, campaign }, c, previous),
    ),
    ...summary.referrers.map(({ host, visitors }) => row('referrer', { referrer: host }, { visitors })),
    ...summary.devices.map(({ device, visitors }) => row('device', { device }, { visitors })),
  ])
}

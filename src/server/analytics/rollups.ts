/**
 * The rollups of `analytics_daily` (./store.ts): per dimension the summary groups by
 * (./figures.ts), a daily table keyed by `day` (YYYY-MM-DD) and the dimension's columns, and
 * but for days a monthly one keyed by `month` (YYYY-MM, the days' month) and the same columns,
 * with the `views` and `visitors` of the raw rows of that key summed. A visitor is counted once
 * a day, on the raw row of their first view, so each rollup's visitors sum to those of the raw
 * rows. The store writes the raw rows and every rollup in one transaction; the
 * `*_analytics_rollups` migrations make the tables and fill them from the raw rows.
 */
import type { DailyRow } from '@/contracts/analytics'

/** A dimension column of `analytics_daily`. */
export type Dimension = Exclude<keyof DailyRow, 'day' | 'views' | 'visitors'>

/** A stored table of counts: its name and its key columns after `day` (or `month` when `monthly`). */
export type CountTable = { table: string; columns: readonly Dimension[]; monthly?: true }

/** The raw rows, keyed by every dimension. */
export const RAW: CountTable = {
  table: 'analytics_daily',
  columns: ['path', 'referrer', 'source', 'medium', 'campaign', 'device'],
}

/** The rollups, by what the summary groups by. */
export const ROLLUPS = {
  day: { table: 'analytics_days', columns: [] },
  page: { table: 'analytics_pages', columns: ['path'] },
  campaign: { table: 'analytics_campaigns', columns: ['source', 'medium', 'campaign'] },
  referrer: { table: 'analytics_referrers', columns: ['referrer'] },
  device: { table: 'analytics_devices', columns: ['device'] },
} as const satisfies Record<string, CountTable>

/** The monthly rollups, by what the summary groups by (days are few enough as they are). */
export const MONTHLY_ROLLUPS = {
  page: { table: 'analytics_pages_monthly', columns: ['path'], monthly: true },
  campaign: {
    table: 'analytics_campaigns_monthly',
    columns: ['source', 'medium', 'campaign'],
    monthly: true,
  },
  referrer: { table: 'analytics_referrers_monthly', columns: ['referrer'], monthly: true },
  device: { table: 'analytics_devices_monthly', columns: ['device'], monthly: true },
} as const satisfies Record<string, CountTable>

/** Every table the counts are written to, raw rows first. */
export const COUNT_TABLES: readonly CountTable[] = [
  RAW,
  ...Object.values(ROLLUPS),
  ...Object.values(MONTHLY_ROLLUPS),
]

/** The first key column of `t`: `month` or `day`. */
export const periodColumn = (t: CountTable): 'month' | 'day' => (t.monthly ? 'month' : 'day')

/** The month (YYYY-MM) of a day (YYYY-MM-DD). */
export const monthOf = (day: string): string => day.slice(0, 7)

/** One row of a count table: its key values (day or month first, then `columns`) and its sums. */
export type KeyedCounts = { key: string[]; views: number; visitors: number }

/** `rows` summed by the key of `t`, ordered by key (the same order on every instance). */
export function sumByKey(t: CountTable, rows: readonly DailyRow[]): KeyedCounts[] {
  const sums = new Map<string, KeyedCounts>()
  for (const r of rows) {
    const key = [t.monthly ? monthOf(r.day) : r.day, ...t.columns.map((c) => r[c])]
    const id = key.join('\u0000')
    const sum = sums.get(id)
    if (sum) {
      sum.views += r.views
      sum.visitors += r.visitors
    } else sums.set(id, { key, views: r.views, visitors: r.visitors })
  }
  return [...sums.keys()].sort().map((id) => sums.get(id)!)
}

import type { ReactNode } from 'react'

import { CURRENCY } from '@/contracts/constants'
import type { Summary } from '@/server/analytics/summary'

import { DataTable } from './DataTable'
import { formatChange, formatMoney, formatRate } from './format'
import styles from './dashboard.module.css'

/** Rows shown in the pages and campaigns tables (the CSV export lists them all). */
export const TOP_ROWS = 10

type Props = { summary: Summary; showRevenue: boolean }

/** A cell of a figure with the previous period's beside it: "3 (was 1)". */
const Was = ({ now, before }: { now: ReactNode; before: ReactNode }) => (
  <td>
    {now} <span className={styles.was}>(was {before})</span>
  </td>
)

const cents = (revenue: Summary['totals']['revenue']) =>
  revenue.find((r) => r.currency === CURRENCY)?.cents ?? 0

/** A card of one total and its change from the previous period. */
function Total({
  label,
  now,
  before,
  days,
  shown,
}: {
  label: string
  now: number
  before: number
  days: number
  shown?: string
}) {
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{label}</h3>
      <p className={styles.big}>{shown ?? now}</p>
      <p className={styles.muted}>{formatChange(now, before, days)}</p>
    </div>
  )
}

/** The period's totals: visitors, page views, leads, paid orders and, for admins, revenue. */
export function TrafficTotals({ summary, showRevenue }: Props) {
  const now = summary.totals
  const before = summary.previous.totals
  const days = summary.days.length
  return (
    <div className={styles.grid} data-testid="traffic-totals">
      <Total label="Visitors" now={now.visitors} before={before.visitors} days={days} />
      <Total label="Page views" now={now.pageviews} before={before.pageviews} days={days} />
      <Total label="Leads" now={now.leads} before={before.leads} days={days} />
      <Total label="Paid orders" now={now.orders} before={before.orders} days={days} />
      {showRevenue && (
        <Total
          label="Revenue"
          now={cents(now.revenue)}
          before={cents(before.revenue)}
          days={days}
          shown={formatMoney(cents(now.revenue), CURRENCY)}
        />
      )}
    </div>
  )
}

/** A table of at most TOP_ROWS rows, or a sentence when there are none. */
function Top<T>({
  rows,
  empty,
  caption,
  head,
  row,
  testId,
}: {
  rows: T[]
  empty: string
  caption: string
  head: string[]
  row: (r: T) => ReactNode
  testId: string
}) {
  if (rows.length === 0) return <p className={styles.muted}>{empty}</p>
  const more = rows.length > TOP_ROWS ? ` (the first ${TOP_ROWS} of ${rows.length}; the CSV lists all)` : ''
  return (
    <DataTable caption={caption + more} head={head} testId={testId}>
      {rows.slice(0, TOP_ROWS).map(row)}
    </DataTable>
  )
}

/** Landing pages, most visitors first: visitors, page views, leads and conversion rate. */
export function PagesTable({ summary }: Props) {
  return (
    <Top
      rows={summary.pages}
      empty="No page views in this period."
      caption="Landing pages this period, (was …) the previous period"
      head={['Page', 'Visitors', 'Page views', 'Leads', 'Conversion rate']}
      testId="traffic-pages"
      row={(p) => (
        <tr key={p.path}>
          <th scope="row">{p.path}</th>
          <Was now={p.visitors} before={p.previous.visitors} />
          <Was now={p.pageviews} before={p.previous.pageviews} />
          <Was now={p.leads} before={p.previous.leads} />
          <Was now={formatRate(p.conversionRate)} before={formatRate(p.previous.conversionRate)} />
        </tr>
      )}
    />
  )
}

/** Campaigns: visitors → leads → paid orders → revenue (admins only), and the conversion rate. */
export function CampaignsTable({ summary, showRevenue }: Props) {
  const head = [
    'Campaign',
    'Visitors',
    'Leads',
    'Paid orders',
    ...(showRevenue ? ['Revenue'] : []),
    'Conversion rate',
  ]
  return (
    <Top
      rows={summary.campaigns}
      empty="No campaign visitors, leads or orders in this period."
      caption="Campaigns (source / medium) this period, (was …) the previous period"
      head={head}
      testId="traffic-campaigns"
      row={(c) => (
        <tr key={`${c.source}\u0000${c.medium}\u0000${c.campaign}`}>
          <th scope="row">
            {c.campaign || '(no name)'}{' '}
            <span className={styles.was}>
              {c.source || '(no source)'} / {c.medium || '(no medium)'}
            </span>
          </th>
          <Was now={c.visitors} before={c.previous.visitors} />
          <Was now={c.leads} before={c.previous.leads} />
          <Was now={c.orders} before={c.previous.orders} />
          {showRevenue && (
            <Was
              now={formatMoney(c.revenueCents, CURRENCY)}
              before={formatMoney(c.previous.revenueCents, CURRENCY)}
            />
          )}
          <Was now={formatRate(c.conversionRate)} before={formatRate(c.previous.conversionRate)} />
        </tr>
      )}
    />
  )
}

/** Visitors by referrer host or by device class, with their share of all visitors. */
export function SharesTable({
  rows,
  name,
  total,
  testId,
}: {
  rows: Array<{ key: string; visitors: number }>
  name: 'Referrer' | 'Device'
  total: number
  testId: string
}) {
  return (
    <Top
      rows={rows}
      empty="No visitors in this period."
      caption={`Visitors by ${name.toLowerCase()} this period`}
      head={[name, 'Visitors', 'Share']}
      testId={testId}
      row={(r) => (
        <tr key={r.key}>
          <th scope="row">{r.key}</th>
          <td>{r.visitors}</td>
          <td>{formatRate(total > 0 ? r.visitors / total : null)}</td>
        </tr>
      )}
    />
  )
}

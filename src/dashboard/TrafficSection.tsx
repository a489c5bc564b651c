import 'server-only'

import type { Payload } from 'payload'

import { localDate } from '@/lib/time-zone'
import { getSummary } from '@/server/analytics/summary'

import { trafficPeriod } from './periods'
import { TrafficChart } from './TrafficChart'
import { TrafficPeriodForm } from './TrafficPeriodForm'
import { CampaignsTable, PagesTable, SharesTable, TrafficTotals } from './TrafficTables'
import styles from './dashboard.module.css'

type Props = {
  payload: Payload
  /** The dashboard's query (Payload's `searchParams`), which chooses the period. */
  searchParams: Record<string, string | string[] | undefined> | undefined
  timeZone: string
  /** Whether amounts are rendered: admins only (an editor's browser never receives them). */
  showRevenue: boolean
}

/**
 * "Traffic and conversions" of the dashboard: the figures of `GET /api/analytics/summary`
 * (src/server/analytics/summary.ts) for the period the query chooses (./periods.ts), with the
 * previous period of the same length beside them.
 */
export async function TrafficSection({ payload, searchParams, timeZone, showRevenue }: Props) {
  const period = trafficPeriod(searchParams, localDate(new Date(), timeZone))
  const summary = await getSummary(payload, period.from, period.to)
  const props = { summary, showRevenue }
  const visitors = summary.totals.visitors
  const shares = [
    {
      name: 'Referrer' as const,
      testId: 'traffic-referrers',
      rows: summary.referrers.map((r) => ({ key: r.host, visitors: r.visitors })),
    },
    {
      name: 'Device' as const,
      testId: 'traffic-devices',
      rows: summary.devices.map((d) => ({ key: d.device, visitors: d.visitors })),
    },
  ]
  return (
    <section className={styles.dashboard} aria-labelledby="traffic-title">
      <h2 id="traffic-title" className={styles.title}>
        Traffic and conversions
      </h2>
      <TrafficPeriodForm period={period} action={payload.config.routes.admin} />
      <TrafficTotals {...props} />
      <div className={styles.grid}>
        <div className={`${styles.card} ${styles.full}`}>
          <h3 className={styles.cardTitle}>Visitors and page views per day</h3>
          <TrafficChart days={summary.days} timeZone={summary.timeZone} />
        </div>
        <div className={`${styles.card} ${styles.full}`}>
          <h3 className={styles.cardTitle}>Campaigns</h3>
          <CampaignsTable {...props} />
        </div>
        <div className={`${styles.card} ${styles.full}`}>
          <h3 className={styles.cardTitle}>Top pages</h3>
          <PagesTable {...props} />
        </div>
      </div>
      <div className={`${styles.grid} ${styles.pairs}`}>
        {shares.map(({ name, testId, rows }) => (
          <div className={styles.card} key={name}>
            <h3 className={styles.cardTitle}>{name}s</h3>
            <SharesTable name={name} testId={testId} total={visitors} rows={rows} />
          </div>
        ))}
      </div>
      <p className={styles.muted}>
        {summary.from} to {summary.to}, compared with {summary.previous.from} to {summary.previous.to}, days
        in the {summary.timeZone} time zone. Visitors over several days are the sum of each day&apos;s unique
        visitors; a page&apos;s or campaign&apos;s visitors are those whose first page that day was it. The
        conversion rate is leads / visitors; paid orders are completed orders. Counted on the server, without
        cookies; bots and prefetches are not counted.
      </p>
    </section>
  )
}

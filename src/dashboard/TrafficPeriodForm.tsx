import { SUMMARY_CSV_PATH } from '@/contracts/analytics'
import { isoDate } from '@/lib/day-range'

import { CUSTOM, TRAFFIC_DAYS, TRAFFIC_PARAMS, type TrafficPeriod } from './periods'
import styles from './dashboard.module.css'

/**
 * The traffic period's choice as a plain GET form to the dashboard (`?traffic=30`, or
 * `?traffic=custom&trafficFrom=…&trafficTo=…`, read by ./periods.ts `trafficPeriod`): it works
 * with JavaScript off. Beside it, the CSV of the period shown; under it, why the query asked
 * for was not followed, if it was not.
 */
export function TrafficPeriodForm({ period, action }: { period: TrafficPeriod; action: string }) {
  const from = isoDate(period.from)
  const to = isoDate(period.to)
  const csv = `${SUMMARY_CSV_PATH}?${new URLSearchParams({ from, to })}`
  return (
    <>
      <form method="get" action={action} className={styles.periodForm} aria-label="Traffic period">
        <label htmlFor="traffic-period">Period</label>
        <select id="traffic-period" name={TRAFFIC_PARAMS.days} defaultValue={String(period.preset ?? CUSTOM)}>
          {TRAFFIC_DAYS.map((days) => (
            <option key={days} value={days}>
              Last {days} days
            </option>
          ))}
          <option value={CUSTOM}>From and To below</option>
        </select>
        <label htmlFor="traffic-from">From</label>
        <input id="traffic-from" type="date" name={TRAFFIC_PARAMS.from} defaultValue={from} />
        <label htmlFor="traffic-to">To</label>
        <input id="traffic-to" type="date" name={TRAFFIC_PARAMS.to} defaultValue={to} />
        <button type="submit" className={styles.button}>
          Show
        </button>
        <a href={csv} download className={styles.button} data-testid="traffic-csv">
          Download CSV ({from} to {to})
        </a>
      </form>
      {period.problem && (
        <p role="status" className={styles.notice} data-testid="traffic-problem">
          {period.problem}
        </p>
      )}
    </>
  )
}

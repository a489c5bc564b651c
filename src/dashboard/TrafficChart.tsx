import type { DayFigures } from '@/server/analytics/figures'

import styles from './dashboard.module.css'

const WIDTH = 600
const HEIGHT = 160
const LABEL_SPACE = 20
const LEGEND_HEIGHT = 20
/** Dates under the bars: at most this many, evenly spaced. */
const AXIS_LABELS = 8

/** "2026-11-23" → "Nov 23" (the dates are already local to the site's time zone). */
const shortDate = (isoDay: string): string =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

/**
 * Visitors and page views per day as a server-rendered SVG bar chart (two bars a day: visitors,
 * then page views, on one scale), followed by the same numbers as a table (the chart is an image
 * to assistive technology; the table carries the data), as LeadsChart does for leads per week.
 */
export function TrafficChart({ days, timeZone }: { days: DayFigures[]; timeZone: string }) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.visitors, d.pageviews)))
  const slot = WIDTH / days.length
  const barWidth = (slot * 0.8) / 2
  const every = Math.ceil(days.length / AXIS_LABELS)
  const visitors = days.reduce((sum, d) => sum + d.visitors, 0)
  const pageviews = days.reduce((sum, d) => sum + d.pageviews, 0)
  const bar = (value: number, x: number, className: string | undefined) => {
    const height = Math.round((value / max) * (HEIGHT - LEGEND_HEIGHT))
    return <rect x={x} y={HEIGHT - height} width={barWidth} height={height} className={className} />
  }
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_SPACE}`}
        role="img"
        aria-label={`Bar chart: ${visitors} visitors and ${pageviews} page views over ${days.length} days; the table below lists each day.`}
      >
        <rect x={0} y={2} width={10} height={10} className={styles.bar} />
        <text x={14} y={11} className={styles.axis}>
          Visitors
        </text>
        <rect x={80} y={2} width={10} height={10} className={styles.barPrevious} />
        <text x={94} y={11} className={styles.axis}>
          Page views (max {max})
        </text>
        {days.map((d, i) => {
          const x = i * slot + slot * 0.1
          return (
            <g key={d.date}>
              {bar(d.visitors, x, styles.bar)}
              {bar(d.pageviews, x + barWidth, styles.barPrevious)}
              {i % every === 0 && (
                <text x={x + barWidth} y={HEIGHT + 14} textAnchor="middle" className={styles.axis}>
                  {shortDate(d.date)}
                </text>
              )}
            </g>
          )
        })}
      </svg>
      <figcaption>
        <details>
          <summary>Visitors and page views per day as a table</summary>
          <table className={styles.table} data-testid="traffic-days">
            <caption>Visitors, page views and leads per day, {timeZone}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Visitors</th>
                <th scope="col">Page views</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{d.date}</th>
                  <td>{d.visitors}</td>
                  <td>{d.pageviews}</td>
                  <td>{d.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  )
}

import type { WeekCount } from './queries'
import styles from './dashboard.module.css'

const WIDTH = 600
const HEIGHT = 160
const LABEL_SPACE = 20

/** "2026-11-23" → "Nov 23" (the dates are already local to the site's time zone). */
const shortDate = (isoDay: string): string =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

/**
 * Leads per week as a server-rendered SVG bar chart, followed by the same numbers as a table
 * (the chart is an image to assistive technology; the table carries the data).
 */
export function LeadsChart({ weeks, timeZone }: { weeks: WeekCount[]; timeZone: string }) {
  const max = Math.max(1, ...weeks.map((w) => w.leads))
  const slot = WIDTH / weeks.length
  const barWidth = slot * 0.6
  const total = weeks.reduce((sum, w) => sum + w.leads, 0)
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_SPACE}`}
        role="img"
        aria-label={`Bar chart: ${total} leads in the last ${weeks.length} weeks; the table below lists each week.`}
      >
        {weeks.map((w, i) => {
          const height = Math.round((w.leads / max) * (HEIGHT - 16))
          const x = i * slot + (slot - barWidth) / 2
          return (
            <g key={w.weekStart}>
              <rect x={x} y={HEIGHT - height} width={barWidth} height={height} className={styles.bar} />
              <text x={x + barWidth / 2} y={HEIGHT - height - 4} textAnchor="middle" className={styles.value}>
                {w.leads}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT + 14} textAnchor="middle" className={styles.axis}>
                {shortDate(w.weekStart)}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption>
        <details>
          <summary>Leads per week as a table</summary>
          <table className={styles.table}>
            <caption>Leads (not spam) per week starting Monday, {timeZone}</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.weekStart}>
                  <th scope="row">{w.weekStart}</th>
                  <td>{w.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  )
}

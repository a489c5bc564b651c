import type { DayFigures } from '@/server/analytics/figures'

import { ChartFigure, DataTable } from './DataTable'
import { shortDate } from './format'
import styles from './dashboard.module.css'

const WIDTH = 600
const HEIGHT = 160
const LABEL_SPACE = 20
const LEGEND_HEIGHT = 20
/** Dates under the bars: at most this many, evenly spaced. */
const AXIS_LABELS = 8

/**
 * Visitors and page views per day as a server-rendered SVG bar chart (two bars a day, on one
 * scale), followed by the same numbers and the day's leads as a table, as LeadsChart does for
 * leads per week.
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
  const table = (
    <DataTable
      caption={`Visitors, page views and leads per day, ${timeZone}`}
      head={['Day', 'Visitors', 'Page views', 'Leads']}
      testId="traffic-days"
    >
      {days.map((d) => (
        <tr key={d.date}>
          <th scope="row">{d.date}</th>
          <td>{d.visitors}</td>
          <td>{d.pageviews}</td>
          <td>{d.leads}</td>
        </tr>
      ))}
    </DataTable>
  )
  return (
    <ChartFigure
      label={`Bar chart: ${visitors} visitors and ${pageviews} page views over ${days.length} days; the table below lists each day.`}
      width={WIDTH}
      height={HEIGHT + LABEL_SPACE}
      summary="Visitors and page views per day as a table"
      table={table}
    >
      <rect x={0} y={2} width={10} height={10} className={styles.bar} />
      <text x={14} y={11} className={styles.axis}>
        Visitors
      </text>
      <rect x={80} y={2} width={10} height={10} className={styles.barPrevious} />
      <text x={94} y={11} className={styles.axis}>
        Page views (highest bar: {max})
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
    </ChartFigure>
  )
}

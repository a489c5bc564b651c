import { ChartFigure, DataTable } from './DataTable'
import { shortDate } from './format'
import type { WeekCount } from './queries'
import styles from './dashboard.module.css'

const WIDTH = 600
const HEIGHT = 160
const LABEL_SPACE = 20

/**
 * Leads per week as a server-rendered SVG bar chart, followed by the same numbers as a table
 * (the chart is an image to assistive technology; the table carries the data).
 */
export function LeadsChart({ weeks, timeZone }: { weeks: WeekCount[]; timeZone: string }) {
  const max = Math.max(1, ...weeks.map((w) => w.leads))
  const slot = WIDTH / weeks.length
  const barWidth = slot * 0.6
  const total = weeks.reduce((sum, w) => sum + w.leads, 0)
  const table = (
    <DataTable caption={`Leads (not spam) per week starting Monday, ${timeZone}`} head={['Week of', 'Leads']}>
      {weeks.map((w) => (
        <tr key={w.weekStart}>
          <th scope="row">{w.weekStart}</th>
          <td>{w.leads}</td>
        </tr>
      ))}
    </DataTable>
  )
  return (
    <ChartFigure
      label={`Bar chart: ${total} leads in the last ${weeks.length} weeks; the table below lists each week.`}
      width={WIDTH}
      height={HEIGHT + LABEL_SPACE}
      summary="Leads per week as a table"
      table={table}
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
    </ChartFigure>
  )
}

import { DataTable } from './DataTable'
import { attributionInboxUrl } from './links'
import type { SourceCount } from './lead-sources'
import styles from './dashboard.module.css'

const WIDTH = 600
const LABEL_WIDTH = 190
const VALUE_SPACE = 36
const LEGEND_HEIGHT = 24
const ROW_HEIGHT = 34
const BAR_HEIGHT = 11
const LABEL_CHARS = 28

/** A long name cut for the chart's label (the table below shows it whole). */
const short = (name: string) => (name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1)}…` : name)

type Props = {
  /** `campaign` or `landingPage`: what the rows are, and the inbox filter of their links. */
  dimension: 'campaign' | 'landingPage'
  rows: SourceCount[]
  months: { current: string; previous: string }
  timeZone: string
}

const NOUN = { campaign: 'campaign', landingPage: 'landing page' } as const
const NONE = { campaign: 'No campaign', landingPage: 'No landing page' } as const

/**
 * Leads by campaign or by landing page as a server-rendered SVG chart (two bars a row: this
 * month, then last month), followed by the same numbers as a table whose names link to the
 * inbox filtered by them. The chart is an image to assistive technology; the table carries
 * the data.
 */
export function LeadSourcesChart({ dimension, rows, months, timeZone }: Props) {
  const noun = NOUN[dimension]
  if (rows.length === 0)
    return (
      <p className={styles.muted}>
        No leads in {months.previous} or {months.current} yet.
      </p>
    )
  const max = Math.max(1, ...rows.flatMap((r) => [r.thisMonth, r.lastMonth]))
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_SPACE
  const height = LEGEND_HEIGHT + rows.length * ROW_HEIGHT
  const total = rows.reduce((sum, r) => sum + r.thisMonth, 0)
  const bar = (value: number, y: number, className: string | undefined) => {
    const width = Math.round((value / max) * barSpace)
    return (
      <>
        <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} className={className} />
        <text x={LABEL_WIDTH + width + 4} y={y + BAR_HEIGHT - 1} className={styles.value}>
          {value}
        </text>
      </>
    )
  }
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.sourcesChart}
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={`Bar chart: ${total} leads this month across the ${rows.length} ${noun}s shown, each next to last month; the table below lists them.`}
      >
        <rect x={LABEL_WIDTH} y={4} width={10} height={10} className={styles.bar} />
        <text x={LABEL_WIDTH + 14} y={13} className={styles.axis}>
          This month ({months.current})
        </text>
        <rect x={LABEL_WIDTH + 170} y={4} width={10} height={10} className={styles.barPrevious} />
        <text x={LABEL_WIDTH + 184} y={13} className={styles.axis}>
          Last month ({months.previous})
        </text>
        {rows.map((r, i) => {
          const y = LEGEND_HEIGHT + i * ROW_HEIGHT
          return (
            <g key={r.name ?? ''}>
              <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT + 4} textAnchor="end" className={styles.axis}>
                {short(r.name ?? NONE[dimension])}
              </text>
              {bar(r.thisMonth, y, styles.bar)}
              {bar(r.lastMonth, y + BAR_HEIGHT + 2, styles.barPrevious)}
            </g>
          )
        })}
      </svg>
      <figcaption>
        <DataTable
          caption={`Leads (not spam) by ${noun}, months in the ${timeZone} time zone`}
          head={[
            noun[0]!.toUpperCase() + noun.slice(1),
            `This month (${months.current})`,
            `Last month (${months.previous})`,
          ]}
          testId={`leads-by-${dimension}`}
        >
          {rows.map((r) => (
            <tr key={r.name ?? ''}>
              <th scope="row">
                <a href={attributionInboxUrl(dimension, r.name)}>{r.name ?? NONE[dimension]}</a>
              </th>
              <td>{r.thisMonth}</td>
              <td>{r.lastMonth}</td>
            </tr>
          ))}
        </DataTable>
      </figcaption>
    </figure>
  )
}

import type { ReactNode } from 'react'

import styles from './dashboard.module.css'

/** A dashboard table: its caption, one header row of `head` (column headers), then `children` rows. */
export function DataTable({
  caption,
  head,
  testId,
  children,
}: {
  caption: ReactNode
  head: ReactNode[]
  testId?: string
  children: ReactNode
}) {
  return (
    <table className={styles.table} data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th scope="col" key={i}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/**
 * A server-rendered SVG chart (`children`, in a `viewBox` of `width` × `height`) followed by the
 * same numbers as a table under a disclosure named `summary`: the chart is an image to
 * assistive technology, named `label`; the table carries the data.
 */
export function ChartFigure({
  label,
  width,
  height,
  summary,
  table,
  children,
}: {
  label: string
  width: number
  height: number
  summary: string
  table: ReactNode
  children: ReactNode
}) {
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        {children}
      </svg>
      <figcaption>
        <details>
          <summary>{summary}</summary>
          {table}
        </details>
      </figcaption>
    </figure>
  )
}

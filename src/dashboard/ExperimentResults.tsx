/**
 * The results of one experiment as the dashboard shows them (docs/content.md "Reading the
 * results"): a table per experiment, one row per variant (visitors, leads, conversion rate,
 * uplift against the control with its 95% interval, probability of beating the control, whether
 * it has the minimum sample), then in text the winner or what is still needed, and the sample
 * ratio warning. Plain server-rendered HTML; the same figures as
 * `GET /api/analytics/experiments/{pageId}`.
 */
import type { ExperimentFigures } from '@/lib/experiments/results'

import { DataTable } from './DataTable'
import { formatRate } from './format'
import styles from './dashboard.module.css'

const signed = (x: number) => `${x > 0 ? '+' : ''}${Math.round(x * 1000) / 10}%`

/** What the text under the table says of the winner. */
export function verdictOf(figures: ExperimentFigures): string {
  const label = (key: string) => figures.variants.find((v) => v.key === key)?.label ?? key
  if (figures.winner) return `Winner: ${label(figures.winner)}.`
  const { visitors, leads } = figures.needs
  if (visitors > 0 || leads > 0) {
    const more = [visitors > 0 && `${visitors} more visitors`, leads > 0 && `${leads} more leads`]
      .filter(Boolean)
      .join(' and ')
    return `No winner yet: needs ${more} per variant (minimum ${figures.minimumSample.visitors} visitors and ${figures.minimumSample.leads} leads each).`
  }
  return 'No winner yet: no variant is 95% likely to beat the control, nor the control 95% likely to beat them all.'
}

/** The results table and its notes for one experiment. */
export function ExperimentResults({ figures }: { figures: ExperimentFigures }) {
  return (
    <div className={styles.card} data-testid={`experiment-${figures.id}`}>
      <DataTable
        caption={`${figures.name || 'Experiment'} (${figures.status})`}
        head={[
          'Variant',
          'Visitors',
          'Leads',
          'Conversion rate',
          'Uplift vs control (95% interval)',
          'Chance to beat control',
          'Minimum sample',
        ]}
      >
        {figures.variants.map((v) => (
          <tr key={v.key}>
            <th scope="row">{v.label}</th>
            <td>{v.visitors}</td>
            <td>{v.leads}</td>
            <td>{formatRate(v.visitors ? v.conversionRate : null)}</td>
            <td>
              {v.uplift
                ? `${signed(v.uplift.median)} (${signed(v.uplift.low)} to ${signed(v.uplift.high)})`
                : 'control'}
            </td>
            <td>{v.probabilityToBeatControl === null ? '—' : formatRate(v.probabilityToBeatControl)}</td>
            <td>{v.enoughData ? 'reached' : 'not yet'}</td>
          </tr>
        ))}
      </DataTable>
      <p>{verdictOf(figures)}</p>
      {figures.srm.mismatch ? (
        <p role="alert">
          Warning: the visitors are not split as the weights say (sample ratio mismatch, p ={' '}
          {figures.srm.pValue.toPrecision(2)}). Assignment may be broken: do not trust these results until it
          is fixed.
        </p>
      ) : null}
    </div>
  )
}

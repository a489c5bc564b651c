import 'server-only'

import type { Payload } from 'payload'

import { pageExperimentFigures, pagesWithExperiments } from '@/server/analytics/experiment-results'

import { ExperimentResults } from './ExperimentResults'
import styles from './dashboard.module.css'

/**
 * "Experiments" of the dashboard: per landing page with experiments, the results of each
 * (./ExperimentResults.tsx), current first, over every day of each experiment. Nothing when no
 * page has one.
 */
export async function ExperimentsSection({ payload }: { payload: Payload }) {
  const pages = await pagesWithExperiments(payload)
  if (pages.length === 0) return null
  const sections = await Promise.all(
    pages.map(async (page) => ({ ...page, figures: await pageExperimentFigures(payload, page.id, null) })),
  )
  return (
    <section className={styles.dashboard} aria-labelledby="experiments-title">
      <h2 id="experiments-title" className={styles.title}>
        Experiments
      </h2>
      {sections.map((page) => (
        <section key={page.id} aria-labelledby={`experiments-page-${page.id}`}>
          <h3 id={`experiments-page-${page.id}`} className={styles.cardTitle}>
            {page.title}
          </h3>
          <div className={styles.grid}>
            {page.figures.map((figures) => (
              <ExperimentResults key={figures.id} figures={figures} />
            ))}
          </div>
        </section>
      ))}
      <p className={styles.muted}>
        Visitors are the unique visitors shown each variant per day, summed over the days; leads are messages
        sent from the page&apos;s forms by visitors holding that variant. The chance to beat the control and
        the uplift interval come from Beta-Binomial posteriors (docs: &quot;Reading the results&quot;).
      </p>
    </section>
  )
}

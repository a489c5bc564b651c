import 'server-only'

/**
 * The dashboard's list of scheduled publishes, unpublishes, releases and promotion starts and
 * ends (./scheduled.ts): a table of
 * the document (linked to its edit view), its collection, the change and when it is due in the
 * site's time zone. Server-rendered: it needs no JavaScript.
 */
import type { Payload } from 'payload'

import { getScheduledChanges, SCHEDULE_DAYS, type ScheduledChange } from './scheduled'
import styles from './dashboard.module.css'

const ACTION_LABELS: Record<ScheduledChange['action'], string> = {
  publish: 'Publish',
  unpublish: 'Unpublish',
  release: 'Publish release',
  'promotion-start': 'Promotion starts',
  'promotion-end': 'Promotion ends',
}

/** `iso` as a date and time in `timeZone` ("Tue, Dec 1, 2026, 9:30 AM"). */
function formatWhen(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))
}

/** Server component: the schedules due within SCHEDULE_DAYS days. */
export async function ScheduledChanges({ payload, timeZone }: { payload: Payload; timeZone: string }) {
  const changes = await getScheduledChanges(payload)
  const title = `Scheduled in the next ${SCHEDULE_DAYS} days`
  return (
    <div className={styles.grid}>
      <section
        className={`${styles.card} ${styles.wide}`}
        aria-labelledby="scheduled-title"
        data-testid="scheduled-changes"
      >
        <h3 id="scheduled-title" className={styles.cardTitle}>
          {title}
        </h3>
        {changes.length === 0 ? (
          <p className={styles.muted}>
            Nothing is scheduled. Schedule a publish or unpublish from a document&apos;s Publish menu, or give
            a release a time.
          </p>
        ) : (
          <table className={styles.table}>
            <caption className={styles.muted}>
              Times in the {timeZone} time zone (Settings → Time zone).
            </caption>
            <thead>
              <tr>
                <th scope="col">Document</th>
                <th scope="col">Collection</th>
                <th scope="col">Change</th>
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={String(change.jobId)}>
                  <th scope="row">
                    <a href={change.editUrl}>{change.title}</a>
                  </th>
                  <td>{change.collectionLabel}</td>
                  <td>{ACTION_LABELS[change.action]}</td>
                  <td>
                    <time dateTime={change.at}>{formatWhen(change.at, timeZone)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}

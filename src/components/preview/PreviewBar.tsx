import { getEnv } from '@/env'

import { LazyRefreshOnSave } from './LazyRefreshOnSave.client'
import styles from './preview-bar.module.css'

/**
 * Shown instead of nothing while an admin/editor previews drafts: says so, offers
 * the way out, and keeps the page in step with the admin. Never rendered for visitors.
 */
export function PreviewBar() {
  return (
    <div className={styles.bar} role="status">
      Preview: unpublished drafts are shown.{' '}
      {/* A route handler, not a page: a full request clears the draft-mode cookie. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/preview/exit?path=/" className={styles.link}>
        Exit preview
      </a>
      <LazyRefreshOnSave serverURL={getEnv().SERVER_URL} />
    </div>
  )
}

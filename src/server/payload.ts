import 'server-only'

/**
 * The one way Next.js server code gets the Payload instance (pages' reads, route handlers,
 * server actions). Payload keeps one instance per process; this module only chooses whether
 * the call may start the jobs autoRun cron.
 *
 * - `getServerPayload()` (the default, for code that serves a request) starts the cron, so
 *   queued and retried notification mail is sent even when no admin page was opened.
 * - `getServerPayload({ cron: false })` is for reads that also run during `next build`
 *   (static pages): a build process must not pick up and send queued mail.
 *
 * CLI scripts call it too, without the cron (`withPayload` in scripts/lib.ts).
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { getEnv } from '@/env'
import { readShared } from '@/infra/shared-state'
import { loadRedirectTable } from '@/redirects/load'
import { loadExperimentTable } from '@/collections/Experiments/load'

import { shareAnalyticsStore } from './analytics/store'
import { shareDocumentLookup } from './document-lookup'

/** Set once the serving process has started loading the editor-made redirects. */
let redirectsLoading: Promise<unknown> | undefined
/** Set once this bundle began handing the traffic-count store to the site's server. */
let analyticsSharing: Promise<void> | undefined

/**
 * The process's Payload instance; `cron` (default true) also starts the jobs autoRun cron, and
 * the first such call loads the redirects the HTTP server answers (src/redirects/load.ts) and
 * hands the proxy its document lookup (src/server/document-lookup.ts). The first call of the
 * process, with or without the cron, hands the site's server the store of its traffic counts
 * (src/server/analytics/store.ts; none with ANALYTICS=off).
 *
 * Why here and not in Next's instrumentation hook: Payload keeps the first instance made in the
 * process, with the classes of the bundle that made it. Made from the instrumentation bundle,
 * its errors fail the `instanceof` checks of the route bundles (validation errors lose their
 * field paths in REST answers).
 */
export async function getServerPayload({ cron = true }: { cron?: boolean } = {}): Promise<Payload> {
  const payload = await getPayload({ config, cron })
  const env = getEnv()
  if (env.ANALYTICS === 'on' && !readShared('analyticsStore') && !analyticsSharing)
    analyticsSharing = shareAnalyticsStore(payload, env.ANALYTICS_RETENTION_MONTHS)
  if (cron && !redirectsLoading) {
    shareDocumentLookup(payload)
    redirectsLoading = loadRedirectTable(payload).catch((error: Error) => {
      redirectsLoading = undefined
      payload.logger.error(`Loading redirects failed: ${error.message}`)
    })
    void loadExperimentTable(payload).catch((error: Error) =>
      payload.logger.error(`Loading experiments failed: ${error.message}`),
    )
  }
  return payload
}

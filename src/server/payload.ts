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

/** The process's Payload instance; `cron` (default true) also starts the jobs autoRun cron. */
export const getServerPayload = ({ cron = true }: { cron?: boolean } = {}): Promise<Payload> =>
  getPayload({ config, cron })

/**
 * Sends queued notification mail right after a response through one in-process
 * drain loop: however many messages arrive at once, a single runner works through the
 * queue (NOTIFY_BATCH jobs at a time), so mail jobs do not compete with new messages for
 * the database's write lock. A request arriving while the loop runs only asks for one
 * more pass. Failures are logged; failed jobs wait for their retry (autoRun cron).
 */
import type { Payload } from 'payload'

import { NOTIFY_TASK } from '@/mail/notify-contact'
import { ORDER_MAIL_TASK } from '@/mail/notify-order'

/** Mail tasks this loop drains: contact notifications and completed orders. */
const MAIL_TASKS = [NOTIFY_TASK, ORDER_MAIL_TASK]

/** Jobs run in parallel per pass (each is one SMTP delivery). */
const NOTIFY_BATCH = 10

let running: Promise<void> | null = null
let again = false

async function drain(payload: Payload): Promise<void> {
  try {
    while (again) {
      again = false
      const result = await payload.jobs.run({
        limit: NOTIFY_BATCH,
        where: { taskSlug: { in: MAIL_TASKS } },
        silent: true,
      })
      // A full batch means more may be waiting: take another pass.
      if (!result.noJobsRemaining && Object.keys(result.jobStatus ?? {}).length >= NOTIFY_BATCH) again = true
    }
  } catch (error) {
    payload.logger.warn(`Contact notifications deferred to the job cron: ${(error as Error).message}`)
  } finally {
    running = null
    // Asked for another pass after the last check: start it rather than leave it to the cron.
    if (again) void runNotifications(payload)
  }
}

/** Runs the queued notification jobs now (resolves when this pass is done). */
export function runNotifications(payload: Payload): Promise<void> {
  again = true
  running ??= drain(payload)
  return running
}

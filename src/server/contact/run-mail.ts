/**
 * Runs the notification job of one message right away (called after the response).
 * A failure is only logged: the job stays queued and the autoRun cron retries it.
 */
import type { Payload } from 'payload'

export async function runNotification(payload: Payload, jobId: number | string | null): Promise<void> {
  if (jobId === null) return
  try {
    await payload.jobs.runByID({ id: jobId, silent: true })
  } catch (error) {
    payload.logger.warn(`Notification job ${jobId} deferred: ${(error as Error).message}`)
  }
}

/**
 * Jobs a killed process left behind (found by `npm run bench:faults`): Payload marks
 * a job `processing` when a runner takes it and clears the flag when the run ends; a process
 * killed in between (SIGKILL, power loss, OOM) leaves the flag set, and Payload never runs
 * such a job again, so its mail would be lost. A job still `processing` STALE_JOB_MS after its
 * last update is released to the queue. The threshold is far above one run (a mail job gives
 * up within SMTP's 10 s connect + 20 s socket time-outs), so a job another instance is
 * running now is left alone. A mail sent just before the kill may go out twice: at least once
 * is the promise (the task skips messages already recorded as sent).
 */
import type { Payload } from 'payload'

/** How long after its last update a `processing` job counts as abandoned (ms). */
export const STALE_JOB_MS = 10 * 60_000

/** Clears `processing` on abandoned jobs; resolves with how many were released. */
export async function releaseStaleJobs(payload: Payload, now = Date.now()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now - STALE_JOB_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length) payload.logger.warn(`Released ${docs.length} job(s) left processing by a stopped process.`)
  return docs.length
}

/**
 * Jobs a killed process left behind: Payload marks a job `processing` when a runner takes it
 * and clears the flag when the run ends; a process killed in between (SIGKILL, power loss, OOM)
 * leaves the flag set, and Payload never runs such a job again, so its mail would be lost.
 *
 * Called only by the queue runner while it holds the queue lock (src/mail/run-mail.ts): every
 * runner of every instance takes that lock, so no other runner is working on a job then. The
 * age threshold is a second guard, for a runner that lost its lock's connection mid-pass or an
 * older instance during a rolling deploy that runs unlocked: STALE_JOB_MS is far above one
 * run (a mail job gives up within SMTP's 10 s connect + 10 s greeting + 20 s socket time-outs).
 * A released job whose mail already went out sends nothing again (src/mail/deliver-once.ts).
 */
import type { Payload } from 'payload'

/** How long after its last update a `processing` job counts as abandoned (ms). */
export const STALE_JOB_MS = 2 * 60_000

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

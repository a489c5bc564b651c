/**
 * The mail queue's one runner, used right after a response (a contact message, a paid order)
 * and by the jobs cron every minute (payload.config.ts): exactly one pass runs at a time,
 * in this process and across every instance on the same database.
 *
 * Why a lock: Payload's job claiming reads the runnable jobs and then marks them `processing`
 * in separate statements, so two runners at once can take and send the same job. Here:
 * - in this process, one drain loop per Payload instance; a call while it runs only asks for
 *   one more pass (and resolves when the loop ends);
 * - on PostgreSQL, each pass holds the advisory lock QUEUE_LOCK on a dedicated connection
 *   (src/infra/advisory-lock.ts). An instance that finds it taken returns at once: the holder
 *   keeps draining until no job is left, then, after unlocking, looks once more for runnable
 *   jobs and takes another pass (or leaves them to the instance that took the lock meanwhile).
 *   A job committed before a runner found the lock taken is therefore always seen by a pass
 *   that starts after it, without polling. SQLite (one process) needs the in-process part only.
 *
 * A pass first releases jobs a killed process left `processing` (release-stale.ts: safe only
 * under the lock), then runs batches of QUEUE_BATCH jobs in parallel (each one SMTP delivery)
 * until none is runnable. Failures are logged; a failed job waits for its retry (backoff),
 * which the cron's pass picks up.
 */
import type { Payload, Where } from 'payload'

import { type HeldLock, lockKey, postgresPool, tryAdvisoryLock } from '@/infra/advisory-lock'

import { releaseStaleJobs } from './release-stale'

/** The queue every job of this site is in (Payload's default). */
const QUEUE = 'default'

/** Jobs run in parallel per batch. */
const QUEUE_BATCH = 10

/** Advisory lock key of the job queue (per database). */
export const QUEUE_LOCK = lockKey('agency-site/job-queue')

type RunnerState = { running: Promise<void> | null; again: boolean }

/** Per Payload instance (tests run two on one database in one process, as two instances would). */
const states = new WeakMap<Payload, RunnerState>()

/** Jobs a pass would take now: the conditions of Payload's runJobs. */
function runnableJobs(): Where {
  return {
    and: [
      { queue: { equals: QUEUE } },
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      { processing: { equals: false } },
      { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: new Date().toISOString() } }] },
    ],
  }
}

async function hasRunnableJobs(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: runnableJobs(),
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** One pass holding the queue lock; 'busy' when another session holds it. */
async function lockedPass(payload: Payload): Promise<'done' | 'busy'> {
  const pool = postgresPool(payload.db)
  let lock: HeldLock | null = null
  if (pool) {
    lock = await tryAdvisoryLock(pool, QUEUE_LOCK)
    if (!lock) return 'busy'
  }
  try {
    await releaseStaleJobs(payload).catch((error: Error) =>
      payload.logger.warn(`Releasing stale jobs failed: ${error.message}`),
    )
    // A lost lock connection means another instance may take the lock: claim nothing more.
    while (!lock?.lost) {
      const result = await payload.jobs.run({ queue: QUEUE, limit: QUEUE_BATCH, silent: true })
      if (result.noJobsRemaining) break
    }
  } finally {
    await lock?.release()
  }
  return 'done'
}

async function drain(payload: Payload, state: RunnerState): Promise<void> {
  try {
    while (state.again) {
      state.again = false
      if ((await lockedPass(payload)) === 'busy') break
      // Queued between the last claim and the unlock: the holder's duty (see the module comment).
      if (await hasRunnableJobs(payload)) state.again = true
    }
  } catch (error) {
    // Left to the cron's next pass rather than retried at once (a database outage would spin).
    state.again = false
    payload.logger.warn(`Mail queue deferred to the job cron: ${(error as Error).message}`)
  } finally {
    state.running = null
    // Asked for another pass after the last check: start it rather than leave it to the cron.
    if (state.again) void runNotifications(payload)
  }
}

/**
 * Runs the queued jobs now (resolves when this process's drain loop ends; at once when another
 * instance holds the queue lock, which then sends them). Never rejects: failures are logged.
 */
export function runNotifications(payload: Payload): Promise<void> {
  let state = states.get(payload)
  if (!state) states.set(payload, (state = { running: null, again: false }))
  state.again = true
  state.running ??= drain(payload, state)
  return state.running
}

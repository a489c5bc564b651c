/**
 * Jobs left `processing` by a killed process: released to the queue after
 * STALE_JOB_MS, so their mail still goes out; a job being run now is left alone.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NOTIFY_TASK, releaseStaleJobs, STALE_JOB_MS } from '@/mail'

import { migratedPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(async () => {
  await payload.destroy()
})

/** A queued mail job marked as taken by a runner, last updated `ageMs` ago. */
async function processingJob(ageMs: number): Promise<number | string> {
  const job = await payload.jobs.queue({ task: NOTIFY_TASK, input: { messageId: 1 } })
  await payload.db.updateOne({
    collection: 'payload-jobs',
    id: job.id,
    data: { processing: true, updatedAt: new Date(Date.now() - ageMs).toISOString() },
  })
  return job.id
}

const isProcessing = async (id: number | string) =>
  (await payload.findByID({ collection: 'payload-jobs', id, depth: 0 })).processing

describe('releaseStaleJobs', () => {
  it('releases a job left processing longer than STALE_JOB_MS, not one taken just now', async () => {
    const abandoned = await processingJob(STALE_JOB_MS + 60_000)
    const running = await processingJob(1_000)
    expect(await isProcessing(abandoned)).toBe(true)
    expect(await releaseStaleJobs(payload)).toBe(1)
    expect(await isProcessing(abandoned)).toBe(false)
    expect(await isProcessing(running)).toBe(true)
    expect(await releaseStaleJobs(payload)).toBe(0)
  })
})

/**
 * A mail job retried after a crash sends nothing again (src/mail/deliver-once.ts): the process
 * "dies" right after the SMTP server accepted the mail (every later write of the job fails, as
 * if the process had stopped), the job is left `processing`, released as stale and run again.
 * Also: the mail's Message-ID is derived from the job.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const smtpPort = await vi.hoisted(async () => {
  const { pickFreeSmtpPort } = await import('../helpers/smtp-sink')
  const port = await pickFreeSmtpPort()
  process.env.MAIL_FROM = 'Agency site <site@agency.example>'
  return port
})

import { RESET_MAIL_TASK, releaseStaleJobs, runNotifications, STALE_JOB_MS } from '@/mail'
import { deliveryMark } from '@/mail/deliver-once'

import { migratedPayload } from '../helpers/payload'
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'

let payload: Payload
let sink: SmtpSink

beforeAll(async () => {
  payload = await migratedPayload()
  sink = await startSmtpSink(smtpPort)
  await payload.create({
    collection: 'users',
    data: { email: 'owner@example.com', password: 'a-long-password-123' },
  })
})
afterAll(async () => {
  await sink.close()
  await payload.destroy()
})

const resetJobs = () =>
  payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: RESET_MAIL_TASK } },
    depth: 0,
    overrideAccess: true,
  })

/** Every write to one claimed job fails from now on, as after a crash of the process. */
function crashAfterClaim() {
  const db = payload.db
  const original = db.updateJobs.bind(db)
  return vi.spyOn(db, 'updateJobs').mockImplementation(async (args) => {
    if (args.id === undefined) return original(args)
    // Payload opened a transaction for this write; a dead process's would end with its connection.
    if (args.req?.transactionID) await db.rollbackTransaction(await args.req.transactionID)
    throw new Error('simulated crash')
  })
}

describe('a mail job retried after a crash', () => {
  it('is not mailed a second time once the SMTP server accepted it', async () => {
    await payload.forgotPassword({
      collection: 'users',
      data: { email: 'owner@example.com' },
      disableEmail: true,
    })
    const job = await payload.jobs.queue({ task: RESET_MAIL_TASK, input: { email: 'owner@example.com' } })

    const crash = crashAfterClaim()
    await runNotifications(payload)
    crash.mockRestore()
    expect(sink.mails).toHaveLength(1)
    const created = Date.parse(String(job.createdAt))
    expect(sink.mails[0]).toMatch(
      new RegExp(`^Message-ID: <password-reset-${job.id}-${created}@agency\\.example>`, 'mi'),
    )
    // The state a crash leaves: still `processing`, with the delivery recorded.
    const [left] = (await resetJobs()).docs
    expect(left).toMatchObject({ id: job.id, processing: true })
    expect(deliveryMark(left!)).toMatchObject({
      messageId: `<password-reset-${job.id}-${created}@agency.example>`,
    })

    // Released as stale, then run again: completed (and deleted) without a second mail.
    expect(await releaseStaleJobs(payload, Date.now() + STALE_JOB_MS + 1000)).toBe(1)
    await runNotifications(payload)
    expect((await resetJobs()).totalDocs).toBe(0)
    expect(sink.mails).toHaveLength(1)
  })
})

/**
 * forgot-password of `users` (src/collections/Users/forgot-password.ts): the same 200 whether
 * or not the account exists, no SMTP in the request (the mail server is down here: the
 * answer is still 200, never 500), the reset mail queued as a job and sent by the queue once
 * the mail server is back, with the stored token in its link.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Picked before the config reads SMTP_PORT; nothing listens there until the sink starts.
const smtpPort = await vi.hoisted(async () => (await import('../helpers/smtp-sink')).pickFreeSmtpPort())

import { RESET_MAIL_TASK } from '@/mail'

import { migratedPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { startSmtpSink } from '../helpers/smtp-sink'

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
  await payload.create({
    collection: 'users',
    data: { email: 'owner@example.com', password: 'a-long-password-123' },
  })
})
afterAll(async () => {
  await payload.destroy()
})

const forgot = (email: string) =>
  rest('/api/users/forgot-password', { method: 'POST', body: JSON.stringify({ email }) })

const queuedMails = async () =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: RESET_MAIL_TASK } },
      overrideAccess: true,
    })
  ).totalDocs

describe('forgot-password', () => {
  it('answers the same 200 for a known and an unknown account, with the mail server down', async () => {
    const known = await forgot('owner@example.com')
    const unknown = await forgot('nobody@example.com')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.json()).toEqual(await unknown.json())
    expect(await queuedMails()).toBe(1)
  })

  it('sends the queued mail with the stored token once the mail server is up', async () => {
    const sink = await startSmtpSink(smtpPort)
    try {
      await payload.jobs.run({ limit: 10 })
      const { docs } = await payload.find({
        collection: 'users',
        where: { email: { equals: 'owner@example.com' } },
        showHiddenFields: true,
      })
      const token = (docs[0] as { resetPasswordToken?: string }).resetPasswordToken
      expect(token).toMatch(/^[0-9a-f]{40}$/)
      expect(sink.mails).toHaveLength(1)
      expect(sink.mails[0]).toContain('To: owner@example.com')
      expect(sink.mails[0]!.replace(/=\r?\n/g, '')).toContain(`/admin/reset/${token}`)
    } finally {
      await sink.close()
    }
  })
})

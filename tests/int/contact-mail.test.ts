/**
 * Notification mail of a contact message: delivered to a local SMTP sink by the
 * job queue with visitor input escaped; with the SMTP server down the message is stored
 * and the mail goes out once the server is back.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const smtpPort = await vi.hoisted(async () => {
  // vi.hoisted runs before imports: the port is picked before the config reads SMTP_PORT.
  const { pickFreeSmtpPort } = await import('../helpers/smtp-sink')
  const port = await pickFreeSmtpPort()
  process.env.NOTIFY_EMAIL = 'inbox@agency.example'
  process.env.MAIL_FROM = 'Agency site <site@agency.example>'
  process.env.CONTACT_RATE_LIMIT = '0'
  return port
})

import { NOTIFY_TASK } from '@/mail'
import { handleSaveContact } from '@/server/contact/handle'

import { collectingDefer, contactRequest, VALID_CONTACT } from '../helpers/contact'
import { migratedPayload } from '../helpers/payload'
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'

let payload: Payload
let sink: SmtpSink | null = null

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(async () => {
  await sink?.close()
  await payload.destroy()
})

async function submit(fields: Record<string, string>) {
  const deferred = collectingDefer()
  const response = await handleSaveContact(contactRequest({ fields }), { payload, defer: deferred.defer })
  expect(response.status).toBe(200)
  const { docs } = await payload.find({
    collection: 'contact-messages',
    where: { subject: { equals: fields.subject } },
  })
  return { message: docs[0]!, runDeferred: () => Promise.all(deferred.tasks.map((t) => t())) }
}

const reload = (id: number) => payload.findByID({ collection: 'contact-messages', id })

describe('notification mail', () => {
  it('is sent after the response to NOTIFY_EMAIL, with visitor input escaped', async () => {
    sink = await startSmtpSink(smtpPort)
    const { message, runDeferred } = await submit({
      ...VALID_CONTACT,
      subject: 'Quote please',
      name: '<script>alert(1)</script> Ann',
    })
    expect(message.mailStatus).toBe('pending')
    expect(sink.mails).toHaveLength(0) // nothing was sent before the answer
    await runDeferred()
    expect(sink.mails).toHaveLength(1)
    const mail = sink.mails[0]!
    expect(mail).toMatch(/^To: inbox@agency\.example/m)
    expect(mail).toMatch(/^Reply-To: ann@example\.com/m)
    expect(mail).toMatch(/^Subject: Contact form: Quote please/m)
    // The same Message-ID on every attempt: derived from the message (src/mail/deliver-once.ts).
    const created = Date.parse(message.createdAt)
    expect(mail).toMatch(
      new RegExp(`^Message-ID: <contact-message-${message.id}-${created}@agency\\.example>`, 'mi'),
    )
    // The HTML part escapes visitor input (the text/plain part shows it verbatim, harmlessly).
    const html = mail.slice(mail.indexOf('Content-Type: text/html'))
    expect(html).toContain('&lt;script&gt;')
    expect(html).not.toContain('<script>')
    expect(await reload(message.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 1 })
    await sink.close()
    sink = null
  })

  it('survives an SMTP outage: stored at once, mailed once the server is back', async () => {
    await sink?.close()
    sink = null
    const { message, runDeferred } = await submit({ ...VALID_CONTACT, subject: 'Sent while SMTP is down' })
    await runDeferred() // connection refused: the job fails and is kept for a retry
    const failed = await reload(message.id)
    expect(failed).toMatchObject({ mailStatus: 'retrying', mailAttempts: 1, status: 'new' })
    expect(failed.mailError).toBeTruthy()

    sink = await startSmtpSink(smtpPort)
    // The retry is scheduled with a backoff; bring it forward instead of waiting.
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: NOTIFY_TASK } },
    })
    expect(jobs.docs).toHaveLength(1)
    await payload.update({
      collection: 'payload-jobs',
      id: jobs.docs[0]!.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    })
    await payload.jobs.run({ limit: 10 })
    expect(sink.mails).toHaveLength(1)
    expect(sink.mails[0]).toContain('Sent while SMTP is down')
    expect(await reload(message.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 2 })
  })
})

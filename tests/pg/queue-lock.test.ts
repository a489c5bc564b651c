/**
 * Two instances on one PostgreSQL database (two Payload instances with their own pools, as two
 * processes would have) running the mail queue at the same time: the advisory lock of
 * src/mail/run-mail.ts lets one pass run at a time, so every job runs once and every mail is
 * sent once; mail queued while the other instance holds the lock is sent by the holder's pass,
 * without the cron. PostgreSQL suite only (vitest.pg.config.mts).
 */
import config from '@payload-config'
import pg from 'pg'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const smtpPort = await vi.hoisted(async () => {
  const { pickFreeSmtpPort } = await import('../helpers/smtp-sink')
  const port = await pickFreeSmtpPort()
  process.env.NOTIFY_EMAIL = 'inbox@agency.example'
  process.env.MAIL_FROM = 'Agency site <site@agency.example>'
  return port
})

import { runNotifications } from '@/mail'

import { VALID_CONTACT } from '../helpers/contact'
import { migratedPayload } from '../helpers/payload'
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'

let a: Payload
let b: Payload
let sink: SmtpSink

beforeAll(async () => {
  a = await migratedPayload()
  b = await getPayload({ config, key: 'instance-b' })
  sink = await startSmtpSink(smtpPort)
})
afterAll(async () => {
  await sink.close()
  await b.destroy()
  await a.destroy()
})

/** Stores `count` messages (each queues its notification job); returns their subjects. */
async function storeMessages(tag: string, count: number): Promise<string[]> {
  const subjects = Array.from({ length: count }, (_, i) => `${tag}-${i}`)
  for (const subject of subjects)
    await a.create({ collection: 'contact-messages', data: { ...VALID_CONTACT, subject, status: 'new' } })
  return subjects
}

/** How many received mails carry each subject. */
const mailsPerSubject = (subjects: string[]) =>
  subjects.map((s) => sink.mails.filter((mail) => mail.includes(`Subject: Contact form: ${s}\r\n`)).length)

async function messages(tag: string) {
  const { docs } = await a.find({
    collection: 'contact-messages',
    where: { subject: { like: tag } },
    limit: 0,
    depth: 0,
  })
  return docs
}

/** Whether any session holds an advisory lock in this database (only the queue lock is used here). */
async function queueLockHeld(): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS held`,
    )
    return rows[0].held as boolean
  } finally {
    await client.end()
  }
}

describe('the mail queue on two instances', () => {
  it('runs each job once and sends each mail once when both run it at the same time', async () => {
    const subjects = await storeMessages('together', 30)
    await Promise.all([runNotifications(a), runNotifications(b), runNotifications(b), runNotifications(a)])
    expect(mailsPerSubject(subjects)).toEqual(subjects.map(() => 1))
    const stored = await messages('together')
    expect(stored.map((m) => [m.mailStatus, m.mailAttempts])).toEqual(subjects.map(() => ['sent', 1]))
    expect((await a.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs).toBe(0)
  })

  it("sends mail queued while the other instance holds the lock in the holder's pass", async () => {
    const first = await storeMessages('holder', 30)
    const pass = runNotifications(a)
    await vi.waitFor(async () => expect(await queueLockHeld()).toBe(true), { timeout: 10_000, interval: 5 })
    const later = await storeMessages('queued-meanwhile', 5)
    // b finds the lock taken and leaves its jobs to a's pass.
    await runNotifications(b)
    await pass
    expect(mailsPerSubject([...first, ...later])).toEqual([...first, ...later].map(() => 1))
    expect(await queueLockHeld()).toBe(false)
    expect((await a.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs).toBe(0)
  })
})

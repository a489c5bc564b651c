/** POST api/save_contact: anti-forgery, validation texts, size, storage, spam, rate limit. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.CONTACT_RATE_LIMIT = '3'
  process.env.CONTACT_MIN_FILL_MS = '3000'
})

import { handleSaveContact } from '@/server/contact/handle'
import { CONTACT_UNAVAILABLE_MESSAGE } from '@/server/contact/submit'
import { CONTACT_SUCCESS_MESSAGE, MAX_BODY_BYTES, REJECTED_FACTOR } from '@/contracts/contact'

import { collectingDefer, contactRequest, VALID_CONTACT } from '../helpers/contact'
import { migratedPayload } from '../helpers/payload'

let payload: Payload
let ipCounter = 0
/** A fresh sender per test keeps the rate limit out of tests about something else. */
const freshIp = () => `198.51.100.${++ipCounter}`

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(async () => {
  await payload.destroy()
})

const send = async (request: Request) => {
  const deferred = collectingDefer()
  const response = await handleSaveContact(request, { payload, defer: deferred.defer })
  return { response, body: await response.json(), deferred }
}

describe('anti-forgery', () => {
  it.each(['missing', 'wrong'] as const)(
    'answers 419 when the token is %s, storing nothing',
    async (xsrf) => {
      const before = await payload.count({ collection: 'contact-messages' })
      const { response, body } = await send(contactRequest({ xsrf, ip: freshIp() }))
      expect(response.status).toBe(419)
      expect(body).toEqual({ message: 'CSRF token mismatch.' })
      expect(await payload.count({ collection: 'contact-messages' })).toEqual(before)
    },
  )
})

describe('accepted messages', () => {
  it.each(['multipart', 'urlencoded', 'json'] as const)(
    'stores a %s message before answering 200',
    async (encoding) => {
      const subject = `Stored as ${encoding}`
      const { response, body, deferred } = await send(
        contactRequest({ encoding, fields: { ...VALID_CONTACT, subject }, ip: freshIp() }),
      )
      expect(response.status).toBe(200)
      expect(body).toEqual({ message: CONTACT_SUCCESS_MESSAGE })
      const { docs } = await payload.find({
        collection: 'contact-messages',
        where: { subject: { equals: subject } },
      })
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({
        ...VALID_CONTACT,
        subject,
        status: 'new',
        spam: false,
        mailStatus: 'pending',
        userAgent: 'vitest',
      })
      expect(docs[0]!.ipHash).toMatch(/^[0-9a-f]{32}$/)
      expect(docs[0]!.ipHash).not.toContain('198.51')
      expect(Date.now() - Date.parse(docs[0]!.receivedAt!)).toBeLessThan(60_000)
      expect(deferred.tasks).toHaveLength(1) // the notification runs after the response
      const jobs = await payload.find({
        collection: 'payload-jobs',
        where: { 'input.messageId': { equals: docs[0]!.id } },
      })
      expect(jobs.totalDocs).toBe(1)
    },
  )
})

describe('validation', () => {
  it('answers 422 with a text for every missing field', async () => {
    const { response, body } = await send(contactRequest({ fields: {}, ip: freshIp() }))
    expect(response.status).toBe(422)
    expect(body).toEqual({
      name: 'The name field is required.',
      email: 'The email field is required.',
      subject: 'The subject field is required.',
      phone_number: 'The phone number field is required.',
      message: 'The message field is required.',
    })
  })

  it.each([
    [{ email: 'not-an-address' }, 'email', 'The email must be a valid email address.'],
    [{ phone_number: '12345' }, 'phone_number', 'The phone number must contain 6 to 20 digits.'],
    [
      { phone_number: '555-CALL-NOW' },
      'phone_number',
      'The phone number may only contain digits, spaces, +, - and parentheses.',
    ],
    [{ name: 'x'.repeat(101) }, 'name', 'The name may not be greater than 100 characters.'],
    [{ message: '   ' }, 'message', 'The message field is required.'],
  ])('rejects %o', async (override, field, text) => {
    const { response, body } = await send(
      contactRequest({ fields: { ...VALID_CONTACT, ...override }, ip: freshIp() }),
    )
    expect(response.status).toBe(422)
    expect(body).toEqual({ [field]: text })
  })

  it('treats an unreadable JSON body as empty (422, not 5xx)', async () => {
    const { response } = await send(
      contactRequest({ rawBody: '{"name":', contentType: 'application/json', ip: freshIp() }),
    )
    expect(response.status).toBe(422)
  })

  it('answers 415 for other content types and 413 for a body over the limit', async () => {
    expect(
      (await send(contactRequest({ rawBody: 'hi', contentType: 'text/plain', ip: freshIp() }))).response
        .status,
    ).toBe(415)
    const huge = { ...VALID_CONTACT, message: 'x'.repeat(MAX_BODY_BYTES + 1) }
    const { response, body } = await send(contactRequest({ fields: huge, encoding: 'json', ip: freshIp() }))
    expect(response.status).toBe(413)
    expect(body).toHaveProperty('message')
  })
})

describe('spam', () => {
  it.each([
    ['a filled honeypot', () => ({ website: 'http://spam.example' })],
    // Timed when the test runs, not when the table is built (before the database is migrated).
    [
      'a filled honeypot on a form sent too fast',
      () => ({ website: 'x', form_started_at: String(Date.now() - 200) }),
    ],
  ])('answers 200 to %s, stores it as spam and queues no mail', async (_, extra) => {
    const subject = `Spam ${Math.random()}`
    const { response, body, deferred } = await send(
      contactRequest({ fields: { ...VALID_CONTACT, subject, ...extra() }, ip: freshIp() }),
    )
    expect(response.status).toBe(200)
    expect(body).toEqual({ message: CONTACT_SUCCESS_MESSAGE })
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { subject: { equals: subject } },
    })
    expect(docs[0]).toMatchObject({ spam: true, spamReason: 'honeypot', mailStatus: 'skipped' })
    expect(deferred.tasks).toHaveLength(0)
    const jobs = await payload.count({
      collection: 'payload-jobs',
      where: { 'input.messageId': { equals: docs[0]!.id } },
    })
    expect(jobs.totalDocs).toBe(0)
  })

  it('keeps a form sent 200 ms after it was shown as a lead to review, mailed', async () => {
    const subject = `Autofilled ${Math.random()}`
    const { response, deferred } = await send(
      contactRequest({
        fields: { ...VALID_CONTACT, subject, form_started_at: String(Date.now() - 200) },
        ip: freshIp(),
      }),
    )
    expect(response.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { subject: { equals: subject } },
    })
    expect(docs[0]).toMatchObject({
      spam: false,
      spamReason: null,
      review: 'to-review',
      mailStatus: 'pending',
    })
    expect(deferred.tasks).toHaveLength(1)
  })

  it('accepts a form filled slowly enough', async () => {
    const subject = `Human ${Math.random()}`
    await send(
      contactRequest({
        fields: { ...VALID_CONTACT, subject, form_started_at: String(Date.now() - 10_000) },
        ip: freshIp(),
      }),
    )
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { subject: { equals: subject } },
    })
    expect(docs[0]).toMatchObject({ spam: false, mailStatus: 'pending' })
  })
})

describe('rate limit', () => {
  it('answers 429 with Retry-After after CONTACT_RATE_LIMIT submissions from one IP, others still pass', async () => {
    const ip = freshIp()
    for (let i = 0; i < 3; i++) expect((await send(contactRequest({ ip }))).response.status).toBe(200)
    const { response, body } = await send(contactRequest({ ip }))
    expect(response.status).toBe(429)
    expect(body.message).toMatch(/Too many messages/)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await send(contactRequest({ ip: freshIp() }))).response.status).toBe(200)
  })

  it('does not count rejected posts toward the limit of messages: typos never lock a visitor out', async () => {
    const ip = freshIp()
    const typo = { ...VALID_CONTACT, email: 'ann@' }
    for (let i = 0; i < 5; i++)
      expect((await send(contactRequest({ ip, fields: typo }))).response.status).toBe(422)
    for (let i = 0; i < 3; i++) expect((await send(contactRequest({ ip }))).response.status).toBe(200)
    expect((await send(contactRequest({ ip }))).response.status).toBe(429)
  })

  it('limits rejected posts on their own, larger budget', async () => {
    const ip = freshIp()
    const garbage = { ...VALID_CONTACT, name: '' }
    for (let i = 0; i < 3 * REJECTED_FACTOR; i++)
      expect((await send(contactRequest({ ip, fields: garbage }))).response.status).toBe(422)
    const { response } = await send(contactRequest({ ip, fields: garbage }))
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await send(contactRequest({ ip: freshIp(), fields: garbage }))).response.status).toBe(422)
  })
})

describe('database unreachable, or a create it did not keep', () => {
  /** The error node-postgres raises while PostgreSQL restarts. */
  const shutdown = () =>
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
  /** What Payload answers when the connection dies at COMMIT: a document, though rolled back. */
  const rolledBack = async () => ({ id: 987_654_321 }) as never

  /**
   * Sends a message with `subject` while payload.create answers `faults` in turn (then works),
   * or always the first fault when `always`. Returns the answer, the creates tried and the
   * messages stored with `subject`.
   */
  async function sendDuring(subject: string, faults: Array<() => Promise<never>>, always = false) {
    const create = payload.create.bind(payload)
    const spy = vi.spyOn(payload, 'create')
    if (always) spy.mockImplementation(faults[0]!)
    else {
      for (const fault of faults) spy.mockImplementationOnce(fault)
      spy.mockImplementation(create)
    }
    try {
      const sent = await send(contactRequest({ fields: { ...VALID_CONTACT, subject }, ip: freshIp() }))
      const tries = spy.mock.calls.length
      spy.mockRestore()
      const stored = await payload.count({
        collection: 'contact-messages',
        where: { subject: { equals: subject } },
      })
      return { ...sent, tries, stored: stored.totalDocs }
    } finally {
      spy.mockRestore()
    }
  }

  it('waits for the database and stores the message once', async () => {
    const fault = () => Promise.reject(shutdown())
    const result = await sendDuring('Sent while the database restarted', [fault, fault])
    expect(result.response.status).toBe(200)
    expect(result.body).toEqual({ message: CONTACT_SUCCESS_MESSAGE })
    expect(result.tries).toBe(3)
    expect(result.stored).toBe(1)
  })

  it('answers 503 with Retry-After and stores nothing when it stays away past the window', async () => {
    const result = await sendDuring(
      'Sent while the database was away',
      [() => Promise.reject(shutdown())],
      true,
    )
    expect(result.response.status).toBe(503)
    expect(result.response.headers.get('retry-after')).toBe('60')
    expect(result.body).toEqual({ message: CONTACT_UNAVAILABLE_MESSAGE })
    expect(result.stored).toBe(0)
  })

  it('reads the message back and stores it again when the answered create left no row', async () => {
    const result = await sendDuring('Sent while the commit failed', [rolledBack])
    expect(result.response.status).toBe(200)
    expect(result.body).toEqual({ message: CONTACT_SUCCESS_MESSAGE })
    expect(result.tries).toBe(2)
    expect(result.stored).toBe(1)
  })
})

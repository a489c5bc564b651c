/**
 * Outgoing webhooks against a local receiver (tests/helpers/webhook-receiver.ts), through the
 * contact pipeline and the job queue's locked runner:
 * - every lead is delivered exactly once while the receiver is healthy, signed so that the
 *   Standard Webhooks package verifies it;
 * - a receiver failing 3 times gets the 4th attempt with the same webhook-id;
 * - a receiver that never answers: the visitor's answer is not delayed, the lead is stored and
 *   the attempt ends at its deadline as a failure to retry;
 * - a redirect is not followed;
 * - a paid order is delivered as `order.completed`; a replay sends the same id again (admins only);
 * - a Slack-preset webhook gets `{ text }` with the lead's summary.
 */
import type { Payload } from 'payload'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.WEBHOOKS_ALLOW_PRIVATE = 'true'
  process.env.CONTACT_RATE_LIMIT = '0'
})

import { runNotifications } from '@/mail'
import type { Webhook as WebhookDoc } from '@/payload-types'
import { handleSaveContact } from '@/server/contact/handle'
import { newWebhookSecret, REVEAL_SECRET, WEBHOOK_TASK } from '@/webhooks'
import { ATTEMPT_TIMEOUT_MS } from '@/webhooks/send'

import { collectingDefer, contactRequest, VALID_CONTACT } from '../helpers/contact'
import { migratedPayload } from '../helpers/payload'
import { rest, restLogin } from '../helpers/rest'
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver'

let payload: Payload
let receiver: WebhookReceiver
let hook: WebhookDoc
/** The secret of `hook` (reads return its mask). */
let secret: string
let counter = 0

beforeAll(async () => {
  payload = await migratedPayload()
  receiver = await startWebhookReceiver()
})
afterAll(async () => {
  await receiver.close()
  await payload.destroy()
})

beforeEach(async () => {
  receiver.received.length = 0
  receiver.behaviour = () => 'ok'
  await payload.delete({ collection: 'webhooks', where: { id: { exists: true } } })
  await payload.delete({ collection: 'webhook-deliveries', where: { id: { exists: true } } })
  await payload.delete({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: WEBHOOK_TASK } },
    overrideAccess: true,
  })
  secret = newWebhookSecret()
  hook = await payload.create({
    collection: 'webhooks',
    data: { name: 'CRM', url: `${receiver.url}/crm`, events: ['lead.created', 'order.completed'], secret },
  })
})

/** Sends one contact form through api/save_contact; resolves with the answer and its deferred work. */
async function submitLead(fields: Record<string, string> = {}) {
  const deferred = collectingDefer()
  const subject = `Lead ${++counter}`
  const started = Date.now()
  const response = await handleSaveContact(
    contactRequest({ fields: { ...VALID_CONTACT, subject, ...fields } }),
    {
      payload,
      defer: deferred.defer,
    },
  )
  return {
    response,
    answeredIn: Date.now() - started,
    subject,
    runDeferred: () => Promise.all(deferred.tasks.map((t) => t())),
  }
}

const deliveries = async () =>
  (await payload.find({ collection: 'webhook-deliveries', sort: 'createdAt', pagination: false, depth: 0 }))
    .docs

/** Moves every waiting delivery job to now, as if its back-off had passed. */
async function skipBackoff() {
  await payload.update({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: WEBHOOK_TASK } },
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })
}

const verify = (key: string, entry: (typeof receiver.received)[number]) =>
  new Webhook(key).verify(entry.body, {
    'webhook-id': entry.id,
    'webhook-timestamp': entry.timestamp,
    'webhook-signature': entry.signature,
  }) as { type: string; data: Record<string, unknown> }

describe('lead.created', () => {
  it('delivers every lead exactly once to a healthy receiver, verifiably signed', async () => {
    const sent = []
    for (let i = 0; i < 5; i++) {
      const lead = await submitLead()
      expect(lead.response.status).toBe(200)
      sent.push(lead)
    }
    await Promise.all(sent.map((lead) => lead.runDeferred()))
    await runNotifications(payload)
    expect(receiver.received).toHaveLength(5)
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(5)
    const subjects = receiver.received.map((entry) => {
      const event = verify(secret, entry)
      expect(event.type).toBe('lead.created')
      expect(event.data.email).toBe(VALID_CONTACT.email)
      return event.data.subject
    })
    expect(subjects.sort()).toEqual(sent.map((lead) => lead.subject).sort())
    const log = await deliveries()
    expect(log.map((d) => [d.status, d.attempts, d.lastStatus])).toEqual(Array(5).fill(['succeeded', 1, 204]))
  })

  it('sends no lead for spam, and none to a disabled webhook or one not subscribed', async () => {
    await payload.update({ collection: 'webhooks', id: hook.id, data: { enabled: false } })
    await payload.create({
      collection: 'webhooks',
      data: { name: 'Orders only', url: `${receiver.url}/orders`, events: ['order.completed'] },
    })
    const lead = await submitLead()
    const spam = await submitLead({ website: 'http://spam.example' })
    expect([lead.response.status, spam.response.status]).toEqual([200, 200])
    await runNotifications(payload)
    expect(receiver.received).toHaveLength(0)
    expect(await deliveries()).toHaveLength(0)
  })

  it('after 3 failures the 4th attempt succeeds with the same webhook-id', async () => {
    let calls = 0
    receiver.behaviour = () => (++calls <= 3 ? 'fail' : 'ok')
    const lead = await submitLead()
    await lead.runDeferred()
    for (let attempt = 2; attempt <= 4; attempt++) {
      const [pending] = await deliveries()
      expect([pending!.status, pending!.attempts, pending!.lastStatus]).toEqual(['failed', attempt - 1, 500])
      expect(Date.parse(pending!.nextAttemptAt!)).toBeGreaterThan(Date.now())
      await runNotifications(payload)
      // Not yet due: nothing is sent before the back-off has passed.
      expect(receiver.received).toHaveLength(attempt - 1)
      await skipBackoff()
      await runNotifications(payload)
    }
    expect(receiver.received).toHaveLength(4)
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1)
    expect(verify(secret, receiver.received[3]!).data.subject).toBe(lead.subject)
    const [done] = await deliveries()
    expect([done!.status, done!.attempts, done!.messageId]).toEqual([
      'succeeded',
      4,
      receiver.received[0]!.id,
    ])
    await skipBackoff()
    await runNotifications(payload)
    expect(receiver.received).toHaveLength(4)
  })

  it(
    'a receiver that hangs neither delays the answer nor loses the lead; the attempt times out',
    async () => {
      receiver.behaviour = () => 'hang'
      const lead = await submitLead()
      expect(lead.response.status).toBe(200)
      expect(lead.answeredIn).toBeLessThan(ATTEMPT_TIMEOUT_MS / 2)
      const stored = await payload.find({
        collection: 'contact-messages',
        where: { subject: { equals: lead.subject } },
      })
      expect(stored.totalDocs).toBe(1)
      const started = Date.now()
      await lead.runDeferred()
      expect(Date.now() - started).toBeGreaterThanOrEqual(ATTEMPT_TIMEOUT_MS - 100)
      const [delivery] = await deliveries()
      expect([delivery!.status, delivery!.attempts, delivery!.lastError]).toEqual([
        'failed',
        1,
        expect.stringMatching(/No answer within 10 s/),
      ])
      expect(receiver.received).toHaveLength(1)
    },
    ATTEMPT_TIMEOUT_MS * 4,
  )

  it('does not follow a redirect: a 3xx answer is a failed attempt', async () => {
    receiver.behaviour = () => 'redirect'
    const lead = await submitLead()
    await lead.runDeferred()
    expect(receiver.received).toHaveLength(1)
    const [delivery] = await deliveries()
    expect([delivery!.status, delivery!.lastStatus, delivery!.lastError]).toEqual([
      'failed',
      302,
      'The receiver answered 302.',
    ])
  })

  it('sends a Slack-compatible summary to a webhook with the Slack preset', async () => {
    await payload.update({ collection: 'webhooks', id: hook.id, data: { preset: 'slack' } })
    const lead = await submitLead({ message: 'Quote <@channel> & more' })
    await lead.runDeferred()
    expect(receiver.received).toHaveLength(1)
    const body = JSON.parse(receiver.received[0]!.body) as Record<string, unknown>
    expect(Object.keys(body)).toEqual(['text'])
    expect(body.text).toContain(lead.subject)
    expect(body.text).toContain('Quote &lt;@channel&gt; &amp; more')
  })
})

describe('order.completed and replay', () => {
  it('delivers a paid order, and a replay by an admin sends the same id again', async () => {
    const order = await payload.create({
      collection: 'orders',
      data: {
        packageKey: 'web-standard',
        amount: 599,
        currency: 'USD',
        status: 'created',
        requestId: 'req-webhook-1',
      },
    })
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'completed' } })
    await runNotifications(payload)
    expect(receiver.received).toHaveLength(1)
    const event = verify(secret, receiver.received[0]!)
    expect([event.type, event.data.packageKey, event.data.amount]).toEqual([
      'order.completed',
      'web-standard',
      '599.00',
    ])

    const [delivery] = await deliveries()
    for (const role of ['admin', 'editor'] as const) {
      await payload.create({
        collection: 'users',
        data: { email: `${role}-wh@example.com`, password: 'a-long-password-123', role },
      })
    }
    const token = async (email: string) =>
      ((await (await restLogin(email, 'a-long-password-123')).json()) as { token: string }).token
    const path = `/api/webhook-deliveries/${delivery!.id}/replay`
    expect((await rest(path, { method: 'POST' })).status).toBe(401)
    expect((await rest(path, { method: 'POST', token: await token('editor-wh@example.com') })).status).toBe(
      403,
    )
    expect(
      (
        await rest('/api/webhook-deliveries/999999/replay', {
          method: 'POST',
          token: await token('admin-wh@example.com'),
        })
      ).status,
    ).toBe(404)
    const replay = await rest(path, { method: 'POST', token: await token('admin-wh@example.com') })
    expect(replay.status).toBe(202)
    await runNotifications(payload)
    expect(receiver.received.map((r) => r.id)).toEqual([delivery!.messageId, delivery!.messageId])
    const [after] = await deliveries()
    expect([after!.status, after!.attempts]).toEqual(['succeeded', 2])
  })

  it('keeps the secret from editors and refuses a public-form URL without https', async () => {
    await expect(
      payload.find({ collection: 'webhooks', overrideAccess: false, user: { role: 'editor' } as never }),
    ).rejects.toThrow(/not allowed/)
    await expect(
      payload.create({
        collection: 'webhooks',
        data: { name: 'x', url: 'ftp://example.com/', events: ['lead.created'] },
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'url', message: expect.stringMatching(/https/) }] },
    })
  })

  it('shows the secret once: every later read gets its mask, and saving the mask keeps it', async () => {
    const stored = async (id: number) =>
      (await payload.findByID({ collection: 'webhooks', id, context: { [REVEAL_SECRET]: true } })).secret
    expect(hook.secret).toBe(`whsec_…${secret.slice(-4)}`)
    expect(await stored(hook.id)).toBe(secret)
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'secret-admin@example.com', password: 'a-long-password-123', role: 'admin' },
    })
    const viaRest = await rest(`/api/webhooks/${hook.id}`, {
      token: ((await (await restLogin(admin.email, 'a-long-password-123')).json()) as { token: string })
        .token,
    })
    expect(((await viaRest.json()) as { secret: string }).secret).toBe(hook.secret)
    await payload.update({ collection: 'webhooks', id: hook.id, data: { name: 'Renamed' } })
    await payload.update({ collection: 'webhooks', id: hook.id, data: { secret: hook.secret } })
    expect(await stored(hook.id)).toBe(secret)
    const generated = await payload.create({
      collection: 'webhooks',
      data: { name: 'No secret given', url: `${receiver.url}/new`, events: ['lead.created'] },
    })
    const made = await stored(generated.id)
    expect(made).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(generated.secret).toBe(`whsec_…${made!.slice(-4)}`)
    const rotated = newWebhookSecret()
    await payload.update({ collection: 'webhooks', id: hook.id, data: { secret: rotated } })
    expect(await stored(hook.id)).toBe(rotated)
  })
})

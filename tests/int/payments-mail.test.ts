/**
 * A completed order e-mails the agency on the contact mail path: the Orders hook
 * queues a job in the status change's transaction, the queue is drained after the answer.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const smtpPort = await vi.hoisted(async () => {
  // vi.hoisted runs before imports: the port is picked before the config reads SMTP_PORT.
  const { pickFreeSmtpPort } = await import('../helpers/smtp-sink')
  const port = await pickFreeSmtpPort()
  process.env.NOTIFY_EMAIL = 'inbox@agency.example'
  return port
})

import { runNotifications } from '@/mail'
import { handleCaptureOrder } from '@/server/payments/handle'

import { createdOrderId, paymentDeps, postJson, startPaymentsHarness } from '../helpers/payments'
import type { PayPalStandin } from '../helpers/paypal-standin'
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'

let payload: Payload
let standin: PayPalStandin
let sink: SmtpSink
startPaymentsHarness((started) => ({ payload, standin } = started))

beforeAll(async () => {
  sink = await startSmtpSink(smtpPort)
})
afterAll(async () => {
  await sink.close()
})

describe('order mail', () => {
  it('mails the agency once after the capture answered COMPLETED', async () => {
    const { deps, deferred } = paymentDeps(payload, standin)
    const live = { ...deps, runMail: runNotifications }
    const id = await createdOrderId(live, 'web-premium')
    standin.approve(id)
    expect((await handleCaptureOrder(postJson(`/api/payments/orders/${id}/capture`), id, live)).status).toBe(
      200,
    )
    expect(sink.mails).toHaveLength(0) // nothing is sent before the answer
    await Promise.all(deferred.tasks.map((task) => task()))
    expect(sink.mails).toHaveLength(1)
    const mail = sink.mails[0]!
    expect(mail).toMatch(/^To: inbox@agency\.example/m)
    expect(mail).toMatch(/^Subject: Order paid: web-premium \(2999\.00 USD\)/m)
    expect(mail).toMatch(/^Reply-To: buyer@example\.com/m)
    expect(mail).toContain(id)
    // A repeated capture answers the recorded result and mails nothing new.
    await handleCaptureOrder(postJson(`/api/payments/orders/${id}/capture`), id, live)
    await runNotifications(payload)
    expect(sink.mails).toHaveLength(1)
  })
})

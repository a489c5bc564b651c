/**
 * POST api/payments/webhook: events are verified through the stand-in's
 * verify-webhook-signature, then applied to the order idempotently; unverified -> 400.
 */
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { toMoney } from '@/lib/money'
import { handleCaptureOrder, handleWebhook } from '@/server/payments/handle'

import { createdOrderId, paymentDeps, postJson, storedOrder, startPaymentsHarness } from '../helpers/payments'
import type { PayPalStandin } from '../helpers/paypal-standin'

let payload: Payload
let standin: PayPalStandin
startPaymentsHarness((started) => ({ payload, standin } = started))

/** A captured order left PENDING by PayPal (the webhook later settles it). */
async function pendingOrder(packageId: string) {
  const { deps } = paymentDeps(payload, standin)
  const id = await createdOrderId(deps, packageId)
  standin.approve(id)
  standin.next.capture.push('PENDING')
  expect((await handleCaptureOrder(postJson(`/api/payments/orders/${id}/capture`), id, deps)).status).toBe(
    202,
  )
  return storedOrder(payload, id)
}

let eventSeq = 0
function captureEvent(
  type: string,
  order: { id: number; amount: number; captureId?: string | null; paypalOrderId?: string | null },
  status: string,
) {
  return {
    id: `WH-EVT-${++eventSeq}`,
    event_type: type,
    resource_type: 'capture',
    resource: {
      id: order.captureId,
      status,
      amount: { currency_code: 'USD', value: toMoney(order.amount) },
      custom_id: String(order.id),
      supplementary_data: { related_ids: { order_id: order.paypalOrderId } },
    },
  }
}

/** A PAYMENT.CAPTURE.REFUNDED event refunding capture `captureId`. */
function refundEvent(captureId: string, resource: Record<string, unknown>) {
  return {
    id: `WH-EVT-${++eventSeq}`,
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource_type: 'refund',
    resource: {
      id: `REFUND${eventSeq}`,
      status: 'COMPLETED',
      ...resource,
      links: [
        { href: `${standin.url}/v2/payments/refunds/REFUND${eventSeq}`, rel: 'self' },
        { href: `${standin.url}/v2/payments/captures/${captureId}`, rel: 'up' },
      ],
    },
  }
}

function deliver(
  event: unknown,
  { valid = true, headers = true } = {},
  deps = paymentDeps(payload, standin).deps,
) {
  const raw = JSON.stringify(event)
  const signed = headers ? standin.webhookHeaders(raw, valid) : {}
  return handleWebhook(
    new Request('http://localhost/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signed },
      body: raw,
    }),
    deps,
  )
}

const reload = (id: number) => payload.findByID({ collection: 'orders', id })

/** Order mails queued for order `id` (ORDER_MAIL_TASK jobs). */
const mailJobs = async (id: number) =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: { 'input.orderId': { equals: id } },
      overrideAccess: true,
    })
  ).totalDocs

describe('webhook', () => {
  it('applies a verified PAYMENT.CAPTURE.COMPLETED once, however often PayPal delivers it', async () => {
    const order = await pendingOrder('web-standard')
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', order, 'COMPLETED')
    const first = await deliver(event)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ result: 'applied' })
    expect((await reload(order.id)).status).toBe('completed')
    expect(await mailJobs(order.id)).toBe(1)
    const again = await deliver(event)
    expect(await again.json()).toEqual({ result: 'duplicate' })
    expect((await reload(order.id)).events?.filter((e) => e.paypalEventId === event.id)).toHaveLength(1)
  })

  it('applies PAYMENT.CAPTURE.DENIED and then ignores a late PENDING', async () => {
    const order = await pendingOrder('web-power')
    expect(await (await deliver(captureEvent('PAYMENT.CAPTURE.DENIED', order, 'DECLINED'))).json()).toEqual({
      result: 'applied',
    })
    expect((await reload(order.id)).status).toBe('declined')
    expect(await (await deliver(captureEvent('PAYMENT.CAPTURE.PENDING', order, 'PENDING'))).json()).toEqual({
      result: 'ignored',
    })
    expect((await reload(order.id)).status).toBe('declined')
  })

  it('applies PAYMENT.CAPTURE.REFUNDED to the order of the refunded capture', async () => {
    const order = await pendingOrder('ad-power')
    await deliver(captureEvent('PAYMENT.CAPTURE.COMPLETED', order, 'COMPLETED'))
    const refund = refundEvent(order.captureId!, {
      amount: { currency_code: 'USD', value: '350.00' },
    })
    expect(await (await deliver(refund)).json()).toEqual({ result: 'applied' })
    expect(await reload(order.id)).toMatchObject({ status: 'refunded', captureId: order.captureId })
  })

  it('answers 400 and changes nothing for an unverified event', async () => {
    const order = await pendingOrder('organic-power')
    const before = await reload(order.id)
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', order, 'COMPLETED')
    expect((await deliver(event, { valid: false })).status).toBe(400)
    expect((await deliver(event, { headers: false })).status).toBe(400)
    expect((await deliver('not an event')).status).toBe(400)
    const after = await reload(order.id)
    expect(after.status).toBe('pending')
    expect(after.events).toEqual(before.events)
  })

  it('answers 503 without PAYPAL_WEBHOOK_ID and 502 when PayPal cannot verify', async () => {
    const order = await pendingOrder('social-power')
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', order, 'COMPLETED')
    const { deps } = paymentDeps(payload, standin)
    expect(
      (await deliver(event, {}, { ...deps, paypal: { ...deps.paypal!, webhookId: undefined } })).status,
    ).toBe(503)
    expect(
      (await deliver(event, {}, { ...deps, paypal: { ...deps.paypal!, apiBase: 'http://127.0.0.1:9' } }))
        .status,
    ).toBe(502)
    expect((await reload(order.id)).status).toBe('pending')
  })
})

describe('webhook: a signed event about another payment', () => {
  /** A genuinely signed event naming our order in custom_id, as a stranger's own PayPal capture would. */
  async function deliverForeign(changes: Record<string, unknown>, type = 'PAYMENT.CAPTURE.COMPLETED') {
    const order = await pendingOrder('web-standard')
    const event = captureEvent(type, order, 'COMPLETED')
    event.resource = { ...event.resource, ...changes }
    const mailRuns = { count: 0 }
    const { deps, deferred } = paymentDeps(payload, standin, mailRuns)
    const response = await deliver(event, {}, deps)
    for (const task of deferred.tasks) await task()
    return { order, event, response, mailRuns }
  }

  it.each([
    ['another PayPal order id', { supplementary_data: { related_ids: { order_id: 'STRANGERS0RDER01' } } }],
    ['no PayPal order id', { supplementary_data: undefined }],
    ['another amount', { amount: { currency_code: 'USD', value: '0.01' } }],
    ['another currency', { amount: { currency_code: 'EUR', value: '599.00' } }],
    ['an amount written differently', { amount: { currency_code: 'USD', value: '599' } }],
  ])('records an event with %s, flags the order and neither completes nor mails it', async (_, changes) => {
    const { order, event, response, mailRuns } = await deliverForeign(changes)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ result: 'mismatch' })
    const after = await reload(order.id)
    expect(after.status).toBe('pending')
    expect(after.reviewNeeded).toBe(true)
    expect(after.events?.find((e) => e.paypalEventId === event.id)?.detail).toMatch(/^mismatch: /)
    expect(mailRuns.count).toBe(0)
    expect(await mailJobs(order.id)).toBe(0)
  })

  it('does not refund an order for a refund of another capture that names it', async () => {
    const order = await pendingOrder('web-power')
    await deliver(captureEvent('PAYMENT.CAPTURE.COMPLETED', order, 'COMPLETED'))
    const refund = refundEvent('STRANGERSCAPTURE', {
      custom_id: String(order.id),
      amount: { currency_code: 'USD', value: '0.01' },
    })
    expect(await (await deliver(refund)).json()).toEqual({ result: 'mismatch' })
    expect(await reload(order.id)).toMatchObject({ status: 'completed', reviewNeeded: true })
  })
})

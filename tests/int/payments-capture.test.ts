/**
 * POST api/payments/orders/{id}/capture against the PayPal stand-in: completed
 * only with the stored amount, PENDING and DECLINED recorded, never captured twice (also
 * under concurrent requests, guarded in the database).
 */
import type { Payload } from 'payload'
import { beforeEach, describe, expect, it } from 'vitest'

import { handleCaptureOrder } from '@/server/payments/handle'

import { createdOrderId, paymentDeps, postJson, storedOrder, startPaymentsHarness } from '../helpers/payments'
import type { PayPalStandin } from '../helpers/paypal-standin'

let payload: Payload
let standin: PayPalStandin
startPaymentsHarness((started) => ({ payload, standin } = started))
beforeEach(() => {
  standin.next.capture.length = 0
  standin.captureDelayMs = 0
})

/** Creates an order for `packageId` and, unless told otherwise, lets the buyer approve it. */
async function approvedOrder(packageId = 'web-standard', approve = true): Promise<string> {
  const id = await createdOrderId(paymentDeps(payload, standin).deps, packageId)
  if (approve) standin.approve(id)
  return id
}

const capture = (id: string, mailRuns?: { count: number }) =>
  handleCaptureOrder(
    postJson(`/api/payments/orders/${id}/capture`),
    id,
    paymentDeps(payload, standin, mailRuns).deps,
  )

const stored = (paypalOrderId: string) => storedOrder(payload, paypalOrderId)

describe('capture', () => {
  it('answers COMPLETED with the package, amount and currency, and records capture and payer', async () => {
    const id = await approvedOrder('web-power')
    const response = await capture(id)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'COMPLETED',
      packageId: 'web-power',
      amount: '1299.00',
      currency: 'USD',
    })
    const order = await stored(id)
    expect(order).toMatchObject({
      status: 'completed',
      payerEmail: 'buyer@example.com',
      payerName: 'Pat Buyer',
    })
    expect(order.captureId).toMatch(/^CAP/)
    expect(order.events?.map((e) => e.type)).toEqual([
      'created',
      'paypal-order-created',
      'approved',
      'captured',
    ])
  })

  it('captures once: a second capture answers the recorded result without calling PayPal', async () => {
    const id = await approvedOrder()
    expect((await capture(id)).status).toBe(200)
    const calls = standin.calls.capture
    const again = await capture(id)
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ status: 'COMPLETED', amount: '599.00' })
    expect(standin.calls.capture).toBe(calls)
  })

  it('captures once when many captures of one order arrive at the same time', async () => {
    const id = await approvedOrder('e-commerce')
    standin.captureDelayMs = 300
    const responses = await Promise.all(Array.from({ length: 6 }, () => capture(id)))
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    // Money moved once. (Counting capture calls would be wrong: on a busy machine the winner's
    // call can time out and be retried with the same PayPal-Request-Id, which PayPal replays.)
    expect(standin.captured.get(id)).toBe(1)
    expect((await stored(id)).events?.filter((e) => e.type === 'captured')).toHaveLength(1)
  })

  it('refuses a capture whose amount differs from the stored one', async () => {
    const id = await approvedOrder('ad-premium')
    standin.next.capture.push('AMOUNT_MISMATCH')
    const response = await capture(id)
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ status: 'FAILED' })
    const order = await stored(id)
    expect(order.status).toBe('failed')
    expect(order.events?.at(-1)).toMatchObject({
      type: 'capture-amount-mismatch',
      detail: 'captured 1.00 USD, expected 750.00 USD',
    })
  })

  it('records PENDING and answers it as such (202)', async () => {
    const id = await approvedOrder('organic-standard')
    standin.next.capture.push('PENDING')
    const response = await capture(id)
    expect(response.status).toBe(202)
    expect(await response.json()).toMatchObject({ status: 'PENDING', amount: '399.00' })
    expect((await stored(id)).status).toBe('pending')
  })

  it('answers INSTRUMENT_DECLINED so the button can restart, then captures with another funding source', async () => {
    const id = await approvedOrder('social-premium')
    standin.next.capture.push('INSTRUMENT_DECLINED')
    const declined = await capture(id)
    expect(declined.status).toBe(402)
    expect(await declined.json()).toMatchObject({ status: 'DECLINED', issue: 'INSTRUMENT_DECLINED' })
    expect((await stored(id)).status).toBe('declined')
    const retried = await capture(id)
    expect(retried.status).toBe(200)
    expect((await stored(id)).status).toBe('completed')
  })

  it('records a capture with status DECLINED', async () => {
    const id = await approvedOrder('ad-standard')
    standin.next.capture.push('DECLINED')
    const response = await capture(id)
    expect(response.status).toBe(402)
    expect(await response.json()).toMatchObject({ status: 'DECLINED', issue: 'DECLINED' })
  })

  it('answers 502 when PayPal is down or times out, and lets the buyer try again', async () => {
    const id = await approvedOrder('web-premium')
    standin.next.capture.push('500')
    expect((await capture(id)).status).toBe(502)
    standin.next.capture.push('timeout', 'timeout')
    expect((await capture(id)).status).toBe(502)
    expect((await stored(id)).status).toBe('approved') // the buyer approved; PayPal has not captured yet
    expect((await capture(id)).status).toBe(200)
  })

  it('records a capture PayPal made although it answered 500 (reconciled by reading the order), charging once', async () => {
    const id = await approvedOrder('web-premium')
    standin.next.capture.push('captured-500')
    const response = await capture(id)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'COMPLETED', packageId: 'web-premium' })
    const order = await stored(id)
    expect(order.status).toBe('completed')
    expect(order.events?.map((e) => e.type)).toContain('capture-reconciled')
    expect(standin.captured.get(id)).toBe(1)
  })

  it('records a capture whose answer timed out: the retry with the same PayPal-Request-Id gets it, one charge', async () => {
    const id = await approvedOrder('web-premium')
    standin.next.capture.push('captured-timeout')
    const calls = standin.calls.capture
    const response = await capture(id)
    expect(response.status).toBe(200)
    expect((await stored(id)).status).toBe('completed')
    expect(standin.calls.capture - calls).toBe(2) // the retry with the same PayPal-Request-Id got PayPal's stored answer
    expect(standin.captured.get(id)).toBe(1)
  })

  it('does not capture an order the buyer has not approved', async () => {
    const id = await approvedOrder('organic-power', false)
    const calls = standin.calls.capture
    const response = await capture(id)
    expect(response.status).toBe(409)
    expect(standin.calls.capture).toBe(calls)
    expect((await stored(id)).status).toBe('created')
  })

  it('reconciles an order PayPal already captured instead of capturing it again', async () => {
    const id = await approvedOrder('web-premium')
    expect((await capture(id)).status).toBe(200)
    // As if our record of the capture had been lost (e.g. the process died right after PayPal answered).
    const order = await stored(id)
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'approved', captureClaimedAt: null, captureId: null },
    })
    const calls = standin.calls.capture
    const response = await capture(id)
    expect(response.status).toBe(200)
    expect(standin.calls.capture).toBe(calls)
    expect((await stored(id)).captureId).toMatch(/^CAP/)
  })

  it('answers 404 for an unknown order, 419 without the XSRF header, and queues one mail job per completion', async () => {
    expect((await capture('UNKNOWN123')).status).toBe(404)
    // Not an id PayPal gives (PostgreSQL would refuse the NUL in a query).
    expect((await capture('A\u0000B')).status).toBe(404)
    const id = await approvedOrder('social-standard')
    const xsrfless = await handleCaptureOrder(
      postJson(`/api/payments/orders/${id}/capture`, {}, { xsrf: false }),
      id,
      paymentDeps(payload, standin).deps,
    )
    expect(xsrfless.status).toBe(419)
    const { deps, deferred } = paymentDeps(payload, standin)
    expect((await handleCaptureOrder(postJson(`/api/payments/orders/${id}/capture`), id, deps)).status).toBe(
      200,
    )
    expect(deferred.tasks).toHaveLength(1)
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'notifyOrderCompleted' } },
    })
    const order = await stored(id)
    expect(jobs.filter((job) => (job.input as { orderId?: number }).orderId === order.id)).toHaveLength(1)
  })
})

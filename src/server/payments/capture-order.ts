import 'server-only'

/**
 * Captures an approved PayPal order once: POST /v2/checkout/orders/{id}/capture
 * by the single request that wins the database claim (./claim.ts), then records what
 * PayPal answered. Before capturing, the winner reads the order (GET /v2/checkout/orders/{id}):
 * APPROVED is recorded as `approved`; an order PayPal already shows COMPLETED (our record
 * was lost, e.g. a crash after the capture) is reconciled from that answer, not captured again. `completed` only when the capture is COMPLETED and its amount and
 * currency equal the stored ones; PENDING and DECLINED are recorded too. When the capture
 * call fails without a usable answer (timeout, 5xx, ORDER_ALREADY_CAPTURED), the order is read
 * again and a capture PayPal did make is recorded (reconciliation), so none is lost. A capture of an
 * order already captured (or being captured) answers the recorded result.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import { CAPTURABLE, claimCapture } from './claim'
import { sameMoney, toMoney } from '@/lib/money'
import { callPayPal, PayPalError, withOneRetry, type PayPalConfig } from './paypal-client'
import type { PayPalCapture, PayPalOrder } from './paypal-types'
import { findOrder, findOrderByPayPalId, recordOrder } from './records'

export type CaptureResult =
  | { kind: 'recorded'; order: Order }
  | { kind: 'declined'; issue: string; order: Order }
  | { kind: 'not-found' }
  | { kind: 'not-configured' }
  | { kind: 'paypal-error'; message: string }
  | { kind: 'busy' }
  | { kind: 'not-approved' }

/** How long a losing concurrent request waits for the winner's result (ms), and how often it looks. */
const WAIT_MS = 15_000
const POLL_MS = 100

async function waitForResult(payload: Payload, id: number): Promise<CaptureResult> {
  for (let waited = 0; waited < WAIT_MS; waited += POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    const order = await findOrder(payload, id)
    if (!order) return { kind: 'not-found' }
    if (CAPTURABLE.includes(order.status) && order.captureClaimedAt) continue
    return order.status === 'declined'
      ? { kind: 'declined', issue: 'DECLINED', order }
      : { kind: 'recorded', order }
  }
  return { kind: 'busy' }
}

const payerOf = (answer: PayPalOrder) => ({
  payerEmail: answer.payer?.email_address ?? null,
  payerName: [answer.payer?.name?.given_name, answer.payer?.name?.surname].filter(Boolean).join(' ') || null,
})

/** Records PayPal's capture answer on `order`. */
async function recordCapture(payload: Payload, order: Order, answer: PayPalOrder): Promise<CaptureResult> {
  const capture: PayPalCapture | undefined = answer.purchase_units?.[0]?.payments?.captures?.[0]
  const base = { ...payerOf(answer), captureId: capture?.id ?? null }
  if (!capture) {
    const saved = await recordOrder(
      payload,
      order.id,
      { ...base, status: 'failed' },
      { type: 'capture-invalid', detail: `order ${answer.status}, no capture` },
    )
    return { kind: 'recorded', order: saved }
  }
  const expected = toMoney(order.amount)
  if (!sameMoney(capture.amount, expected, order.currency)) {
    // Money moved, but not the amount we asked for: never "completed"; the agency reviews it.
    const detail = `captured ${capture.amount?.value} ${capture.amount?.currency_code}, expected ${expected} ${order.currency}`
    const saved = await recordOrder(
      payload,
      order.id,
      { ...base, status: 'failed' },
      { type: 'capture-amount-mismatch', status: capture.status, detail },
    )
    payload.logger.error(`Order ${order.id}: ${detail}`)
    return { kind: 'recorded', order: saved }
  }
  if (capture.status === 'COMPLETED' || capture.status === 'PENDING') {
    const status = capture.status === 'COMPLETED' ? 'completed' : 'pending'
    const saved = await recordOrder(
      payload,
      order.id,
      { ...base, status },
      { type: 'captured', status: capture.status, detail: capture.status_details?.reason },
    )
    return { kind: 'recorded', order: saved }
  }
  const saved = await recordOrder(
    payload,
    order.id,
    { ...base, status: 'declined', captureClaimedAt: null },
    { type: 'capture-declined', status: capture.status },
  )
  return { kind: 'declined', issue: capture.status, order: saved }
}

/** True for failures after which PayPal may have captured anyway: no answer, a 5xx, or "already captured". */
function mayHaveCaptured(error: unknown): boolean {
  if (!(error instanceof PayPalError)) return false
  return error.status === 0 || error.status >= 500 || error.issue === 'ORDER_ALREADY_CAPTURED'
}

/**
 * Reconciliation after a failed capture: reads PayPal's order (GET /v2/checkout/orders/{id})
 * and records its capture when PayPal shows it COMPLETED; null when PayPal has not captured
 * or cannot be read now (the order then stays capturable, and a later capture or the
 * PAYMENT.CAPTURE.* webhook settles it).
 */
async function reconcile(
  payload: Payload,
  paypal: PayPalConfig,
  order: Order,
  paypalOrderId: string,
): Promise<CaptureResult | null> {
  try {
    const current = await withOneRetry(() =>
      callPayPal<PayPalOrder>(paypal, 'GET', `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`),
    )
    if (current.status !== 'COMPLETED') return null
    await recordOrder(payload, order.id, {}, { type: 'capture-reconciled', status: current.status })
    return await recordCapture(payload, order, current)
  } catch {
    return null
  }
}

/** Captures the order PayPal knows as `paypalOrderId`. Never throws for PayPal failures. */
export async function captureOrder(
  payload: Payload,
  paypal: PayPalConfig | null,
  paypalOrderId: string,
): Promise<CaptureResult> {
  const order = await findOrderByPayPalId(payload, paypalOrderId)
  if (!order) return { kind: 'not-found' }
  if (!paypal) return { kind: 'not-configured' }
  const requestId = randomUUID()
  if (!(await claimCapture(payload, order.id, requestId))) {
    // Already captured, failed or refunded (answer that), or another request is capturing now (wait for it).
    const now = await findOrder(payload, order.id)
    if (!now) return { kind: 'not-found' }
    return now.captureClaimedAt && CAPTURABLE.includes(now.status)
      ? waitForResult(payload, now.id)
      : { kind: 'recorded', order: now }
  }
  try {
    const path = `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`
    const current = await withOneRetry(() => callPayPal<PayPalOrder>(paypal, 'GET', path))
    if (current.status === 'COMPLETED') return await recordCapture(payload, order, current)
    if (current.status !== 'APPROVED') {
      await recordOrder(
        payload,
        order.id,
        { captureClaimedAt: null },
        { type: 'capture-not-approved', status: current.status },
      )
      return { kind: 'not-approved' }
    }
    if (order.status !== 'approved')
      await recordOrder(
        payload,
        order.id,
        { status: 'approved', ...payerOf(current) },
        { type: 'approved', status: current.status },
      )
    const answer = await withOneRetry(() =>
      callPayPal<PayPalOrder>(paypal, 'POST', `${path}/capture`, {}, requestId),
    )
    return await recordCapture(payload, order, answer)
  } catch (error) {
    const message = (error as Error).message
    const issue = error instanceof PayPalError ? error.issue : undefined
    if (issue === 'INSTRUMENT_DECLINED') {
      const saved = await recordOrder(
        payload,
        order.id,
        { status: 'declined', captureClaimedAt: null },
        { type: 'capture-declined', status: issue },
      )
      return { kind: 'declined', issue, order: saved }
    }
    // PayPal may have captured although its answer was lost (timeout, 5xx): ask before giving up.
    const reconciled = mayHaveCaptured(error) ? await reconcile(payload, paypal, order, paypalOrderId) : null
    if (reconciled) return reconciled
    // No capture happened (or we cannot tell): free the claim so the buyer may try again.
    await recordOrder(
      payload,
      order.id,
      { captureClaimedAt: null },
      { type: 'capture-error', detail: message.slice(0, 500) },
    )
    payload.logger.error(`Capture of PayPal order ${paypalOrderId} (order ${order.id}) failed: ${message}`)
    return { kind: 'paypal-error', message }
  }
}

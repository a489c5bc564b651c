import 'server-only'

/**
 * PayPal webhooks: each event is verified by PayPal itself through
 * POST /v1/notifications/verify-webhook-signature (the transmission headers, our
 * PAYPAL_WEBHOOK_ID and the event as received), then PAYMENT.CAPTURE.COMPLETED,
 * .PENDING, .DENIED and .REFUNDED are applied to the order. Idempotent: an event id
 * already in the order's history changes nothing (PayPal redelivers until it gets a 2xx).
 *
 * A genuine signature only proves that PayPal sent the event, not that it is about our
 * payment: `custom_id` is chosen by whoever creates a PayPal order, so anyone can capture
 * a cent of their own with one of our order ids in it. A capture event therefore applies
 * only when its PayPal order id (`supplementary_data.related_ids.order_id`) is the stored
 * `paypalOrderId` and its amount and currency equal the stored price exactly; a refund only
 * when it refunds the stored capture. Otherwise the event is recorded, the order is flagged
 * `reviewNeeded`, and nothing else changes (no status, no mail).
 */
import type { Payload } from 'payload'

import type { OrderStatus } from '@/collections/Orders/fields'
import type { Order } from '@/payload-types'

import { sameMoney, toMoney } from '@/lib/money'
import { callPayPal, type PayPalConfig } from './paypal-client'
import type { PayPalWebhookEvent } from './paypal-types'
import { findOrder, findOrderByPayPalId, recordOrder } from './records'

export type WebhookResult =
  | { kind: 'unverified' }
  | { kind: 'not-configured' }
  | { kind: 'applied' | 'ignored' | 'duplicate' | 'unknown-order' | 'mismatch'; orderId?: number }

/** Our status for each handled event, and the statuses it may replace (never undo a refund). */
const TRANSITIONS: Record<string, { to: OrderStatus; from: OrderStatus[] }> = {
  'PAYMENT.CAPTURE.COMPLETED': { to: 'completed', from: ['created', 'approved', 'pending', 'declined'] },
  'PAYMENT.CAPTURE.PENDING': { to: 'pending', from: ['created', 'approved'] },
  'PAYMENT.CAPTURE.DENIED': { to: 'declined', from: ['created', 'approved', 'pending'] },
  'PAYMENT.CAPTURE.REFUNDED': { to: 'refunded', from: ['completed', 'pending'] },
}

const HEADERS = ['auth-algo', 'cert-url', 'transmission-id', 'transmission-sig', 'transmission-time'] as const

/** Asks PayPal whether `event` with these transmission headers was signed by PayPal for our webhook. */
export async function verifyWebhook(
  paypal: PayPalConfig,
  headers: Headers,
  event: unknown,
): Promise<boolean> {
  const values = HEADERS.map((name) => headers.get(`paypal-${name}`))
  if (!paypal.webhookId || values.some((v) => !v)) return false
  const [auth_algo, cert_url, transmission_id, transmission_sig, transmission_time] = values
  const body = {
    auth_algo,
    cert_url,
    transmission_id,
    transmission_sig,
    transmission_time,
    webhook_id: paypal.webhookId,
    webhook_event: event,
  }
  const answer = await callPayPal<{ verification_status: string }>(
    paypal,
    'POST',
    '/v1/notifications/verify-webhook-signature',
    body,
  )
  return answer.verification_status === 'SUCCESS'
}

/** The capture a refund resource refunds (its `up` link), or the capture resource's own id. */
function captureIdOf(event: PayPalWebhookEvent): string | undefined {
  const resource = event.resource ?? {}
  if (event.event_type !== 'PAYMENT.CAPTURE.REFUNDED') return resource.id
  return resource.links
    ?.find((l) => l.rel === 'up')
    ?.href.split('/')
    .pop()
}

/** Our order for a capture/refund resource: custom_id (our id), else the related PayPal order id, else the capture id. */
async function orderOf(payload: Payload, event: PayPalWebhookEvent): Promise<Order | null> {
  const resource = event.resource ?? {}
  const byCustom = Number(resource.custom_id)
  if (Number.isInteger(byCustom) && byCustom > 0) {
    const order = await findOrder(payload, byCustom)
    if (order) return order
  }
  const paypalOrderId = resource.supplementary_data?.related_ids?.order_id
  if (paypalOrderId) return findOrderByPayPalId(payload, paypalOrderId)
  const captureId = captureIdOf(event)
  if (!captureId) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: { captureId: { equals: captureId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Why `event` is not about `order`'s payment, or null when it is (see the module comment). */
export function mismatchOf(event: PayPalWebhookEvent, order: Order): string | null {
  const resource = event.resource ?? {}
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    const refunded = captureIdOf(event)
    return order.captureId && refunded === order.captureId
      ? null
      : `refund of capture ${refunded ?? '(none)'}, stored capture ${order.captureId ?? '(none)'}`
  }
  const paypalOrderId = resource.supplementary_data?.related_ids?.order_id
  if (!order.paypalOrderId || paypalOrderId !== order.paypalOrderId)
    return `PayPal order ${paypalOrderId ?? '(none)'}, stored ${order.paypalOrderId ?? '(none)'}`
  const expected = toMoney(order.amount)
  if (!sameMoney(resource.amount, expected, order.currency))
    return `amount ${resource.amount?.value ?? '(none)'} ${resource.amount?.currency_code ?? ''}, expected ${expected} ${order.currency}`
  return null
}

/** Applies a verified event to its order. */
export async function applyWebhookEvent(payload: Payload, event: PayPalWebhookEvent): Promise<WebhookResult> {
  const transition = TRANSITIONS[event.event_type]
  if (!transition) return { kind: 'ignored' }
  const order = await orderOf(payload, event)
  if (!order) return { kind: 'unknown-order' }
  if (order.events?.some((e) => e.paypalEventId === event.id)) return { kind: 'duplicate', orderId: order.id }
  const record = { type: event.event_type, status: event.resource?.status, paypalEventId: event.id }
  const mismatch = mismatchOf(event, order)
  if (mismatch) {
    await recordOrder(
      payload,
      order.id,
      { reviewNeeded: true },
      { ...record, detail: `mismatch: ${mismatch}` },
    )
    payload.logger.warn(
      `Order ${order.id}: webhook ${event.id} not applied (${mismatch}); flagged for review`,
    )
    return { kind: 'mismatch', orderId: order.id }
  }
  if (!transition.from.includes(order.status)) {
    // Out of order or already there: keep the state, still note that the event came.
    await recordOrder(payload, order.id, {}, { ...record, detail: `kept ${order.status}` })
    return { kind: 'ignored', orderId: order.id }
  }
  const captureId =
    event.event_type === 'PAYMENT.CAPTURE.REFUNDED'
      ? {}
      : { captureId: event.resource?.id ?? order.captureId }
  await recordOrder(payload, order.id, { status: transition.to, ...captureId }, record)
  return { kind: 'applied', orderId: order.id }
}

/** Verifies and applies one webhook delivery (`rawBody` as received). */
export async function handleWebhookEvent(
  payload: Payload,
  paypal: PayPalConfig | null,
  headers: Headers,
  rawBody: string,
): Promise<WebhookResult> {
  if (!paypal?.webhookId) return { kind: 'not-configured' }
  let event: PayPalWebhookEvent
  try {
    event = JSON.parse(rawBody) as PayPalWebhookEvent
  } catch {
    return { kind: 'unverified' }
  }
  if (typeof event?.id !== 'string' || typeof event.event_type !== 'string') return { kind: 'unverified' }
  if (!(await verifyWebhook(paypal, headers, event))) return { kind: 'unverified' }
  return applyWebhookEvent(payload, event)
}

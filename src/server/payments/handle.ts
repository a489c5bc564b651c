import 'server-only'

/**
 * The payment endpoints as plain functions of the request, so tests call them
 * without a Next.js server:
 * - POST api/payments/orders `{"packageId", "via"?}` -> 201 `{"id"}` | 404 | 503 | 502 | 429 (+ 419, 400)
 * - POST api/payments/orders/{id}/capture -> 200 COMPLETED | 202 PENDING | 402 DECLINED | 404 | 503 | 502 | 409 (not approved, busy, refunded)
 * - POST api/payments/webhook -> 200 | 400 unverified | 503 | 502
 * Error bodies are `{"message"}`; the browser never sends an amount we use.
 */
import type { Payload } from 'payload'

import { PACKAGE_KEY_PATTERN } from '@/collections/Packages/config'
import { getEnv } from '@/env'
import { hasValidXsrf, xsrfMismatch } from '@/lib/xsrf'
import { attributionOf } from '@/lib/attribution'
import type { Order } from '@/payload-types'
import { clientIp, hashIp } from '@/lib/client'

import { captureOrder } from './capture-order'
import { createOrder } from './create-order'
import { toMoney } from '@/lib/money'
import type { PayPalConfig } from './paypal-client'
import { OPEN_ORDER_WINDOW_MS, spendOrderQuota } from './rate-limit'
import { handleWebhookEvent } from './webhook'

export type PaymentDeps = {
  payload: Payload
  paypal: PayPalConfig | null
  defer: (task: () => Promise<void>) => void
  runMail: (payload: Payload) => Promise<void>
}

const NO_STORE = { 'Cache-Control': 'no-store' }
const json = (body: unknown, status: number) => Response.json(body, { status, headers: NO_STORE })
const message = (text: string, status: number) => json({ message: text }, status)
const UNAVAILABLE = 'Online payment is not available at the moment. Please contact us.'

/** Shape of PayPal's order ids; anything else is unknown without a query (PostgreSQL refuses a NUL in text). */
const PAYPAL_ORDER_ID = /^[A-Za-z0-9-]{1,64}$/

const TOO_MANY_ORDERS = 'Too many payment attempts. Please try again later or contact us.'

/** 429 with Retry-After (seconds). */
const tooMany = (retryAfter: number) =>
  Response.json(
    { message: TOO_MANY_ORDERS },
    { status: 429, headers: { ...NO_STORE, 'Retry-After': String(retryAfter) } },
  )

/**
 * POST api/payments/orders (limited per client: ./rate-limit.ts); the order records the campaign
 * cookie. `via` (optional) names the landing page the buyer came through; any other field
 * (an amount, a price) is ignored.
 */
export async function handleCreateOrder(request: Request, deps: PaymentDeps): Promise<Response> {
  if (!hasValidXsrf(request)) return xsrfMismatch()
  const body = (await request.json().catch(() => null)) as { packageId?: unknown; via?: unknown } | null
  if (typeof body?.packageId !== 'string' || !body.packageId) return message('packageId is required.', 400)
  if (!PACKAGE_KEY_PATTERN.test(body.packageId)) return message('Unknown package.', 404)
  const env = getEnv()
  const client = hashIp(clientIp(request.headers, env.TRUST_PROXY), env.PAYLOAD_SECRET)
  const retryAfter = await spendOrderQuota(client)
  if (retryAfter > 0) return tooMany(retryAfter)
  const attribution = attributionOf(request.headers.get('cookie'), Date.now())
  const result = await createOrder(deps.payload, deps.paypal, body.packageId, client, attribution, body.via)
  if (result.kind === 'too-many-open') return tooMany(Math.ceil(OPEN_ORDER_WINDOW_MS / 1000))
  if (result.kind === 'unknown-package') return message('Unknown package.', 404)
  if (result.kind === 'not-configured') return message(UNAVAILABLE, 503)
  if (result.kind === 'paypal-error') return message('PayPal could not be reached. Please try again.', 502)
  return json({ id: result.paypalOrderId }, 201)
}

const summary = (order: Order) => ({
  packageId: order.packageKey,
  amount: toMoney(order.amount),
  currency: order.currency,
  orderId: order.id,
})

/** The answer for an order's recorded state (also for repeated captures). */
function recordedAnswer(order: Order): Response {
  if (order.status === 'completed') return json({ status: 'COMPLETED', ...summary(order) }, 200)
  if (order.status === 'pending')
    return json(
      {
        status: 'PENDING',
        message: 'PayPal is reviewing the payment; we will confirm it by e-mail.',
        ...summary(order),
      },
      202,
    )
  if (order.status === 'refunded')
    return json({ status: 'REFUNDED', message: 'This payment was refunded.', ...summary(order) }, 409)
  if (order.status === 'failed')
    return json(
      {
        status: 'FAILED',
        message: 'This payment could not be completed. Please contact us.',
        ...summary(order),
      },
      502,
    )
  return message('The payment was not captured. Please try again.', 502)
}

/** POST api/payments/orders/{id}/capture; `paypalOrderId` from the path. */
export async function handleCaptureOrder(
  request: Request,
  paypalOrderId: string,
  deps: PaymentDeps,
): Promise<Response> {
  if (!hasValidXsrf(request)) return xsrfMismatch()
  if (!PAYPAL_ORDER_ID.test(paypalOrderId)) return message('Unknown order.', 404)
  const result = await captureOrder(deps.payload, deps.paypal, paypalOrderId)
  if (result.kind === 'not-found') return message('Unknown order.', 404)
  if (result.kind === 'not-configured') return message(UNAVAILABLE, 503)
  if (result.kind === 'paypal-error')
    return message('PayPal could not complete the payment. Please try again.', 502)
  if (result.kind === 'busy')
    return message('The payment is still being processed. Please wait a moment.', 409)
  if (result.kind === 'not-approved') return message('The payment has not been approved in PayPal yet.', 409)
  if (result.kind === 'declined') {
    return json(
      {
        status: 'DECLINED',
        issue: result.issue,
        message: 'The payment method was declined. Please choose another one.',
        ...summary(result.order),
      },
      402,
    )
  }
  if (result.order.status === 'completed') deps.defer(() => deps.runMail(deps.payload))
  return recordedAnswer(result.order)
}

/** POST api/payments/webhook (called by PayPal: verified by signature, no XSRF). */
export async function handleWebhook(request: Request, deps: PaymentDeps): Promise<Response> {
  try {
    const result = await handleWebhookEvent(deps.payload, deps.paypal, request.headers, await request.text())
    if (result.kind === 'not-configured') return message('Webhooks are not configured.', 503)
    if (result.kind === 'unverified') return message('Unverified event.', 400)
    if (result.kind === 'applied') deps.defer(() => deps.runMail(deps.payload))
    return json({ result: result.kind }, 200)
  } catch (error) {
    // PayPal could not verify right now: a non-2xx answer makes PayPal redeliver later.
    deps.payload.logger.error(`PayPal webhook not processed: ${(error as Error).message}`)
    return message('Could not verify the event now.', 502)
  }
}

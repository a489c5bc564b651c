import 'server-only'

/**
 * Creates the PayPal order for a package at the price the server decides now: the price stored
 * in `packages` less the promotion that applies (src/server/promotions.ts `checkoutPrice`):
 * our `orders` row first (status `created`, a fresh PayPal-Request-Id), then
 * POST /v2/checkout/orders with that request id. A timeout is retried once with the same
 * id, so PayPal answers with the same order instead of creating a second one.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { CURRENCY } from '@/contracts/constants'
import type { Attribution } from '@/lib/attribution'
import { toMoney } from '@/lib/money'
import { checkoutPrice } from '@/server/promotions'

import { callPayPal, withOneRetry, type PayPalConfig } from './paypal-client'
import type { PayPalOrder } from './paypal-types'
import { hasTooManyOpenOrders } from './rate-limit'
import { recordOrder } from './records'

export type CreateResult =
  | { kind: 'created'; paypalOrderId: string; orderId: number }
  | { kind: 'unknown-package' }
  | { kind: 'not-configured' }
  | { kind: 'too-many-open' }
  | { kind: 'paypal-error'; message: string; orderId: number }

/** The Orders v2 create body: intent CAPTURE, one purchase unit with one digital item. */
export function orderRequestBody(packageKey: string, amount: string, orderId: number) {
  const money = { currency_code: CURRENCY, value: amount }
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: packageKey,
        custom_id: String(orderId),
        description: `Package ${packageKey}`,
        amount: { ...money, breakdown: { item_total: money } },
        items: [{ name: packageKey, quantity: '1', category: 'DIGITAL_GOODS', unit_amount: money }],
      },
    ],
  }
}

/**
 * Creates our order and PayPal's for package `packageKey`, for the client `clientHash`
 * (keyed hash of its address) who arrived from the campaign `attribution` (its checked campaign
 * cookie, recorded on the order; empty when none) through the landing page `via` (a slug the
 * request claims; it counts only when that page shows the package); `too-many-open` when that
 * client holds too many unpaid orders (./rate-limit.ts). Never throws for PayPal failures.
 */
export async function createOrder(
  payload: Payload,
  paypal: PayPalConfig | null,
  packageKey: string,
  clientHash: string,
  attribution: Attribution = {},
  via?: unknown,
): Promise<CreateResult> {
  // The published price only: a package's draft is never charged, nor a never-published one.
  const { docs } = await payload.find({
    collection: 'packages',
    where: { key: { equals: packageKey }, _status: { equals: 'published' } },
    limit: 1,
    depth: 0,
  })
  const pkg = docs[0]
  if (!pkg) return { kind: 'unknown-package' }
  if (!paypal) return { kind: 'not-configured' }
  if (await hasTooManyOpenOrders(payload, clientHash)) return { kind: 'too-many-open' }
  const { price, promotion } = await checkoutPrice(payload, pkg, { via, campaign: attribution.campaign })
  const order = await payload.create({
    collection: 'orders',
    data: {
      packageKey: pkg.key,
      amount: price / 100,
      ...(promotion && {
        promotionId: promotion.id,
        promotionTitle: promotion.title,
        amountOff: promotion.amountOff / 100,
      }),
      currency: CURRENCY,
      status: 'created',
      clientHash,
      attribution,
      requestId: randomUUID(),
      events: [{ at: new Date().toISOString(), type: 'created' }],
    },
    depth: 0,
    overrideAccess: true,
  })
  try {
    const body = orderRequestBody(order.packageKey, toMoney(order.amount), order.id)
    const created = await withOneRetry(() =>
      callPayPal<PayPalOrder>(paypal, 'POST', '/v2/checkout/orders', body, order.requestId ?? undefined),
    )
    await recordOrder(
      payload,
      order.id,
      { paypalOrderId: created.id },
      { type: 'paypal-order-created', status: created.status },
    )
    return { kind: 'created', paypalOrderId: created.id, orderId: order.id }
  } catch (error) {
    const message = (error as Error).message
    await recordOrder(
      payload,
      order.id,
      { status: 'failed' },
      { type: 'paypal-error', detail: message.slice(0, 500) },
    )
    payload.logger.error(`PayPal order for ${packageKey} (order ${order.id}) failed: ${message}`)
    return { kind: 'paypal-error', message, orderId: order.id }
  }
}

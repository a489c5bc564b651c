import 'server-only'

/**
 * Reading and writing `orders` rows for the payment flow: local API with access
 * overridden (the server writes orders, visitors never do), each change with a history event.
 */
import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

export type OrderEvent = { type: string; status?: string; detail?: string; paypalEventId?: string }

/** The order PayPal knows as `paypalOrderId`, or null. */
export async function findOrderByPayPalId(payload: Payload, paypalOrderId: string): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { paypalOrderId: { equals: paypalOrderId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The order `id` (fresh from the database), or null. */
export function findOrder(payload: Payload, id: number): Promise<Order | null> {
  return payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })
}

/** Applies `data` to order `id` and appends `event` to its history; returns the updated order. */
export async function recordOrder(
  payload: Payload,
  id: number,
  data: Partial<Order>,
  event: OrderEvent,
): Promise<Order> {
  const current = await findOrder(payload, id)
  const events = [...(current?.events ?? []), { ...event, at: new Date().toISOString() }]
  return payload.update({
    collection: 'orders',
    id,
    data: { ...data, events },
    depth: 0,
    overrideAccess: true,
  })
}

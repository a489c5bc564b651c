import type { CollectionAfterChangeHook } from 'payload'

import { ORDER_MAIL_TASK } from '@/mail'
import type { Order } from '@/payload-types'
import { queueWebhookDeliveries } from '@/webhooks'

/**
 * Queues the agency's e-mail and the `order.completed` webhooks (src/webhooks/queue.ts) when
 * an order becomes `completed`. Runs in the update's transaction (same `req`): the status
 * change, its mail job and its deliveries are stored together.
 */
export const queueOrderMail: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'completed' || previousDoc?.status === 'completed') return doc
  await req.payload.jobs.queue({ task: ORDER_MAIL_TASK, input: { orderId: doc.id }, req })
  await queueWebhookDeliveries(req, { event: 'order.completed', doc })
  return doc
}

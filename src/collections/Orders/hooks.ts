import type { CollectionAfterChangeHook } from 'payload'

import { ORDER_MAIL_TASK } from '@/mail'
import type { Order } from '@/payload-types'

/**
 * Queues the agency's e-mail when an order becomes `completed`. Runs in the
 * update's transaction (same `req`): the status change and its mail job are stored together.
 */
export const queueOrderMail: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'completed' || previousDoc?.status === 'completed') return doc
  await req.payload.jobs.queue({ task: ORDER_MAIL_TASK, input: { orderId: doc.id }, req })
  return doc
}

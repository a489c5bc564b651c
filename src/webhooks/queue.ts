/**
 * Queues the deliveries of one event: for every enabled webhook subscribed to it, one
 * `webhook-deliveries` record (its message id, body and `pending` status) and one job of
 * deliver-task.ts. Called by the afterChange hooks of contact messages and orders with their
 * `req`, so the record, its deliveries and their jobs are stored in one transaction; nothing
 * is sent here (the queue runs after the response).
 */
import type { PayloadRequest } from 'payload'

import { getEnv } from '@/env'

import { type EventRecord, webhookBody, webhookMessageId, type WebhookPreset } from './events'

/** Job task slug of one delivery attempt. */
export const WEBHOOK_TASK = 'deliverWebhook'

/** Queues `record`'s event for every subscribed webhook; resolves with the number of deliveries queued. */
export async function queueWebhookDeliveries(req: PayloadRequest, record: EventRecord): Promise<number> {
  const { payload } = req
  const { docs: hooks } = await payload.find({
    collection: 'webhooks',
    where: { enabled: { equals: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const at = new Date(record.doc.createdAt)
  const serverUrl = getEnv().SERVER_URL
  let queued = 0
  for (const hook of hooks) {
    if (!hook.events?.includes(record.event)) continue
    const delivery = await payload.create({
      collection: 'webhook-deliveries',
      data: {
        webhook: hook.id,
        event: record.event,
        messageId: webhookMessageId(record, hook.id),
        status: 'pending',
        attempts: 0,
        body: webhookBody(record, (hook.preset ?? 'standard') as WebhookPreset, serverUrl, at),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await payload.jobs.queue({ task: WEBHOOK_TASK, input: { deliveryId: delivery.id, attempt: 0 }, req })
    queued += 1
  }
  return queued
}

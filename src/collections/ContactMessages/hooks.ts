import type { CollectionAfterChangeHook } from 'payload'

import { countsAsSpam } from '@/contracts/leads'
import { NOTIFY_TASK } from '@/mail'
import type { ContactMessage } from '@/payload-types'
import { queueWebhookDeliveries } from '@/webhooks'

/**
 * Queues the notification job for a new lead (src/contracts/leads.ts; a lead to review too). Runs inside the create's
 * transaction (same `req`), so the message and its job are stored together or not at all.
 */
export const queueNotification: CollectionAfterChangeHook<ContactMessage> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || countsAsSpam(doc) || doc.mailStatus !== 'pending') return doc
  const job = await req.payload.jobs.queue({ task: NOTIFY_TASK, input: { messageId: doc.id }, req })
  // Handed back to the caller's context so it can run exactly this job after the response.
  req.context.notifyJobId = job.id
  return doc
}

/**
 * Queues the `lead.created` webhooks of a new lead (src/webhooks/queue.ts), in the create's
 * transaction like its notification: the runner that sends the mail after the response sends these too.
 */
export const queueLeadWebhooks: CollectionAfterChangeHook<ContactMessage> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || countsAsSpam(doc)) return doc
  await queueWebhookDeliveries(req, { event: 'lead.created', doc })
  return doc
}

/**
 * Job task `notifyOrderCompleted`: mails the agency that an order was paid, on
 * the same path as contact messages (Payload jobs + the SMTP adapter, retried with
 * backoff). Queued by the Orders afterChange hook when the status becomes `completed`.
 * Recipient: NOTIFY_EMAIL, else the settings footer/header e-mail. Without SMTP_HOST the
 * job ends as `not-configured` (the order is in the admin inbox either way). Sent at most once
 * per job (deliver-once.ts), Message-ID `<order-<id>-<created ms>@<MAIL_FROM domain>>`.
 */
import type { TaskConfig } from 'payload'

import { getEnv } from '@/env'
import { mailMessageId, sendOnce } from '@/mail/deliver-once'
import { buildOrderMail } from '@/mail/order-mail'

import { NOTIFY_ATTEMPTS, notifyRecipient } from './notify-contact'

export const ORDER_MAIL_TASK = 'notifyOrderCompleted'

/** The task config registered in payload.config.ts (jobs.tasks). */
export const notifyOrderTask: TaskConfig<{ input: { orderId: number }; output: { status: string } }> = {
  slug: ORDER_MAIL_TASK,
  label: 'Mail a completed order to the agency',
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  retries: { attempts: NOTIFY_ATTEMPTS - 1, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const order = await payload.findByID({
      collection: 'orders',
      id: input.orderId,
      depth: 0,
      req,
      disableErrors: true,
    })
    if (!order) return { output: { status: 'deleted' } }
    if (!getEnv().SMTP_HOST) {
      payload.logger.warn(`Order ${order.id} not mailed: SMTP_HOST is not set.`)
      return { output: { status: 'not-configured' } }
    }
    // An SMTP error throws: Payload retries the job with backoff.
    const mail = { to: await notifyRecipient(payload), ...buildOrderMail(order) }
    await sendOnce(payload, job, mail, mailMessageId('order', order.id, order.createdAt))
    return { output: { status: 'sent' } }
  },
}

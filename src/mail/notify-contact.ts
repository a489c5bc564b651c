/**
 * Job task `notifyContactMessage`: mails a stored contact message to the agency,
 * after the visitor got the answer, with retries. Queued in the same transaction that
 * stores the message (ContactMessages afterChange), so a stored message always has its job.
 *
 * Recipient: NOTIFY_EMAIL, else the settings footer/header e-mail. The delivery state is
 * recorded on the message (mailStatus, mailAttempts, mailSentAt, mailError). An SMTP error
 * throws so Payload retries (exponential backoff); the message itself is never touched. Sent at
 * most once per job (deliver-once.ts: marked on the job right after acceptance, Message-ID
 * `<contact-message-<id>-<created ms>@<MAIL_FROM domain>>`), and never for a message recorded `sent`.
 */
import type { Payload, TaskConfig } from 'payload'

import { getEnv } from '@/env'
import { buildNotification, messageAdminUrl } from '@/mail/contact-notification'
import { mailMessageId, sendOnce } from '@/mail/deliver-once'
import { countsAsSpam } from '@/contracts/leads'

/** Attempts in total, the first plus retries (30 s, 1 min, 2 min ... about 4 h apart at the end). */
export const NOTIFY_ATTEMPTS = 10
export const NOTIFY_TASK = 'notifyContactMessage'

/** Where agency notifications go: NOTIFY_EMAIL, else the settings footer/header e-mail. */
export async function notifyRecipient(payload: Payload): Promise<string> {
  const configured = getEnv().NOTIFY_EMAIL
  if (configured) return configured
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
  return settings.footer_email || settings.header_email
}

/** The task config registered in payload.config.ts (jobs.tasks). */
export const notifyContactTask: TaskConfig<{ input: { messageId: number }; output: { status: string } }> = {
  slug: NOTIFY_TASK,
  label: 'Mail a contact message to the agency',
  inputSchema: [{ name: 'messageId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  retries: { attempts: NOTIFY_ATTEMPTS - 1, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req, job }) => {
    const { payload } = req
    const message = await payload.findByID({
      collection: 'contact-messages',
      id: input.messageId,
      depth: 0,
      req,
      disableErrors: true,
    })
    // Deleted from the inbox before the mail went out: nothing left to send, no retry.
    if (!message) return { output: { status: 'deleted' } }
    if (message.mailStatus === 'sent' || countsAsSpam(message))
      return { output: { status: message.mailStatus ?? 'skipped' } }
    let attempts = (message.mailAttempts ?? 0) + 1
    const record = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'contact-messages',
        id: message.id,
        data: { mailAttempts: attempts, ...data },
        req,
        depth: 0,
      })
    if (!getEnv().SMTP_HOST) {
      payload.logger.warn(`Contact message ${message.id} not mailed: SMTP_HOST is not set.`)
      await record({ mailStatus: 'not-configured' })
      return { output: { status: 'not-configured' } }
    }
    let delivered
    try {
      const adminUrl = messageAdminUrl(getEnv().SERVER_URL, message.id)
      const mail = { to: await notifyRecipient(payload), ...buildNotification(message, adminUrl) }
      delivered = await sendOnce(
        payload,
        job,
        mail,
        mailMessageId('contact-message', message.id, message.createdAt),
      )
    } catch (error) {
      const last = (job.totalTried ?? 0) + 1 >= NOTIFY_ATTEMPTS
      await record({
        mailStatus: last ? 'failed' : 'retrying',
        mailError: String((error as Error).message).slice(0, 500),
      })
      throw error
    }
    // Sent by an attempt that stopped before this record: record it, attempts unchanged.
    if (!delivered.sentNow) attempts -= 1
    await record({ mailStatus: 'sent', mailSentAt: delivered.at, mailError: null })
    return { output: { status: 'sent' } }
  },
}

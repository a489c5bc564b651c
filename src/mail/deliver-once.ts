/**
 * At most one mail per job, whatever the retries: a job retried after a crash (released by
 * release-stale.ts) or after a failure that came after the send must not mail again.
 *
 * - Before sending, the job's input is read for the delivery mark; a marked job sends nothing.
 * - Right after the SMTP server accepted the message (nodemailer resolves on its 250 reply), the
 *   mark `{ at, messageId }` is written into the job's input: one UPDATE of the job row outside
 *   any transaction, before anything else (the contact message's own record comes after it).
 *   Payload's later updates of the job re-read the row, so they keep the mark.
 * - Each mail has a deterministic Message-ID (mailMessageId: kind, target id and creation time),
 *   the same on every attempt.
 *
 * Remaining window: a process killed between the SMTP server's acceptance and that UPDATE (a
 * few milliseconds), or an SMTP reply lost after the server accepted (a socket time-out after the
 * data), leaves no mark: the retry sends again, at-least-once. The repeat carries the same
 * Message-ID, by which mail clients and stores (Gmail among them) show it once.
 */
import type { Payload, SendEmailOptions } from 'payload'

import { getEnv } from '@/env'

import { parseFrom } from './adapter'

/** What the mark records: when the server accepted the mail, and its Message-ID. */
export type DeliveryMark = { at: string; messageId: string }

/** The job fields read here (a Payload job document). */
type MailJob = { id: number | string; input?: unknown }

/** Key of the mark in the job's input (next to the task's own input fields). */
const MARK = 'delivered'

/** The delivery mark of `job`, or null when its mail has not been accepted yet. */
export function deliveryMark(job: MailJob): DeliveryMark | null {
  const mark = (job.input as Record<string, unknown> | null | undefined)?.[MARK] as
    Partial<DeliveryMark> | undefined
  return mark?.at && mark.messageId ? { at: mark.at, messageId: mark.messageId } : null
}

/**
 * `<kind-id-createdAtMs@domain>`, the domain of MAIL_FROM. The creation time (ISO text of the
 * target record or job) keeps the ids of different databases apart (a restored backup, a fresh
 * test database reusing id 1).
 */
export function mailMessageId(kind: string, id: number | string, createdAt: string): string {
  const domain = parseFrom(getEnv().MAIL_FROM).address.split('@')[1] || 'localhost'
  return `<${kind}-${id}-${Date.parse(createdAt) || 0}@${domain}>`
}

/**
 * Sends `mail` with `messageId` unless `job` is marked; marks it right after acceptance.
 * Resolves with the mark and whether this call sent it. SMTP errors reject (the job retries);
 * an error writing the mark rejects too (the mail went out: the retry may repeat it).
 */
export async function sendOnce(
  payload: Payload,
  job: MailJob,
  mail: SendEmailOptions,
  messageId: string,
): Promise<DeliveryMark & { sentNow: boolean }> {
  const previous = deliveryMark(job)
  if (previous) return { ...previous, sentNow: false }
  await payload.sendEmail({ ...mail, messageId })
  const mark: DeliveryMark = { at: new Date().toISOString(), messageId }
  const input = { ...((job.input as Record<string, unknown> | null) ?? {}), [MARK]: mark }
  await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { input }, returning: false })
  return { ...mark, sentNow: true }
}

/**
 * `forgot-password` of `users` without the mail in the request: Payload's operation still
 * finds the account and stores a fresh reset token, but sends nothing (`disableEmail`);
 * the mail is queued as a job in the same transaction (src/mail/reset-password-mail.ts).
 * The answer is Payload's `200 {"message": "Success"}` either way, with no SMTP round trip
 * that would tell an existing account from an unknown one by its timing, and an SMTP failure
 * can no longer turn it into a 500. The local API (scripts, tests) keeps Payload's behaviour.
 */
import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'

import { RESET_MAIL_TASK } from '@/mail'

/** Keeps Payload from mailing inside the request. */
export const deferResetMail: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'forgotPassword' || req.payloadAPI === 'local') return args
  return { ...args, disableEmail: true }
}

/** Queues the mail when Payload stored a token (an account exists). */
export const queueResetMail: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'forgotPassword' || req.payloadAPI === 'local' || !result) return result
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (typeof email === 'string' && email)
    await req.payload.jobs.queue({ task: RESET_MAIL_TASK, input: { email }, req })
  return result
}

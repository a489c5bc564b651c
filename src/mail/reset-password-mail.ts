/**
 * Job task `sendPasswordResetMail`: the forgot-password mail of `users`, sent by the job queue
 * instead of inside the request (src/collections/Users/forgot-password.ts), so that the answer
 * takes the same time whether or not the account exists, and an SMTP failure is retried by
 * the queue instead of failing the request.
 *
 * Input: the account's e-mail. The reset link is built from the token Payload stored on the
 * account (`SERVER_URL/admin/reset/<token>`), read when the job runs; an expired or already
 * used token sends nothing. The link and token are never logged: without SMTP_HOST the job
 * ends as `not-configured` with one line naming the account only. Sent at most once per job
 * (deliver-once.ts), Message-ID `<password-reset-<job id>-<job created ms>@<MAIL_FROM domain>>`:
 * each request is a mail of its own.
 */
import type { TaskConfig } from 'payload'

import { getEnv } from '@/env'
import { mailMessageId, sendOnce } from '@/mail/deliver-once'

export const RESET_MAIL_TASK = 'sendPasswordResetMail'

/** The mail for `link` (plain and HTML), in the words of Payload's own reset mail. */
export function resetMail(link: string): { subject: string; text: string; html: string } {
  const intro =
    'You are receiving this because you (or someone else) asked to reset the password of your account.'
  const outro = 'If you did not ask for this, ignore this e-mail and your password stays unchanged.'
  return {
    subject: 'Reset your password',
    text: `${intro}\n\nOpen this link to choose a new password (valid for one hour):\n${link}\n\n${outro}\n`,
    html: `<p>${intro}</p><p><a href="${link}">Choose a new password</a> (valid for one hour).</p><p>${outro}</p>`,
  }
}

/** The task config registered in payload.config.ts (jobs.tasks). */
export const resetPasswordMailTask: TaskConfig<{ input: { email: string }; output: { status: string } }> = {
  slug: RESET_MAIL_TASK,
  label: 'Mail a password reset link',
  inputSchema: [{ name: 'email', type: 'email', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: input.email } },
      limit: 1,
      depth: 0,
      showHiddenFields: true,
      overrideAccess: true,
      req,
    })
    const user = docs[0] as
      | {
          id: number
          email: string
          resetPasswordToken?: string | null
          resetPasswordExpiration?: string | null
        }
      | undefined
    const expires = user?.resetPasswordExpiration ? Date.parse(user.resetPasswordExpiration) : 0
    if (!user?.resetPasswordToken || expires <= Date.now()) return { output: { status: 'expired' } }
    const env = getEnv()
    if (!env.SMTP_HOST) {
      payload.logger.warn(`Password reset mail for user ${user.id} not sent: SMTP_HOST is not set.`)
      return { output: { status: 'not-configured' } }
    }
    const link = `${env.SERVER_URL}/admin/reset/${encodeURIComponent(user.resetPasswordToken)}`
    // An SMTP error throws: Payload retries the job with backoff.
    const messageId = mailMessageId('password-reset', job.id, job.createdAt)
    await sendOnce(payload, job, { to: user.email, ...resetMail(link) }, messageId)
    return { output: { status: 'sent' } }
  },
}

/**
 * Payload e-mail adapter over nodemailer SMTP (issue 4: "nodemailer through Payload's
 * e-mail adapter"). Written here because @payloadcms/email-nodemailer has no release that
 * matches payload 3.90.2; this is the same small contract (payload `EmailAdapter`).
 *
 * Without SMTP_HOST: an adapter that sends nothing and logs one line naming the subject
 * only, never the body (Payload's own fallback would print whole mails, reset links
 * included, to the log); the notification tasks record their mail as not sent
 * (see src/jobs/notify-contact.ts).
 */
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import type { Env } from '@/env'

/** Splits `Name <address>` (MAIL_FROM) into its parts; a bare address has an empty name. */
export function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match
    ? { name: match[1]!.replace(/^"|"$/g, ''), address: match[2]! }
    : { name: '', address: from.trim() }
}

/** Sends nothing: one warning line with the subject, no recipient address or body. */
export function unsentMailAdapter(from: { name: string; address: string }): EmailAdapter {
  return ({ payload }) => ({
    name: 'unsent',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      payload.logger.warn(`E-mail "${String(message.subject ?? '')}" not sent: SMTP_HOST is not set.`)
    },
  })
}

/** The adapter for `env` (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, MAIL_FROM); unsentMailAdapter without SMTP_HOST. */
export function smtpAdapter(env: Env): EmailAdapter {
  const from = parseFrom(env.MAIL_FROM)
  if (!env.SMTP_HOST) return unsentMailAdapter(from)
  return () => {
    const transport = nodemailer.createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_PORT === 465, // implicit TLS; other ports upgrade with STARTTLS when offered
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
      // Fail fast: the job queue retries later, a hanging connection only delays the queue.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
    return {
      name: 'smtp',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: (message) => transport.sendMail({ from: env.MAIL_FROM, ...message }),
    }
  }
}

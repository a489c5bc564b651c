/**
 * Payload's e-mail adapter: `@payloadcms/email-nodemailer` over our own SMTP transport.
 *
 * Without SMTP_HOST: an adapter that sends nothing and logs one line naming the subject only,
 * never the body (Payload's own fallback would print whole mails, reset links included, to the
 * log); the notification tasks record their mail as not sent (src/mail/notify-contact.ts).
 * The transport is always ours, so the package never creates an Ethereal test account, and
 * `skipVerify` keeps start-up from waiting on the SMTP server: an unreachable server only
 * delays the queue, whose jobs retry.
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'

import type { Env } from '@/env'

/** Splits `Name <address>` (MAIL_FROM) into its parts; a bare address has an empty name. */
export function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match
    ? { name: match[1]!.replace(/^"|"$/g, ''), address: match[2]! }
    : { name: '', address: from.trim() }
}

/** SMTP options from `env` (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS); timeouts in milliseconds. */
export function smtpTransportOptions(env: Env & { SMTP_HOST: string }): SMTPTransport.Options {
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_PORT === 465, // implicit TLS; other ports upgrade with STARTTLS when offered
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    // Fail fast: the job queue retries later, a hanging connection only delays the queue.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
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

/** The adapter for `env` (SMTP settings and MAIL_FROM); unsentMailAdapter without SMTP_HOST. */
export function smtpAdapter(env: Env): EmailAdapter | Promise<EmailAdapter> {
  const from = parseFrom(env.MAIL_FROM)
  const host = env.SMTP_HOST
  if (!host) return unsentMailAdapter(from)
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transportOptions: smtpTransportOptions({ ...env, SMTP_HOST: host }),
    skipVerify: true,
  })
}

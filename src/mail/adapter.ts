/**
 * Payload's e-mail adapter: `@payloadcms/email-nodemailer` over our own SMTP transport.
 *
 * Undefined when SMTP_HOST is unset: Payload then logs e-mails to the console instead, and
 * the notification tasks record the message as not mailed (src/mail/notify-contact.ts).
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

/** The adapter for `env` (SMTP settings and MAIL_FROM), or undefined without SMTP_HOST. */
export function smtpAdapter(env: Env): Promise<EmailAdapter> | undefined {
  const host = env.SMTP_HOST
  if (!host) return undefined
  const from = parseFrom(env.MAIL_FROM)
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transportOptions: smtpTransportOptions({ ...env, SMTP_HOST: host }),
    skipVerify: true,
  })
}

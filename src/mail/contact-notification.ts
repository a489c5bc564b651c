/**
 * The notification e-mail the agency receives for a contact message. Visitor
 * input is escaped in the HTML part and stripped of line breaks in the subject (header
 * injection). Pure.
 */
import type { ContactMessage } from '@/payload-types'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** HTML-escapes text (the five significant characters). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

const oneLine = (text: string): string => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim()

type Mail = { subject: string; text: string; html: string; replyTo: string }

/** The message's page in the admin, on the site at `serverUrl` (no trailing slash). */
export const messageAdminUrl = (serverUrl: string, id: number | string): string =>
  `${serverUrl}/admin/collections/contact-messages/${encodeURIComponent(String(id))}`

const TO_REVIEW_NOTE =
  'Sent very fast after the form was shown (often autofill, sometimes a bot): confirm the lead or mark it spam in the admin.'

/** Subject prefix of a lead sent too fast, waiting for an editor's verdict (src/contracts/leads.ts). */
export const TO_REVIEW_PREFIX = '[To review] '

/**
 * Subject, plain-text and HTML bodies, and Reply-To (the visitor) for `message`; with
 * `adminUrl`, both bodies end with a link to the message in the admin (opening it there
 * marks it read; its reply link marks it answered). A lead to review has TO_REVIEW_PREFIX
 * before its subject and a line saying why.
 */
export function buildNotification(
  message: Pick<ContactMessage, 'name' | 'email' | 'subject' | 'phone_number' | 'message'> &
    Partial<Pick<ContactMessage, 'review'>>,
  adminUrl?: string,
): Mail {
  const toReview = message.review === 'to-review'
  const rows: Array<[string, string]> = [
    ['Name', message.name],
    ['E-mail', message.email],
    ['Phone number', message.phone_number ?? ''],
    ['Subject', message.subject],
  ]
  const link = adminUrl ? `\nOpen in the admin: ${adminUrl}\n` : ''
  const why = toReview ? `${TO_REVIEW_NOTE}\n\n` : ''
  const text = `${why}${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${message.message}\n${link}`
  const html =
    (toReview ? `<p><strong>${TO_REVIEW_NOTE}</strong></p>` : '') +
    `<table>${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` +
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>` +
    (adminUrl ? `<p><a href="${escapeHtml(adminUrl)}">Open in the admin</a></p>` : '')
  return {
    subject: oneLine(`${toReview ? TO_REVIEW_PREFIX : ''}Contact form: ${message.subject}`).slice(0, 200),
    text,
    html,
    replyTo: oneLine(message.email),
  }
}

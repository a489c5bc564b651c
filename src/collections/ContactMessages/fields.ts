import type { Field } from 'payload'

/**
 * Inbox states: `new` on arrival, `read` once opened in the admin, `answered` once the
 * reply link was used, `archived` by hand.
 */
export const MESSAGE_STATUSES = ['new', 'read', 'answered', 'archived'] as const

/** Why a message was marked spam (src/server/contact/submit.ts spamReason). */
export const SPAM_REASONS = ['honeypot', 'too-fast'] as const
export type SpamReason = (typeof SPAM_REASONS)[number]

/** Facts recorded when a message arrives; read-only in the admin. */
export const receiptFields: Field[] = [
  {
    name: 'receivedAt',
    type: 'date',
    index: true,
    defaultValue: () => new Date().toISOString(),
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'spam',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: 'Honeypot filled or sent too fast: not mailed.',
    },
  },
  {
    name: 'spamReason',
    label: 'Spam reason',
    type: 'select',
    options: [
      { label: 'Hidden field filled', value: 'honeypot' },
      { label: 'Sent too fast', value: 'too-fast' },
    ],
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'ipHash',
    type: 'text',
    admin: { position: 'sidebar', readOnly: true, description: 'Keyed hash of the sender IP.' },
  },
  { name: 'userAgent', type: 'text', admin: { position: 'sidebar', readOnly: true } },
]

/** Notification e-mail delivery state, written by the notifyContactMessage job. */
export const deliveryFields: Field[] = [
  {
    name: 'mailStatus',
    type: 'select',
    defaultValue: 'pending',
    options: ['pending', 'retrying', 'sent', 'failed', 'not-configured', 'skipped'],
    admin: { position: 'sidebar', readOnly: true, description: 'skipped: spam, never mailed.' },
  },
  { name: 'mailAttempts', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
  {
    name: 'mailSentAt',
    type: 'date',
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  { name: 'mailError', type: 'text', admin: { position: 'sidebar', readOnly: true } },
]

/** The landing page whose lead form sent the message (src/server/contact/submit.ts); empty for /contact and the API. */
export const formPageField: Field = {
  name: 'formPage',
  label: 'Sent from landing page',
  type: 'relationship',
  relationTo: 'pages',
  index: true,
  admin: { position: 'sidebar', readOnly: true },
}

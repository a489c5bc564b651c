import type { Field } from 'payload'

import { REVIEW_LABELS, REVIEW_VERDICTS } from '@/contracts/leads'

/**
 * Inbox states: `new` on arrival, `read` once opened in the admin, `answered` once the
 * reply link was used, `archived` by hand.
 */
export const MESSAGE_STATUSES = ['new', 'read', 'answered', 'archived'] as const

/** What the admin shows for each message state (the API keeps the values above). */
export const MESSAGE_STATUS_OPTIONS = MESSAGE_STATUSES.map((value) => ({
  value,
  label: { new: 'New', read: 'Read', answered: 'Answered', archived: 'Archived' }[value],
}))

/** Why a message was marked spam when it arrived (src/server/contact/submit.ts leadVerdict). */
export const SPAM_REASONS = ['honeypot'] as const
export type SpamReason = (typeof SPAM_REASONS)[number]

/** Facts recorded when a message arrives; read-only in the admin. */
export const receiptFields: Field[] = [
  {
    name: 'receivedAt',
    label: 'Received at',
    type: 'date',
    index: true,
    defaultValue: () => new Date().toISOString(),
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'spam',
    label: 'Spam',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: 'Hidden field filled (a bot): not mailed, not a lead.',
    },
  },
  {
    name: 'spamReason',
    label: 'Spam reason',
    type: 'select',
    options: [{ label: 'Hidden field filled', value: 'honeypot' }],
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'ipHash',
    label: 'Sender IP (hashed)',
    type: 'text',
    admin: { position: 'sidebar', readOnly: true, description: 'Keyed hash of the sender IP.' },
  },
  { name: 'userAgent', label: 'Browser', type: 'text', admin: { position: 'sidebar', readOnly: true } },
]

/**
 * The editor's verdict on a message sent too fast (src/contracts/leads.ts): written by the
 * sidebar's actions (MessageActions.client.tsx) or by hand; empty when there is nothing to review.
 */
export const reviewField: Field = {
  name: 'review',
  label: 'Review',
  type: 'select',
  index: true,
  options: REVIEW_VERDICTS.map((value) => ({ label: REVIEW_LABELS[value], value })),
  admin: {
    position: 'sidebar',
    description: 'Sent very fast after the page loaded (often autofill): confirm the lead or mark it spam.',
  },
}

/** Notification e-mail delivery state, written by the notifyContactMessage job. */
export const deliveryFields: Field[] = [
  {
    name: 'mailStatus',
    label: 'Mail status',
    type: 'select',
    defaultValue: 'pending',
    options: [
      { value: 'pending', label: 'Waiting to be sent' },
      { value: 'retrying', label: 'Retrying after a failure' },
      { value: 'sent', label: 'Sent' },
      { value: 'failed', label: 'Failed (no retries left)' },
      { value: 'not-configured', label: 'Not sent: no mail server set' },
      { value: 'skipped', label: 'Not sent: spam' },
    ],
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'mailAttempts',
    label: 'Mail attempts',
    type: 'number',
    defaultValue: 0,
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'mailSentAt',
    label: 'Mail sent at',
    type: 'date',
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  { name: 'mailError', label: 'Mail error', type: 'text', admin: { position: 'sidebar', readOnly: true } },
]

/**
 * The built form a message answers (src/server/forms/submit.ts; empty for the contact form and
 * the API) and the files its visitor attached (private `form-uploads`). The answers themselves
 * are the message's text, one "Label: value" line each.
 */
export const builtFormFields: Field[] = [
  {
    name: 'form',
    label: 'Sent with form',
    type: 'relationship',
    relationTo: 'forms',
    index: true,
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'files',
    label: 'Attached files',
    type: 'upload',
    relationTo: 'form-uploads',
    hasMany: true,
    admin: { readOnly: true, description: 'Private: only signed-in staff can open them.' },
  },
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

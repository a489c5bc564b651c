import 'server-only'

/**
 * Server-side validation of a contact submission. Texts follow the
 * Laravel wording the API's first back end answered with ("The name field is
 * required."), one per failing field. Pure: no I/O.
 */
import { z } from 'zod'

import { CONTACT_FIELDS, CONTACT_LIMITS, PHONE_DIGITS, type ContactField } from '@/contracts/contact'

const LABEL: Record<ContactField, string> = {
  name: 'name',
  email: 'email',
  subject: 'subject',
  phone_number: 'phone number',
  message: 'message',
}

/**
 * Control characters but tab and line breaks: invisible in the inbox and the e-mail, and
 * PostgreSQL refuses a NUL in text outright (a 500 instead of the field's message).
 */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** A required, trimmed text of at most CONTACT_LIMITS[field] characters, control characters removed. */
const text = (field: ContactField) =>
  z
    .string({ error: `The ${LABEL[field]} field is required.` })
    .overwrite((v) => v.replace(CONTROL_CHARS, ''))
    .trim()
    .min(1, `The ${LABEL[field]} field is required.`)
    .max(
      CONTACT_LIMITS[field],
      `The ${LABEL[field]} may not be greater than ${CONTACT_LIMITS[field]} characters.`,
    )

const schema = z.object({
  name: text('name'),
  email: text('email').pipe(z.email('The email must be a valid email address.')),
  subject: text('subject'),
  phone_number: text('phone_number')
    .regex(/^[0-9+\-() ]+$/, 'The phone number may only contain digits, spaces, +, - and parentheses.')
    .refine((v) => {
      const digits = v.replace(/\D/g, '').length
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max
    }, `The phone number must contain ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits.`),
  message: text('message'),
})

export type ContactInput = z.infer<typeof schema>
export type FieldErrors = Partial<Record<ContactField, string>>

/** Validates raw fields (any values: strings, files, missing). First failure per field wins. */
export function validateContact(
  raw: Record<string, unknown>,
): { ok: true; data: ContactInput } | { ok: false; errors: FieldErrors } {
  // A JSON client may send the phone number as a number (an input of number type).
  const value = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v)
  const result = schema.safeParse(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, value(raw[f])])))
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}

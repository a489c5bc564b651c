/**
 * The contact message contract (docs/api.md "POST /api/save_contact"):
 * field names, upper bounds and the anti-spam field names. Pure constants, shared by the
 * server, the form and the OpenAPI document.
 */

/** Fields a visitor sends, in form order (names are the API contract, docs/api.md). */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'phone_number', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** Maximum length of each field in characters (sane bounds; RFC 5321 caps an address at 254). */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  name: 100,
  email: 254,
  subject: 150,
  phone_number: 30,
  message: 5000,
}

/** Digits a phone number must contain (spaces, +, -, parentheses allowed around them). */
export const PHONE_DIGITS = { min: 6, max: 20 } as const

/** Characters a phone number may hold besides digits (the server's rule, src/server/contact/validate.ts). */
const PHONE_SEPARATORS = '+\\-\\(\\) '

/**
 * The phone field's HTML `pattern` (the browser anchors it and compiles it with the `v` flag):
 * digits, spaces, +, - and parentheses, PHONE_DIGITS.min to .max digits. The same rule as the
 * server's, so the browser says it before sending; the server's texts stay the authority.
 */
export const PHONE_PATTERN = `[${PHONE_SEPARATORS}]*(?:[0-9][${PHONE_SEPARATORS}]*){${PHONE_DIGITS.min},${PHONE_DIGITS.max}}`

/** The phone field's hint (the browser shows it with a pattern mismatch). */
export const PHONE_HINT = `Digits, spaces, +, - and parentheses, with ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits.`

/** Larger request bodies are refused with 413 before they are parsed (bytes). */
export const MAX_BODY_BYTES = 64 * 1024

/** Honeypot: hidden from people, filled in by form-filling bots. Any value marks spam. */
export const HONEYPOT_FIELD = 'website'

/** Epoch milliseconds at which the form was shown (set by the form island); too recent marks the lead "to review" (./leads.ts). */
export const STARTED_FIELD = 'form_started_at'

/**
 * Id of the landing page whose lead form sent the message (optional). Recorded when it names a
 * published page, otherwise ignored: never a reason to refuse a message.
 */
export const FORM_PAGE_FIELD = 'form_page'

/** What the visitor reads after a message was stored (also after a silently dropped spam). */
export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message. We will get back to you soon.'

/** Rejected posts (422) a sender may make per accepted message of CONTACT_RATE_LIMIT (./rate-limit.ts). */
export const REJECTED_FACTOR = 4

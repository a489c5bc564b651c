/**
 * The one definition of a lead: a contact message that does not count as spam. Spam is a
 * message whose honeypot was filled (`spam`, set when it arrives: src/server/contact/submit.ts)
 * or one an editor marked spam (`review`). A message sent sooner than CONTACT_MIN_FILL_MS after
 * its form was shown (autofill does that) is a lead `to-review`: counted, listed, mailed with
 * "[To review]" in the subject, until an editor confirms it or marks it spam. The inbox
 * filters, the dashboard's counts (src/dashboard) and the CSV export all follow this module.
 */
import type { Where } from 'payload'

/** An editor's verdict on a message (contact-messages `review`); empty: nothing to review. */
export const REVIEW_VERDICTS = ['to-review', 'confirmed', 'spam'] as const
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number]

/** Labels of the verdicts in the admin. */
export const REVIEW_LABELS: Record<ReviewVerdict, string> = {
  'to-review': 'To review (sent very fast)',
  confirmed: 'Confirmed lead',
  spam: 'Spam',
}

/** The message fields the definition reads. */
export type LeadFacts = { spam?: boolean | null; review?: string | null }

/** Whether a message counts as spam: honeypot filled, or marked spam by an editor. */
export const countsAsSpam = (message: LeadFacts): boolean =>
  message.spam === true || message.review === 'spam'

/** The same as Payload query conditions (each an AND term; `not_equals` keeps empty values). */
export const LEAD_CONDITIONS: Where[] = [{ spam: { not_equals: true } }, { review: { not_equals: 'spam' } }]

/** Messages waiting for an editor's verdict (they count as leads meanwhile). */
export const TO_REVIEW_CONDITION: Where = { review: { equals: 'to-review' } }

/**
 * Payload's `where` query string (the REST API's and the admin list's bracket syntax) for
 * `conditions` ANDed: `[{ status: { equals: 'new' } }]` → `where[and][0][status][equals]=new`.
 * Each condition has one field with one operator and a scalar value.
 */
export function whereParams(conditions: Where[]): Record<string, string> {
  const params: Record<string, string> = {}
  conditions.forEach((condition, i) => {
    for (const [field, operators] of Object.entries(condition))
      for (const [operator, value] of Object.entries(operators as Record<string, unknown>))
        params[`where[and][${i}][${field}][${operator}]`] = String(value)
  })
  return params
}

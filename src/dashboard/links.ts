/**
 * Admin list URLs pre-filtered for the dashboard's numbers (Payload's list view reads a
 * `where` query in the REST API's bracket syntax).
 */
import { LEAD_CONDITIONS, TO_REVIEW_CONDITION, whereParams } from '@/contracts/leads'

const ADMIN = '/admin/collections'

/** The inbox showing new leads (the "new leads" number; src/contracts/leads.ts). */
export const NEW_LEADS_URL =
  `${ADMIN}/contact-messages?` +
  new URLSearchParams(whereParams([{ status: { equals: 'new' } }, ...LEAD_CONDITIONS])).toString()

/** The inbox showing the leads waiting for an editor's verdict (the "to review" number). */
export const TO_REVIEW_URL =
  `${ADMIN}/contact-messages?` +
  new URLSearchParams(whereParams([TO_REVIEW_CONDITION, ...LEAD_CONDITIONS])).toString()

/** Orders pending, failed or flagged for review. */
export const ATTENTION_URL =
  `${ADMIN}/orders?` +
  new URLSearchParams({
    'where[or][0][status][equals]': 'pending',
    'where[or][1][status][equals]': 'failed',
    'where[or][2][reviewNeeded][equals]': 'true',
  }).toString()

/** Completed orders of one package. */
export const packageOrdersUrl = (packageKey: string): string =>
  `${ADMIN}/orders?` +
  new URLSearchParams({
    'where[and][0][status][equals]': 'completed',
    'where[and][1][packageKey][equals]': packageKey,
  }).toString()

/**
 * The inbox's leads whose message recorded `value` in attribution field `field`
 * (`campaign`, `landingPage`); null: the leads without one.
 */
export const attributionInboxUrl = (field: 'campaign' | 'landingPage', value: string | null): string =>
  `${ADMIN}/contact-messages?` +
  new URLSearchParams(
    whereParams([
      value === null
        ? { [`attribution.${field}`]: { exists: false } }
        : { [`attribution.${field}`]: { equals: value } },
      ...LEAD_CONDITIONS,
    ]),
  ).toString()

/**
 * Admin list URLs pre-filtered for the dashboard's numbers (Payload's list view reads a
 * `where` query in the REST API's bracket syntax).
 */
const ADMIN = '/admin/collections'

/** The inbox showing new, non-spam messages (the "new leads" number). */
export const NEW_LEADS_URL =
  `${ADMIN}/contact-messages?` +
  new URLSearchParams({
    'where[and][0][status][equals]': 'new',
    'where[and][1][spam][not_equals]': 'true',
  }).toString()

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
 * The inbox's leads (not spam) whose message recorded `value` in attribution field `field`
 * (`campaign`, `landingPage`); null: the leads without one.
 */
export const attributionInboxUrl = (field: 'campaign' | 'landingPage', value: string | null): string =>
  `${ADMIN}/contact-messages?` +
  new URLSearchParams({
    ...(value === null
      ? { [`where[and][0][attribution.${field}][exists]`]: 'false' }
      : { [`where[and][0][attribution.${field}][equals]`]: value }),
    'where[and][1][spam][not_equals]': 'true',
  }).toString()

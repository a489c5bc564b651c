/**
 * The demo agency's figures, stated once: every page of the demo that quotes one takes it from
 * here (the about record's counters and their texts, the footer and about texts, the landing
 * page's hero), so no two pages disagree. tests/unit/demo-facts.test.ts reads every text of the
 * demo content and refuses a figure about the agency that is not one of these.
 */
export const AGENCY_FACTS = {
  /** The year the agency started (the footer's copyright line starts at the site's launch, 2021). */
  foundedYear: 2012,
  /** Client projects delivered: the home page's '+' counter. */
  projects: 48,
  /** Countries of those clients. */
  countries: 14,
  /** Enquiries (calls, forms, bookings) the clients' sites and campaigns brought, in thousands: the 'k' counter. */
  enquiriesThousands: 12,
} as const

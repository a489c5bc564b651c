/**
 * Names of cookies and headers that the browser, the route handlers and the site's HTTP
 * server share. Pure constants: safe to import from client islands.
 */

/** Anti-forgery cookie: readable by the page's script, echoed in {@link XSRF_HEADER} (docs/security.md). */
export const XSRF_COOKIE = 'XSRF-TOKEN'

/** Request header that must equal the {@link XSRF_COOKIE} value on every non-GET API call. */
export const XSRF_HEADER = 'x-xsrf-token'

/**
 * First-party campaign cookie: the UTM parameters and click ids a visitor arrived with and the
 * pages they landed on, read by the contact pipeline (src/lib/attribution.ts, docs/security.md).
 */
export const ATTRIBUTION_COOKIE = 'lead_source'

/**
 * First-party, functional experiment cookie: the variant this visitor was shown of each running
 * experiment, `<experiment id>.<variant key>` pairs joined by `~` (src/lib/experiments/assign.ts,
 * docs/security.md).
 */
export const EXPERIMENT_COOKIE = 'site_exp'

/** Cookie Next.js sets while draft mode is on (`draftMode().enable()`); its pages are never shared. */
export const DRAFT_COOKIE = '__prerender_bypass'

/**
 * The body of every error answer of the site (docs/api.md "Errors"): a `message` for people,
 * and the same in Payload's `errors` list, so a client of either API reads it the same way.
 */
export const errorJson = (message: string): { message: string; errors: Array<{ message: string }> } => ({
  message,
  errors: [{ message }],
})

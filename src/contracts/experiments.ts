/**
 * The shapes of A/B experiments shared by the content model (Next's bundle: the experiments
 * collection and its loader), the site's server (src/edge/: the experiment step that picks a
 * variant before the page cache) and the measurement (exposures, leads, results).
 * Contract: docs/content.md "Experiments"; cookie: docs/security.md.
 */

/** The key of the control variant: the page's own published blocks. */
export const CONTROL_VARIANT = 'control'

/** An experiment id or a variant key as the cookie, the table and the routes take it: lower-case letters, digits and '-', 1 to 40. */
export const isExperimentToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z0-9-]{1,40}$/.test(value)

/** The states an editor moves an experiment through; only `running` draws variants. */
export const EXPERIMENT_STATUSES = ['draft', 'running', 'paused', 'ended'] as const
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number]

/** The fewest and most variants of one experiment, the control included. */
export const MIN_VARIANTS = 2
export const MAX_VARIANTS = 4

/**
 * A running experiment as the site's server sees it (src/infra/experiment-table.ts):
 * `id` is the experiment's document id as a string (a cookie token, [a-z0-9-]{1,40}), `path`
 * the normalised path of its landing page (`/web-design-offer`), `pageId` that page's id, and
 * `variants` every variant's key and weight, CONTROL_VARIANT first; a variant key is a token.
 */
export type ExperimentEntry = {
  id: string
  path: string
  pageId: string
  variants: ReadonlyArray<{ key: string; weight: number }>
}

/** The variant one request of an experiment page was served (set by the experiment step on the exchange). */
export type ExperimentServe = {
  experimentId: string
  variant: string
  /** A counted visitor (not a bot or prefetch): an exposure when the answer is a page view. */
  counted: boolean
  /** The variant was drawn for this request: its answer sets the cookie and is private. */
  fresh: boolean
}

/** The results route (admins and editors): `GET /api/analytics/experiments/{pageId}` (docs/api.md). */
export const EXPERIMENT_RESULTS_PATH = '/api/analytics/experiments'

/**
 * The shapes of the traffic counts (docs/operations.md "Traffic counts"), shared by the counter
 * of the site's server (src/edge/analytics/counter.ts) and the store it writes to, made in
 * Next's bundle (src/server/analytics/store.ts) and handed over through src/infra/shared-state.ts.
 */

/** The device classes a view is counted under. */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

/** What one view adds to: the campaign fields and the referrer host are '' when absent. */
export type ViewDimensions = {
  path: string
  referrer: string
  source: string
  medium: string
  campaign: string
  device: Device
}

/** One row of daily aggregates: a day (YYYY-MM-DD, site time zone), its dimensions and counts. */
export type DailyRow = ViewDimensions & { day: string; views: number; visitors: number }

/**
 * One row of experiment exposures: a day (YYYY-MM-DD, site time zone), an experiment's id and a
 * variant key (src/contracts/experiments.ts), and the unique visitors counted on it that day.
 */
export type ExposureRow = { day: string; experiment: string; variant: string; visitors: number }

/** Where the counts go; each method may reject while the database is away. */
export type AnalyticsStore = {
  /** The site's IANA time zone, as last read. */
  timeZone: () => string
  /** The salt of `day` (YYYY-MM-DD), made once for every instance. */
  salt: (day: string) => Promise<string>
  /**
   * Adds `rows` to the stored aggregates and their rollups, and `exposures` to the experiment
   * exposures, in one transaction (views and visitors summed).
   */
  write: (rows: DailyRow[], exposures?: ExposureRow[]) => Promise<void>
}

/** The visitors seen by every instance (a Redis set per day): whether each of `hashes` is new. */
export type SharedUniques = { add: (day: string, hashes: string[]) => Promise<boolean[]> }

/**
 * How often each instance writes its buffered counts, in ms (scripts/serve.ts); a SIGKILL loses
 * at most the views of the last interval (docs/operations.md "Traffic counts").
 */
export const ANALYTICS_FLUSH_MS = 10_000

/** The host the summary gives visits without a referrer (typed, bookmarked, or from the site itself). */
export const NO_REFERRER = '(none)'

/** The longest range `GET /api/analytics/summary` answers, in days (over two years of days). */
export const SUMMARY_MAX_DAYS = 800

/** The summary route's path (src/app/api/analytics/summary; the generated-request tests send to it). */
export const SUMMARY_PATH = '/api/analytics/summary'

/** The same summary as CSV, for download (src/app/api/analytics/summary.csv; docs/api.md). */
export const SUMMARY_CSV_PATH = '/api/analytics/summary.csv'

/**
 * The traffic of `npm run bench -- --analytics` (bench/analytics.ts): what the page-view counter
 * (src/edge/analytics/counter.ts) would have written over DAYS days for a site of PAGES pages
 * and CAMPAIGNS campaigns, and the leads and orders those campaigns brought. Seeded: the same
 * rows on every run and on both databases.
 *
 * Views are drawn one by one and summed into the rows the counter keys them by, so a day holds
 * only the combinations that were viewed, as the counter writes them:
 * - VIEWS_PER_DAY views a day on weekdays, 60% of it on weekends, growing from 70% to 130% over
 *   the DAYS days;
 * - the page, campaign and referrer of a view follow a Zipf law (a few popular, a long tail);
 * - 15% of views carry a campaign cookie, 25% a referrer host of REFERRER_HOSTS; the counter's
 *   daily bound (ANALYTICS_MAX_VALUES, 200 by default) turns the 201st distinct host or
 *   campaign of a day into `(other)`;
 * - devices: 55% mobile, 40% desktop, 5% tablet; 40% of views are a visitor's first of the day.
 */
import type { DailyRow, Device } from '../../src/contracts/analytics'
import { OTHER } from '../../src/edge/analytics/counter'
import { seededRandom } from '../../tests/helpers/seeded-random'

export const DAYS = 730
export const PAGES = 500
export const CAMPAIGNS = 200
export const VIEWS_PER_DAY = 6000
const REFERRER_HOSTS = 600
/** ANALYTICS_MAX_VALUES's default: distinct referrer hosts and campaigns a day. */
const MAX_VALUES = 200
/** Leads and orders a weekday (fewer on weekends, as views). */
export const LEADS_PER_DAY = 4
export const ORDERS_PER_DAY = 1

/** A draw of 0..n-1 where k has weight 1/(k+1) (Zipf, exponent 1). */
function zipf(n: number, rand: () => number): () => number {
  const cdf: number[] = []
  let sum = 0
  for (let k = 0; k < n; k++) cdf.push((sum += 1 / (k + 1)))
  return () => {
    const x = rand() * sum
    let lo = 0
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cdf[mid]! < x) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

export const pagePath = (i: number) => `/services/service-${i}`
/** The source, medium and campaign of campaign `i`. */
export const campaignOf = (i: number) => ({
  source: ['newsletter', 'google', 'facebook', 'linkedin', 'partner'][i % 5]!,
  medium: ['email', 'cpc', 'social', 'referral'][i % 4]!,
  campaign: `campaign-${i}`,
})

/** YYYY-MM-DD of `day` days after `first` (YYYY-MM-DD). */
export function dayAfter(first: string, day: number): string {
  return new Date(Date.parse(`${first}T00:00:00Z`) + day * 864e5).toISOString().slice(0, 10)
}

/** The views a day of index `day` (0 = first of DAYS) gets. */
export function viewsOn(date: string, day: number): number {
  const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())
  return Math.round(VIEWS_PER_DAY * (weekend ? 0.6 : 1) * (0.7 + (0.6 * day) / DAYS))
}

/** The rows of each of DAYS days from `first`, one day at a time. */
export function* dailyRows(first: string, seed = 1): Generator<DailyRow[]> {
  const rand = seededRandom(seed)
  const page = zipf(PAGES, rand)
  const campaign = zipf(CAMPAIGNS, rand)
  const referrer = zipf(REFERRER_HOSTS, rand)
  for (let d = 0; d < DAYS; d++) {
    const day = dayAfter(first, d)
    const rows = new Map<string, DailyRow>()
    const hosts = new Set<string>()
    const campaigns = new Set<number>()
    for (let v = viewsOn(day, d); v > 0; v--) {
      let host = rand() < 0.25 ? `site-${referrer()}.example` : ''
      if (host && !hosts.has(host)) {
        if (hosts.size >= MAX_VALUES) host = OTHER
        else hosts.add(host)
      }
      let name = { source: '', medium: '', campaign: '' }
      if (rand() < 0.15) {
        const c = campaign()
        if (campaigns.has(c) || campaigns.size < MAX_VALUES) {
          campaigns.add(c)
          name = campaignOf(c)
        } else name = { source: OTHER, medium: OTHER, campaign: OTHER }
      }
      const r = rand()
      const device: Device = r < 0.55 ? 'mobile' : r < 0.95 ? 'desktop' : 'tablet'
      const path = pagePath(page())
      const key = [path, host, name.source, name.medium, name.campaign, device].join('\u0000')
      const row = rows.get(key) ?? { day, path, referrer: host, ...name, device, views: 0, visitors: 0 }
      row.views += 1
      if (rand() < 0.4) row.visitors += 1
      rows.set(key, row)
    }
    yield [...rows.values()]
  }
}

/**
 * Check 10, traffic counts exact: VISITORS visitors (3 client addresses × 3 browser
 * User-Agents) each read the public pages ROUNDS times through nginx, which spreads them over the
 * 3 instances; beside them, requests that are not page views with the same referrer (HEAD, two
 * kinds of prefetch, a bot, a 404, the JSON API). analytics_daily must then hold exactly the
 * views sent and VISITORS visitors for that referrer (one Redis set per day dedupes visitors
 * across instances), and still so a flush interval later.
 */
import { ANALYTICS_FLUSH_MS } from '../../../src/contracts/analytics'
import { send } from '../http'
import {
  accountViews,
  browserAgent,
  parseAccessLog,
  refererOf,
  settledCounts,
  storedCounts,
} from '../traffic'
import { sleep, type CheckResult, type Context } from './context'
import { LOAD_PATHS } from './failover'

const ADDRESSES = ['127.0.10.1', '127.0.10.2', '127.0.10.3']
const AGENTS = [1, 2, 3]
const VISITORS = ADDRESSES.length * AGENTS.length
const ROUNDS = 6
/** The public pages the load reads (LOAD_PATHS without the JSON API). */
export const PAGE_PATHS = LOAD_PATHS.filter((p) => !p.startsWith('/api/'))
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** Requests with the check's referrer that must add nothing: [method, path, extra headers]. */
const NOT_VIEWS: Array<[string, string, Record<string, string>]> = [
  ['HEAD', '/', {}],
  ['GET', '/services', { rsc: '1', 'next-router-prefetch': '1' }],
  ['GET', '/about', { 'sec-purpose': 'prefetch' }],
  ['GET', '/package', { 'user-agent': BOT }],
  ['GET', '/no-such-page-for-counts', {}],
  ['GET', '/api/getServices', {}],
]

/** Check 10 (see above). */
export async function checkTrafficCounts(ctx: Context): Promise<CheckResult> {
  const { nginx, instances, publicHost } = ctx.cluster
  const host = `counts-${ctx.run}.example`
  const logBefore = nginx.accessLog().length
  const statuses = new Map<string, number>()
  const get = async (
    kind: 'view' | 'other',
    from: string,
    agent: string,
    method: string,
    path: string,
    extra = {},
  ) => {
    const answer = await send(`${nginx.url}${path}`, {
      method,
      localAddress: from,
      headers: { host: publicHost, 'user-agent': agent, ...refererOf(host), ...extra },
    })
    const key = kind === 'view' ? `view ${method} ${answer.status}` : `${method} ${path} ${answer.status}`
    statuses.set(key, (statuses.get(key) ?? 0) + 1)
  }
  await Promise.all(
    ADDRESSES.flatMap((from) =>
      AGENTS.map(async (n) => {
        const agent = browserAgent(n)
        for (const [method, path, extra] of NOT_VIEWS) await get('other', from, agent, method, path, extra)
        for (let round = 0; round < ROUNDS; round++)
          for (const path of PAGE_PATHS) await get('view', from, agent, 'GET', path)
      }),
    ),
  )
  const sent = VISITORS * ROUNDS * PAGE_PATHS.length
  const account = accountViews(parseAccessLog(nginx.accessLog().slice(logBefore)), PAGE_PATHS, instances)
  const first = await settledCounts(ctx, host, sent)
  // Whatever an instance still held is written by now: the counts must not have moved.
  await sleep(ANALYTICS_FLUSH_MS + 2000)
  const last = await storedCounts(ctx, host)
  const spread = instances.every((i) => (account.byInstance[i.name] ?? 0) > 0)
  return {
    check: `10. traffic counts: ${sent} views by ${VISITORS} visitors over 3 instances, exact`,
    pass:
      statuses.get('view GET 200') === sent &&
      spread &&
      first.views === sent &&
      last.views === sent &&
      last.visitors === VISITORS,
    figures: `answers ${[...statuses].map(([k, n]) => `${k} x${n}`).join(', ')}; page views served per instance ${JSON.stringify(account.byInstance)}; stored ${first.views} views, a flush later ${last.views} views and ${last.visitors} visitors (expected ${sent} and ${VISITORS})`,
  }
}

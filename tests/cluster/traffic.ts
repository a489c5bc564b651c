/**
 * Traffic counts of the cluster (docs/operations.md "Traffic counts"): the page views nginx
 * answered (its access log, tests/cluster/nginx.ts) against the rows the instances wrote to
 * analytics_daily, told apart by a referrer host of their own. Used by check 10
 * (checks/traffic.ts) and the fault cycles (faults.ts).
 *
 * - A counted view is a GET of a page answered 200 to a browser User-Agent; the site writes
 *   each instance's counts every ANALYTICS_FLUSH_MS (src/contracts/analytics.ts).
 * - Bounds of one window of requests: `served` views (status 200 in the log) must all be stored,
 *   except those a SIGKILLed instance answered in its last flush interval before the kill
 *   (`mayBeLost`); answers the client gave up on (499) or that nginx retried after a time-out
 *   may be counted by an instance although not served (`mayBeExtra`).
 */
import { ANALYTICS_FLUSH_MS } from '../../src/contracts/analytics'
import type { Instance } from './cluster'
import { sleep, type Context } from './checks/context'

/** A desktop Chrome User-Agent (the isbot package: not a bot), one per `n`. */
export const browserAgent = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`

/** The header that marks a window's views: a referrer of host `host`. */
export const refererOf = (host: string) => ({ referer: `https://${host}/from/a-link` })

/** One line of nginx's access log. `upstreams`: each try's address, the answering one last. */
export type LogLine = {
  status: number
  upstreams: string[]
  upstreamStatuses: string[]
  method: string
  path: string
  /** When the answer ended (ms since the epoch). */
  atMs: number
}

const LINE = /^(\d{3}) (.+?) "([^"]*)" "(\S+) (\S+)[^"]*" (\d+)\.(\d{3})$/

/** The lines of `text` (the access log's format, tests/cluster/nginx.ts); other lines are skipped. */
export function parseAccessLog(text: string): LogLine[] {
  return text.split('\n').flatMap((line) => {
    const m = LINE.exec(line)
    if (!m) return []
    const [, status, upstreams, statuses, method, target, seconds, ms] = m
    return [
      {
        status: Number(status),
        upstreams: upstreams!.split(/[,:]\s+/).filter((u) => u !== '-'),
        upstreamStatuses: statuses!.split(/[,:]\s+/),
        method: method!,
        path: target!.split('?')[0]!,
        atMs: Number(seconds) * 1000 + Number(ms),
      },
    ]
  })
}

/** The instance whose address (host:port) is `upstream`, by its port. */
export function instanceAt(instances: Instance[], upstream: string): Instance | undefined {
  const port = upstream.split(':').pop()
  return instances.find((i) => new URL(i.url).port === port)
}

/** A SIGKILL of `instance` at `atMs` (ms since the epoch, taken right before the signal). */
export type Kill = { instance: Instance; atMs: number }

/**
 * How long before a kill an answered view may still be unwritten: an interval, then the flush
 * still running when the next was called (flushes run one after the other, counter.ts) and the
 * next flush's own write, each up to 5 s under the fault cycles' load.
 */
export const LOSS_WINDOW_MS = ANALYTICS_FLUSH_MS + 10_000

export type ViewAccount = {
  /** GETs of `pages` answered 200. */
  served: number
  /** Of those, answered by a killed instance within LOSS_WINDOW_MS before its kill. */
  mayBeLost: number
  /** GETs of `pages` the client closed first (499) or retried after an upstream time-out. */
  mayBeExtra: number
  /** Served views per instance name. */
  byInstance: Record<string, number>
}

/** The account of the GETs of `pages` in `lines`. */
export function accountViews(
  lines: LogLine[],
  pages: readonly string[],
  instances: Instance[],
  kills: Kill[] = [],
): ViewAccount {
  const account: ViewAccount = { served: 0, mayBeLost: 0, mayBeExtra: 0, byInstance: {} }
  for (const line of lines) {
    if (line.method !== 'GET' || !pages.includes(line.path)) continue
    const timedOutBefore = line.upstreamStatuses.slice(0, -1).includes('504')
    if (line.status === 499 || (line.status === 200 && timedOutBefore)) account.mayBeExtra++
    if (line.status !== 200) continue
    account.served++
    const name = instanceAt(instances, line.upstreams.at(-1) ?? '')?.name ?? '?'
    account.byInstance[name] = (account.byInstance[name] ?? 0) + 1
    if (
      kills.some(
        (k) => k.instance.name === name && line.atMs <= k.atMs && line.atMs >= k.atMs - LOSS_WINDOW_MS,
      )
    )
      account.mayBeLost++
  }
  return account
}

/** Views and visitors stored with referrer `host` (retried while PostgreSQL comes back). */
export async function storedCounts(ctx: Context, host: string): Promise<{ views: number; visitors: number }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await ctx.cluster.query<{ views: string | null; visitors: string | null }>(
        'SELECT SUM(views) AS views, SUM(visitors) AS visitors FROM analytics_daily WHERE referrer = $1',
        [host],
      )
      return { views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) }
    } catch (error) {
      if (attempt >= 40) throw error
      await sleep(500)
    }
  }
}

/**
 * Waits until the views stored for `host` are `expected`, or are within [low, high] and have not
 * changed for a flush interval and more (every instance wrote since), at most 3 intervals;
 * resolves with the last counts read.
 */
export async function settledCounts(
  ctx: Context,
  host: string,
  expected: number,
  low = expected,
  high = expected,
): Promise<{ views: number; visitors: number }> {
  const deadline = performance.now() + 3 * ANALYTICS_FLUSH_MS
  let last = await storedCounts(ctx, host)
  let since = performance.now()
  for (;;) {
    if (last.views === expected || performance.now() > deadline) return last
    if (last.views >= low && last.views <= high && performance.now() - since > ANALYTICS_FLUSH_MS + 2000)
      return last
    await sleep(500)
    const next = await storedCounts(ctx, host)
    if (next.views !== last.views) since = performance.now()
    last = next
  }
}

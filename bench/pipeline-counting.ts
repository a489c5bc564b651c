/**
 * The A/B of counting page views on the hit path (`npm run bench -- --pipeline`, bench/pipeline.ts):
 * the variant as shipped and the one without the `page-views` step, served by one process
 * (bench/pipeline-server.ts), loaded in alternation with a browser's User-Agent, each view
 * checked to have been counted and written.
 */
import type { ChildProcess } from 'node:child_process'

import type { VariantsState } from './pipeline-server'
import { load, type LoadFigures } from './site/load'

/** A desktop Chrome's User-Agent: `isbot` calls autocannon's none, and curl's and Node's, no browser. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
/** The bar: counting on costs the hit path at most this share of its requests/s (%). */
const COUNTING_LOSS_BAR_PERCENT = 5

/** The median of `values` (the mean of the two middle ones for an even count). */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The variants' page views (bench/pipeline-server.ts `VariantsState`), after a flush of every counter. */
function variantsState(variants: ChildProcess): Promise<VariantsState> {
  return new Promise((resolve) => {
    variants.once('message', (state) => resolve(state as VariantsState))
    variants.send('views')
  })
}

/**
 * Waits until the counter of the variant at `url` (port `port`) writes a view: the store comes
 * with the process's Payload instance (src/server/payload.ts), made here by /api/health as
 * `npm start` makes it by its first request that reads the database.
 */
async function storeReady(url: string, port: string, variants: ChildProcess) {
  await fetch(new URL('/api/health', url))
  for (let i = 0; i < 20; i++) {
    const before = (await variantsState(variants)).views[port]!.written
    await fetch(url, { headers: { 'user-agent': BROWSER_UA } })
    if ((await variantsState(variants)).views[port]!.written > before) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no page view of ${url} was written: the counter has no store`)
}

/** Seconds of each load of the A/B of counting. */
const AB_LOAD_S = 5

type AbLoad = LoadFigures & { cpuUsPerRequest: number }
/** A variant of the A/B: its label, its `/` and its port. */
export type AbSide = { label: string; url: string; port: number }

/**
 * As shipped and the hit without counting, loaded AB_LOAD_S each in `rounds` rounds of both,
 * each round's first the other of the round before. The loss is 1 minus the median of the
 * rounds' as-shipped / without-counting requests/s; beside it, the variants' process CPU time
 * per request answered (less swayed by other work on the machine than requests/s). Throws when
 * the counter of as shipped was not given each view served (autocannon's total, at most one
 * request a client over it: answers finished as a load stopped), when the store wrote fewer
 * views than it was given, or when the variant without counting counted.
 */
export async function countingAb(
  sides: [shipped: AbSide, withoutCounting: AbSide],
  variants: ChildProcess,
  rounds: number,
  log: (line: string) => void,
) {
  await storeReady(sides[0].url, String(sides[0].port), variants)
  const [shipped, noCounting] = sides.map((side) => ({
    ...side,
    port: String(side.port),
    loads: [] as AbLoad[],
  }))
  const first = await variantsState(variants)
  let last = first
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 ? [noCounting!, shipped!] : [shipped!, noCounting!]) {
      const figures = await load(side.url, 50, AB_LOAD_S, { 'user-agent': BROWSER_UA })
      const state = await variantsState(variants)
      const cpuUsPerRequest = Number(((state.cpuMicros - last.cpuMicros) / figures.total).toFixed(1))
      last = state
      side.loads.push({ ...figures, cpuUsPerRequest })
      log(
        `A/B round ${round + 1}: ${side.label} ${figures.requestsPerSec} req/s, ${cpuUsPerRequest} µs CPU a request`,
      )
    }
  }
  const delta = (side: typeof shipped) => ({
    requests: side!.loads.reduce((sum, l) => sum + l.total, 0),
    recorded: last.views[side!.port]!.recorded - first.views[side!.port]!.recorded,
    written: last.views[side!.port]!.written - first.views[side!.port]!.written,
  })
  const counted = { shipped: delta(shipped), withoutCounting: delta(noCounting) }
  const c = counted.shipped
  if (
    c.recorded < c.requests ||
    c.recorded > c.requests + 50 * rounds ||
    c.written !== c.recorded ||
    counted.withoutCounting.recorded !== 0
  )
    throw new Error(`the counter did not count the bench's views: ${JSON.stringify(counted)}`)
  const paired = (figure: (l: AbLoad) => number) =>
    median(shipped!.loads.map((l, i) => figure(l) / figure(noCounting!.loads[i]!)))
  const lossPercent = Number(((1 - paired((l) => l.requestsPerSec)) * 100).toFixed(1))
  const sideFigures = (side: typeof shipped) => ({
    requestsPerSec: median(side!.loads.map((l) => l.requestsPerSec)),
    cpuUsPerRequest: median(side!.loads.map((l) => l.cpuUsPerRequest)),
  })
  /** The load of median requests/s (the lower of the two middle ones). */
  const middle = (side: typeof shipped) =>
    [...side!.loads].sort((a, b) => a.requestsPerSec - b.requestsPerSec)[(side!.loads.length - 1) >> 1]!
  return {
    rounds: shipped!.loads.map((l, i) => ({
      shipped: { requestsPerSec: l.requestsPerSec, cpuUsPerRequest: l.cpuUsPerRequest },
      withoutCounting: {
        requestsPerSec: noCounting!.loads[i]!.requestsPerSec,
        cpuUsPerRequest: noCounting!.loads[i]!.cpuUsPerRequest,
      },
    })),
    shipped: sideFigures(shipped),
    withoutCounting: sideFigures(noCounting),
    lossPercent,
    cpuCostPercent: Number(((paired((l) => l.cpuUsPerRequest) - 1) * 100).toFixed(1)),
    barPercent: COUNTING_LOSS_BAR_PERCENT,
    met: lossPercent <= COUNTING_LOSS_BAR_PERCENT,
    counted,
    /** The rows of the loads table. */
    rows: [middle(shipped), middle(noCounting)],
  }
}

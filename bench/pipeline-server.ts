/**
 * The variants of `npm run bench -- --pipeline` (bench/pipeline.ts): one Next app (the bench's
 * production build, NEXT_DIST_DIR) behind one site server per variant, each leaving out the
 * steps it names (`SiteServerOptions.without`), on its own port. BENCH_VARIANTS is a JSON list
 * of `{ "port": 3642, "without": ["request-log"] }`. Request log lines go to stdout, as
 * `npm start`'s do. Each variant limits searches to SEARCH_PROBE_LIMIT a minute per client, in
 * a budget of its own (the probes of search-limit and forwarded-for count the refusals).
 *
 * Each variant counts page views as `npm start` does (scripts/serve.ts): a counter of its own
 * on the database's store, flushed every ANALYTICS_FLUSH_MS (none on a variant without
 * `page-views`). Asked `'views'` over the IPC channel, the process flushes every counter and
 * answers VariantsState; sent `{ experiment: boolean }`, it publishes the experiment table with
 * or without BENCH_EXPERIMENT (bench/pipeline-experiment.ts) and answers `'experiment'`.
 */
import next from 'next'

import { ANALYTICS_FLUSH_MS, type AnalyticsStore } from '../src/contracts/analytics'
import { createCounter } from '../src/edge/analytics/counter'
import { getLogger } from '../src/infra/logger'
import { createLimiter } from '../src/infra/rate-limit'
import { readShared } from '../src/infra/shared-state'
import { createSiteServer, type StepName } from '../src/edge/server'
import { publishExperiments } from '../src/infra/experiment-table'
import { BENCH_EXPERIMENT } from './pipeline-experiment'
import { SEARCH_PROBE_LIMIT } from './pipeline-probes'

/** Per port: page views given to its counter and views the store wrote; the process's CPU time (µs). All since start. */
export type VariantsState = {
  views: Record<string, { recorded: number; written: number }>
  cpuMicros: number
}
type ViewCounts = VariantsState['views']

const variants = JSON.parse(process.env.BENCH_VARIANTS ?? '[]') as Array<{
  port: number
  without: StepName[]
}>
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port: variants[0]!.port })
await app.prepare()
const handle = app.getRequestHandler()
const logger = getLogger({ async: true })
const counts: ViewCounts = {}
const counters: Array<{ flush: () => Promise<unknown> }> = []

/** A counter as scripts/serve.ts makes one, its views and writes tallied in `tally`. */
function countingCounter(tally: ViewCounts[string]) {
  const counted = (store: AnalyticsStore): AnalyticsStore => ({
    ...store,
    write: async (rows) => {
      await store.write(rows)
      tally.written += rows.reduce((sum, r) => sum + r.views, 0)
    },
  })
  const counter = createCounter({
    store: () => {
      const store = readShared('analyticsStore')
      return store && counted(store)
    },
    // ANALYTICS_MAX_VALUES's default.
    maxValues: 200,
    onLost: (views) => logger.warn({ views }, 'traffic counts: buffer full, views not counted'),
  })
  setInterval(() => void counter.flush(), ANALYTICS_FLUSH_MS).unref()
  counters.push(counter)
  return {
    record: (view: Parameters<typeof counter.record>[0]) => {
      tally.recorded += 1
      counter.record(view)
    },
    flush: counter.flush,
    get buffered() {
      return counter.buffered
    },
  }
}

for (const { port, without } of variants) {
  const limiter = createLimiter(
    { keyPrefix: `bench-search-${port}`, points: SEARCH_PROBE_LIMIT, duration: 60 },
    null,
  )
  const searchLimit = { limiter, trustProxy: 0, secret: 'bench-secret-not-for-production' }
  counts[port] = { recorded: 0, written: 0 }
  const analytics = without.includes('page-views') ? undefined : countingCounter(counts[port])
  const site = createSiteServer({
    analytics,
    handle,
    logger,
    https: false,
    paypalOrigins: [],
    without,
    searchLimit,
  })
  await new Promise<void>((resolve) => site.server.listen(port, '127.0.0.1', resolve))
}
process.on('message', (message) => {
  if (typeof message === 'object' && message && 'experiment' in message) {
    publishExperiments((message as { experiment: boolean }).experiment ? [BENCH_EXPERIMENT] : [])
    process.send?.('experiment')
    return
  }
  if (message !== 'views') return
  void Promise.all(counters.map((c) => c.flush())).then(() => {
    const { user, system } = process.cpuUsage()
    const state: VariantsState = { views: counts, cpuMicros: user + system }
    process.send?.(state)
  })
})
console.error(`bench variants listening on ${variants.map((v) => v.port).join(', ')}`)

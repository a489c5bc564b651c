/**
 * The variants of `npm run bench -- --pipeline` (bench/pipeline.ts): one Next app (the bench's
 * production build, NEXT_DIST_DIR) behind one site server per variant, each leaving out the
 * steps it names (`SiteServerOptions.without`), on its own port. BENCH_VARIANTS is a JSON list
 * of `{ "port": 3642, "without": ["request-log"] }`. Request log lines go to stdout, as
 * `npm start`'s do. Each variant limits searches to SEARCH_PROBE_LIMIT a minute per client, in
 * a budget of its own (the probes of search-limit and forwarded-for count the refusals).
 */
import next from 'next'

import { getLogger } from '../src/infra/logger'
import { createLimiter } from '../src/infra/rate-limit'
import { createSiteServer, type StepName } from '../src/edge/server'
import { SEARCH_PROBE_LIMIT } from './pipeline-probes'

const variants = JSON.parse(process.env.BENCH_VARIANTS ?? '[]') as Array<{
  port: number
  without: StepName[]
}>
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port: variants[0]!.port })
await app.prepare()
const handle = app.getRequestHandler()
const logger = getLogger({ async: true })
for (const { port, without } of variants) {
  const limiter = createLimiter(
    { keyPrefix: `bench-search-${port}`, points: SEARCH_PROBE_LIMIT, duration: 60 },
    null,
  )
  const searchLimit = { limiter, trustProxy: 0, secret: 'bench-secret-not-for-production' }
  const site = createSiteServer({ handle, logger, https: false, paypalOrigins: [], without, searchLimit })
  await new Promise<void>((resolve) => site.server.listen(port, '127.0.0.1', resolve))
}
console.error(`bench variants listening on ${variants.map((v) => v.port).join(', ')}`)

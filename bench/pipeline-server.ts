/**
 * The variants of `npm run bench -- --pipeline` (bench/pipeline.ts): one Next app (the bench's
 * production build, NEXT_DIST_DIR) behind one site server per variant, each leaving out the
 * steps it names (`SiteServerOptions.without`), on its own port. BENCH_VARIANTS is a JSON list
 * of `{ "port": 3642, "without": ["request-log"] }`. Request log lines go to stdout, as
 * `npm start`'s do.
 */
import next from 'next'

import { getLogger } from '../src/infra/logger'
import { createSiteServer, type StepName } from '../src/server/http/server'

const variants = JSON.parse(process.env.BENCH_VARIANTS ?? '[]') as Array<{
  port: number
  without: StepName[]
}>
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port: variants[0]!.port })
await app.prepare()
const handle = app.getRequestHandler()
const logger = getLogger({ async: true })
for (const { port, without } of variants) {
  const site = createSiteServer({ handle, logger, https: false, paypalOrigins: [], without })
  await new Promise<void>((resolve) => site.server.listen(port, '127.0.0.1', resolve))
}
console.error(`bench variants listening on ${variants.map((v) => v.port).join(', ')}`)

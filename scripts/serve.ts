/**
 * Serves the site: Next's request handler behind the site's HTTP server
 * (src/edge/server.ts) on HOST:PORT. Spawned by `npm start` (scripts/start.ts) with
 * NODE_ENV=production for the built site, and by `npm run dev` (scripts/dev.ts) with
 * NODE_ENV=development for `next dev` with hot reload.
 *
 * SIGTERM / SIGINT: stop accepting, let requests in flight finish for up to
 * SHUTDOWN_TIMEOUT_MS, then the work they left for after their answer (`after()`: the
 * contact notification's first attempt) for up to as long again, write the traffic counts
 * (src/edge/analytics), close the database
 * (stopping the job cron; queued mail stays in payload_jobs for the next start), close the
 * Redis connections (REDIS_URL), flush the log, exit 0.
 *
 * REDIS_URL: a subscriber connection (src/edge/process/instance-sync.ts) applies the page-cache
 * purges and redirect tables other instances publish; each time every Redis connection of the
 * process is ready again the instance joins the shared state (page cache emptied, redirects
 * reread: src/infra/instance-state.ts), however long Redis was away, also at start-up.
 */
import next from 'next'

import { ANALYTICS_FLUSH_MS } from '../src/contracts/analytics'
import { createCounter } from '../src/edge/analytics/counter'
import { redisUniques } from '../src/edge/analytics/shared-uniques'
import { readShared } from '../src/infra/shared-state'

import { closeRedis, whenRedisReady } from '../src/infra/redis'
import { getLogger } from '../src/infra/logger'
import { paypalBrowserSources } from '../src/edge/csp/policy'
import { startSiteSync } from '../src/edge/process/instance-sync'
import { listenSite } from '../src/edge/process/listen'
import { SEARCH_RATE_WINDOW_S } from '../src/edge/search-limit'
import { createSiteServer } from '../src/edge/server'
import { createLimiter } from '../src/infra/rate-limit'
import { closePayload } from '../src/edge/process/shutdown'
import { fail, loadEnvOrExit } from './lib'

/** Longest wait for requests in flight after SIGTERM (ms). */
const SHUTDOWN_TIMEOUT_MS = 10_000

const env = loadEnvOrExit()
const logger = getLogger({ async: true })
// Our handler below owns the signals; Next must not exit on them by itself.
process.env.NEXT_MANUAL_SIG_HANDLE = 'true'

const dev = process.env.NODE_ENV === 'development'
const app = next({ dev, dir: process.cwd(), hostname: 'localhost', port: env.PORT })
await app.prepare().catch(fail)
// Page views counted in memory, written every ANALYTICS_FLUSH_MS and at shutdown (src/edge/analytics).
const analytics =
  env.ANALYTICS === 'on'
    ? createCounter({
        store: () => readShared('analyticsStore'),
        uniques: env.REDIS_URL ? redisUniques : undefined,
        maxValues: env.ANALYTICS_MAX_VALUES,
        onLost: (views) => logger.warn({ views }, 'traffic counts: buffer full, views not counted'),
      })
    : undefined
const flushTimer = analytics && setInterval(() => void analytics.flush(), ANALYTICS_FLUSH_MS).unref()
const site = createSiteServer({
  analytics,
  dev,
  handle: app.getRequestHandler(),
  logger,
  https: env.SERVER_URL.startsWith('https:'),
  trustProxy: env.TRUST_PROXY,
  searchLimit: env.SEARCH_RATE_LIMIT
    ? {
        limiter: createLimiter({
          keyPrefix: 'search',
          points: env.SEARCH_RATE_LIMIT,
          duration: SEARCH_RATE_WINDOW_S,
        }),
        trustProxy: env.TRUST_PROXY,
        secret: env.PAYLOAD_SECRET,
      }
    : undefined,
  publicHost: new URL(env.SERVER_URL).host,
  paypalOrigins: paypalBrowserSources({
    configured: Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET),
    environment: env.PAYPAL_ENV,
    sdkUrl: env.PAYPAL_SDK_URL,
  }),
})
// Several instances: purges and redirect changes of the others reach this one (never waits for Redis).
const sync = env.REDIS_URL ? startSiteSync(env.REDIS_URL, logger) : undefined
// The first requests' rate limits count in Redis, not in this instance's insurance limiter.
// Not ready: the instance serves while joining (nothing it renders is kept) and joins the
// shared state as soon as every connection is back (src/infra/instance-state.ts).
if (env.REDIS_URL && !(await whenRedisReady()))
  logger.warn('Redis not ready at start-up: serving while joining the shared state')
await listenSite(site.server, env).catch(fail)
logger.info({ host: env.HOST, port: env.PORT, url: env.SERVER_URL }, 'listening')

async function stop(signal: NodeJS.Signals): Promise<void> {
  if (site.draining) return
  logger.info({ signal }, 'shutting down: finishing requests in flight')
  const result = await site.shutdown(SHUTDOWN_TIMEOUT_MS)
  // Next's close() awaits the `after()` tasks of finished requests.
  const afterTasks = await Promise.race([
    app.close().then(() => 'done' as const),
    new Promise<'timeout'>((resolve) => setTimeout(resolve, SHUTDOWN_TIMEOUT_MS, 'timeout').unref()),
  ])
  if (afterTasks === 'timeout') logger.warn('shutdown: after() tasks still running, closing anyway')
  clearInterval(flushTimer)
  if ((await analytics?.flush()) === 'kept') logger.warn('shutdown: traffic counts not written')
  await closePayload().catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'))
  await Promise.all([sync?.close(), closeRedis()])
  logger.info({ result }, 'stopped')
  logger.flush(() => process.exit(0))
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (s) => void stop(s))
// Started by `npm start` and it was killed (SIGKILL cannot be forwarded): stop at once as well,
// rather than linger without a parent holding the port.
if (process.send) process.on('disconnect', () => process.exit(1))

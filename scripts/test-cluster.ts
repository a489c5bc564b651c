/**
 * `npm run test:cluster`: the site as several instances behind a load balancer, on 127.0.0.1
 * (docs/deployment.md "Several instances"). Starts PostgreSQL, Redis, the S3 stand-in, the SMTP
 * sink, one build served by 3 instances and nginx from deploy/nginx.conf (tests/cluster/cluster.ts),
 * then proves (tests/cluster/checks/):
 *   0. instance c, started with `npm start`'s script on a copy of the build folder, serves it
 *      without building (the copy's BUILD_ID and fingerprint unchanged, no build in its log);
 *   1. an edit on instance a shows on b and c within 1 s (20 edits), also after c restarts;
 *   2. a page rendered on a is served by b and c from the shared cache without rendering;
 *   3. the contact rate limit is shared: `limit + 10` messages round-robin, `limit` accepted;
 *   4. 50 messages across the instances give 50 mails, none twice, no job left processing;
 *   5. an upload on a is served by b and c from S3, no instance writes media to its disk;
 *   6. 60 s of load through nginx with b SIGKILLed and c SIGTERMed: no GET fails, no POST twice;
 *   7. Redis away for 10 s under load: no 5xx, the rate limit on its insurance limiter,
 *      revalidation working again once Redis is back;
 *   8. Redis restarted, then at once an edit through a random instance, 20 times in a row: each
 *      shows on every instance within 5 s;
 *   9. the outputs on PostgreSQL's demo content pass their validators: Nu HTML Checker on every
 *      sitemap route and the 404 page, the sitemap's XSD, the feed, robots.txt (checks/outputs.ts);
 *  10. page views by several visitors through nginx over the 3 instances are counted exactly,
 *      and requests that are not views add nothing (checks/traffic.ts);
 *  11. a draft case study scheduled 30 s ahead is public on every instance within one jobs cron
 *      interval and 5 s of its time, and on none before it (checks/scheduled.ts);
 *  12. 40 leads through nginx to a webhook whose local receiver is stopped mid-stream for 15 s:
 *      every lead delivered under one webhook-id of its own (those sent meanwhile after retries),
 *      signatures verified with `standardwebhooks`, repeats only redeliveries of the same id
 *      (checks/webhooks.ts).
 *  13. a release of a landing page, its price and a home banner, published on a, changes on a,
 *      b and c together: no page mixes them, no instance steps back, all within 5 s (checks/releases.ts).
 *  14. a 50/50 experiment started on a draws on every instance within 5 s; a visitor's variant
 *      (its cookie) is the same on a, b and c, and bots get the control (checks/experiments.ts).
 * `-- --faults N [--seed S] [--hog-every K]` then runs N randomised fault cycles under load
 * (tests/cluster/faults.ts; the seed is printed, a random one when none is given; every K-th
 * cycle beside a CPU hog; `--kinds a,b` draws the faults from those kinds only, default all of
 * FAULT_KINDS); `--skip-checks` runs the cycles only (a long hunt); `--checks 3,11` runs only
 * the checks with those numbers (while working on one; CI runs them all).
 * Prints `check | result | figures` and `N passed, M failed`; exit code 1 when a check failed or
 * the cluster did not start. Every process and temp folder is removed at the end, also on
 * failure or Ctrl-C; the logs stay in .builds/cluster-logs/. About 4-12 minutes on 2 cores,
 * most of it the build. CLUSTER_PORT sets nginx's port (default 3370).
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { signIn } from '../tests/cluster/http'
import { CLUSTER_ADMIN, COPIED_DIST_DIR, startSiteCluster, type SiteCluster } from '../tests/cluster/cluster'
import type { CheckResult, Context } from '../tests/cluster/checks/context'
import { checkMailOnce, checkSharedRateLimit } from '../tests/cluster/checks/contact'
import { checkExperiments } from '../tests/cluster/checks/experiments'
import { checkFailover, restartStopped } from '../tests/cluster/checks/failover'
import { checkFreshness } from '../tests/cluster/checks/freshness'
import { checkMedia } from '../tests/cluster/checks/media'
import { checkOutputs } from '../tests/cluster/checks/outputs'
import { checkRedisOutage } from '../tests/cluster/checks/redis-outage'
import {
  checkRestartThenEdit,
  FAULT_KINDS,
  type FaultKind,
  hogKind,
  runFaultCycles,
} from '../tests/cluster/faults'
import { checkRelease } from '../tests/cluster/checks/releases'
import { checkRenderOnce } from '../tests/cluster/checks/render-once'
import { checkScheduledPublish } from '../tests/cluster/checks/scheduled'
import { checkTrafficCounts } from '../tests/cluster/checks/traffic'
import { checkWebhooks } from '../tests/cluster/checks/webhooks'
import { installCleanup } from '../tests/cluster/processes'
import { formatReport } from '../tests/cluster/report'
import { getPage } from '../tests/cluster/checks/context'
import { LOAD_PATHS } from '../tests/cluster/checks/failover'

const CONTACT_LIMIT = 20
const started = performance.now()
const log = (line: string) =>
  console.log(`[test:cluster ${((performance.now() - started) / 1000).toFixed(0)} s] ${line}`)

let cluster: SiteCluster | undefined
installCleanup(async () => cluster?.close())

/** The checks in order, each returning one or more rows; a check that throws is one failed row. */
const CHECKS: Array<[string, (ctx: Context) => Promise<CheckResult | CheckResult[]>]> = [
  ['1. freshness', checkFreshness],
  ['2. one render for all', checkRenderOnce],
  ['3. shared rate limit', checkSharedRateLimit],
  ['4. mail once', checkMailOnce],
  ['5. media on S3', checkMedia],
  ['6. failover under load', checkFailover],
  ['7. Redis outage', checkRedisOutage],
  ['8. Redis restart then edit', checkRestartThenEdit],
  ['9. outputs valid (PostgreSQL)', checkOutputs],
  ['10. traffic counts', checkTrafficCounts],
  ['11. scheduled publish', checkScheduledPublish],
  ['12. webhooks', checkWebhooks],
  ['13. release', checkRelease],
  ['14. experiments', checkExperiments],
]

const { values: args } = parseArgs({
  options: {
    faults: { type: 'string', default: '0' },
    seed: { type: 'string' },
    'hog-every': { type: 'string', default: '0' },
    'skip-checks': { type: 'boolean', default: false },
    kinds: { type: 'string' },
    checks: { type: 'string' },
  },
})
const faultCycles = Number(args.faults)
const seed = args.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(args.seed)
const hogEvery = Number(args['hog-every'])
const isKind = (kind: string): kind is FaultKind => (FAULT_KINDS as readonly string[]).includes(kind)
const named = args.kinds?.split(',') ?? [...FAULT_KINDS]
const kinds = named.filter(isKind)
/** The numbers of the checks to run (`--checks`), or every one. */
const chosen = args.checks?.split(',').map(Number)
const chosenChecks = CHECKS.filter(([name]) => !chosen || chosen.includes(Number.parseInt(name, 10)))
if (
  (chosen && chosenChecks.length < chosen.length) ||
  ![faultCycles, seed, hogEvery].every((n) => Number.isInteger(n) && n >= 0) ||
  !named.length ||
  kinds.length < named.length
) {
  console.error(
    `usage: npm run test:cluster [-- --faults N [--seed S] [--hog-every K] [--kinds ${FAULT_KINDS.join(',')}] [--skip-checks] [--checks 1,11]]`,
  )
  process.exit(2)
}

/** Check 0: the last instance served the copied build without building it again. */
function copiedBuildServed(running: SiteCluster): CheckResult {
  const { instance, before, after } = running.copiedBuild
  const logged = readFileSync(running.instances.find((i) => i.name === instance)!.logFile, 'utf8')
  const built = logged.includes('Building the site')
  const served = logged.includes('Serving the current build')
  return {
    check: `0. ${instance}: npm start serves a copied build without building`,
    pass: before === after && served && !built,
    figures: `${COPIED_DIST_DIR}: ${after}${before === after ? ' (unchanged)' : ` (was ${before})`}; log: ${served ? '"Serving the current build"' : 'no "Serving the current build"'}${built ? ', built again' : ''}`,
  }
}

async function main(): Promise<number> {
  try {
    cluster = await startSiteCluster({ log, contactRateLimit: CONTACT_LIMIT })
  } catch (error) {
    console.error(`test:cluster: the cluster did not start: ${(error as Error).message}`)
    return 1
  }
  const results: CheckResult[] = []
  try {
    const running = cluster
    const { timings } = running
    log(
      `up: prepare ${timings.prepareSeconds} s, build ${timings.buildSeconds} s, instances + nginx ${timings.startSeconds} s`,
    )
    // Warm every instance: production instances have served these pages before an edit arrives.
    for (const instance of running.instances)
      for (const path of [...LOAD_PATHS, '/payment/web-standard']) await getPage(running, instance.url, path)
    const a = running.instances[0]!
    const { rest } = await signIn(a.url, running.publicHost, CLUSTER_ADMIN, '10.0.0.1')
    const ctx: Context = {
      cluster: running,
      rest: (instance) => rest(instance.url),
      contactLimit: CONTACT_LIMIT,
      run: Date.now().toString(36),
      log,
    }
    results.push(copiedBuildServed(running))
    for (const [name, check] of args['skip-checks'] ? [] : chosenChecks) {
      log(`${name}...`)
      let rows: CheckResult[]
      try {
        await restartStopped(ctx)
        const answer = await check(ctx)
        rows = Array.isArray(answer) ? answer : [answer]
      } catch (error) {
        rows = [{ check: name, pass: false, figures: `error: ${(error as Error).message.split('\n')[0]}` }]
      }
      results.push(...rows)
      for (const row of rows) log(`   ${row.pass ? 'PASS' : 'FAIL'} ${row.figures}`)
    }
    if (faultCycles > 0) {
      log(
        `fault mode: ${faultCycles} cycles, seed ${seed}, CPU hog (${hogKind()}) every ${hogEvery || 'no'} cycle(s)`,
      )
      await restartStopped(ctx)
      results.push(...(await runFaultCycles(ctx, { cycles: faultCycles, seed, hogEvery, kinds })))
      log(`fault mode done: seed ${seed}`)
    }
  } finally {
    log('stopping the cluster...')
    await cluster.close()
  }
  console.log(`\n${formatReport(results)}`)
  console.log(`test:cluster took ${((performance.now() - started) / 60_000).toFixed(1)} min`)
  return results.every((r) => r.pass) ? 0 : 1
}

process.exit(await main())

/**
 * `npm run bench -- --pipeline`: what each step of the site's server (SITE_PIPELINE,
 * src/edge/pipeline.ts) costs and buys, measured side by side in one run
 * (docs/performance.md "The site's server, step by step"). On a fresh seeded database and
 * production build (bench/site/server.ts), on BENCH_PORT (default 3400) and the ports after it:
 * 1. as `npm start` serves it: the first paint to a working menu button (bench/site/menu-ready.ts)
 *    and mobile Lighthouse of `/` (median of `--runs`, default 3);
 * 2. autocannon, 50 clients for 10 s each, uncompressed, with a browser's User-Agent (BROWSER_UA:
 *    each request a page view), on `/` of nginx serving the same bytes
 *    (bench/site/nginx-static.ts, BENCH_PORT + 1; one worker per core, then one worker) and of one Next app behind one site server
 *    per variant (bench/pipeline-server.ts): as shipped (a page-cache hit), the hit without the
 *    request log, the hit without counting page views, without the page cache (every request
 *    reaches Next), and without the page cache and each other step in turn: every step but
 *    `next` is left out by one variant. As shipped and the hit without counting are measured
 *    A/B: `--ab-rounds` rounds (default 12) of 5 s loads, each loading both one after the
 *    other, in turn first, so what else runs on the machine weighs on both
 *    (bench/pipeline-counting.ts); the run fails when the counter was not given every view of
 *    as shipped or its writes lack some;
 * 3. what each step buys: its probe (bench/pipeline-probes.ts) on the variant with it and on
 *    the one without it, and for defer-hydration mobile Lighthouse of `/blog` on both;
 *    Then an experiment page's hit, running and not, in rounds on the variant as shipped
 *    (bench/pipeline-experiment.ts);
 * 4. the bytes of `/` identity, gzip and brotli as the server sends them.
 * Prints the tables and writes them to bench/results.json under `pipeline`. `--loads-only`
 * reuses the database and build of the last run and measures 2 to 4 without Lighthouse
 * (`--loads-only --visitor`: with it, on the variants).
 */
import { spawn } from 'node:child_process'
import { cpus } from 'node:os'
import path from 'node:path'

import { SITE_PIPELINE } from '../src/edge/pipeline'
import type { StepName } from '../src/edge/server'
import { BROWSER_UA, countingAb } from './pipeline-counting'
import { experimentAb } from './pipeline-experiment'
import { PROBES } from './pipeline-probes'
import { auditRoutes } from './site/lighthouse'
import { load, type LoadFigures } from './site/load'
import { measureMenuReady } from './site/menu-ready'
import { startStaticNginx } from './site/nginx-static'
import { saveResults } from './site/results'
import { benchEnv, startServer, wipe } from './site/server'

const MISS: StepName[] = ['page-cache-hit', 'page-cache-store']
/** Steps measured on the hit, as shipped, by a variant without them. */
const ON_HIT: StepName[] = ['request-log', 'page-views']
type Variant = { label: string; without: StepName[] }
const SHIPPED: Variant = { label: 'as shipped (page-cache hit)', without: [] }
const NO_COUNTING: Variant = { label: 'hit without page-views (no counting)', without: ['page-views'] }
const NO_CACHE: Variant = { label: 'without page cache (Next answers)', without: MISS }
/** Every step but `next` is left out by one variant: those of ON_HIT on the hit, the others on a miss. */
const VARIANTS: Variant[] = [
  SHIPPED,
  { label: 'hit without request-log', without: ['request-log'] },
  NO_COUNTING,
  NO_CACHE,
  ...SITE_PIPELINE.map((s) => s.name)
    .filter((name) => name !== 'next' && !ON_HIT.includes(name) && !MISS.includes(name))
    .map((name) => ({ label: `without page cache and ${name}`, without: [...MISS, name] })),
]
/** Measured A/B in rounds (bench/pipeline-counting.ts), not in the row of loads. */
const AB = [VARIANTS.indexOf(SHIPPED), VARIANTS.indexOf(NO_COUNTING)] as const
/** The variant a step is measured against (with it) and the one that lacks it. */
function pairOf(name: Exclude<StepName, 'next'>): [withStep: number, withoutStep: number] {
  const without = (steps: StepName[]) =>
    VARIANTS.findIndex((v) => v.without.length === steps.length && steps.every((s) => v.without.includes(s)))
  if (ON_HIT.includes(name)) return [0, without([name])]
  if (MISS.includes(name)) return [0, without(MISS)]
  return [without(MISS), without([...MISS, name])]
}

/** Bytes of `/` as sent for `accept-encoding` (no decoding). */
async function sentBytes(url: string, acceptEncoding: string): Promise<number> {
  const { request } = await import('node:http')
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0
      res.on('data', (c: Buffer) => (bytes += c.length))
      res.on('end', () => resolve(bytes))
    })
      .on('error', reject)
      .end()
  })
}

/** Each step's probe (bench/pipeline-probes.ts) on the variant with the step and on the one without it. */
async function probeSteps(ports: number[], log: (line: string) => void) {
  log('probes: what each step buys')
  const base = (variant: number) => `http://127.0.0.1:${ports[variant]}`
  // The redirect table is loaded by the first render that reads the database (src/redirects/load.ts).
  await fetch(`${base(VARIANTS.indexOf(NO_CACHE))}/search?q=warm-up`)
  const probes: Record<string, { reads: string; with: string; without: string }> = {}
  for (const name of Object.keys(PROBES) as Array<keyof typeof PROBES>) {
    const [withIt, without] = pairOf(name)
    const { reads, run } = PROBES[name]
    probes[name] = { reads, with: await run(base(withIt)), without: await run(base(without)) }
  }
  return probes
}

export async function runPipelineBench(args: string[]): Promise<number> {
  const log = (line: string) => console.log(`[bench --pipeline] ${line}`)
  const port = Number(process.env.BENCH_PORT ?? 3400)
  const runsArg = args.indexOf('--runs')
  const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3
  const roundsArg = args.indexOf('--ab-rounds')
  const rounds = roundsArg >= 0 ? Number(args[roundsArg + 1]) : 12
  const env = benchEnv(port, false)
  Object.assign(process.env, env)
  let shipped: Record<string, unknown> | undefined
  // --loads-only: the database and build of the last run, no Lighthouse.
  const loadsOnly = args.includes('--loads-only')
  if (!loadsOnly) {
    wipe(env)
    const { withPayload } = await import('../scripts/lib')
    const { prepare } = await import('../src/server/prepare')
    const { getEnv } = await import('../src/env')
    await withPayload((payload) => prepare(payload, getEnv()))
    const server = await startServer(env)
    try {
      for (let i = 0; i < 3; i++) await fetch(`${server.baseUrl}/`)
      const menu = await measureMenuReady(`${server.baseUrl}/about`, 5, log)
      const audit = await auditRoutes([`${server.baseUrl}/`], runs, log, ['mobile'])
      shipped = { menu, lighthouse: audit[`${server.baseUrl}/`]?.mobile }
    } finally {
      await server.stop()
    }
  }

  const ports = [port, ...VARIANTS.slice(1).map((_, i) => port + 2 + i)]
  const variants = spawn(
    process.execPath,
    ['--conditions=production', 'scripts/run.mjs', 'bench/pipeline-server'],
    {
      env: {
        ...process.env,
        BENCH_VARIANTS: JSON.stringify(VARIANTS.map((v, i) => ({ port: ports[i], without: v.without }))),
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  )
  let stopNginx: (() => void) | undefined
  try {
    const urls = ports.map((p) => `http://127.0.0.1:${p}/`)
    for (
      let i = 0;
      i < 600 &&
      !(await fetch(urls.at(-1)!).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 500))
    for (const url of urls) for (let i = 0; i < 3; i++) await fetch(url)
    const body = Buffer.from(
      await (await fetch(urls[0]!, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    )
    stopNginx = await startStaticNginx(path.resolve('node_modules/.cache/bench-nginx'), port + 1, body)
    const bytes = {
      identity: body.length,
      gzip: await sentBytes(urls[0]!, 'gzip'),
      br: await sentBytes(urls[0]!, 'br'),
    }
    log(`/ is ${bytes.identity} bytes, ${bytes.gzip} gzip, ${bytes.br} brotli`)
    const rows: Record<string, LoadFigures & { ofNginx: number }> = {}
    log('nginx, the same bytes as a static file')
    const ua = { 'user-agent': BROWSER_UA }
    const nginx = await load(`http://127.0.0.1:${port + 1}/`, 50, 10, ua)
    rows['nginx, static file'] = { ...nginx, ofNginx: 1 }
    stopNginx()
    // The same with one worker process, as the site's server is one process.
    stopNginx = await startStaticNginx(path.resolve('node_modules/.cache/bench-nginx'), port + 1, body, 1)
    const single = await load(`http://127.0.0.1:${port + 1}/`, 50, 10, ua)
    stopNginx()
    stopNginx = undefined
    rows['nginx, static file, 1 worker'] = {
      ...single,
      ofNginx: Number((single.requestsPerSec / nginx.requestsPerSec).toFixed(2)),
    }
    const ofNginx = (figures: LoadFigures) =>
      Number((figures.requestsPerSec / nginx.requestsPerSec).toFixed(2))
    const sides = AB.map((i) => ({ label: VARIANTS[i]!.label, url: urls[i]!, port: ports[i]! }))
    const { rows: abRows, ...ab } = await countingAb([sides[0]!, sides[1]!], variants, rounds, log)
    log(
      `counting on the hit: ${ab.shipped.requestsPerSec} req/s as shipped, ${ab.withoutCounting.requestsPerSec} without, loss ${ab.lossPercent}% (bar ${ab.barPercent}%), CPU a request +${ab.cpuCostPercent}%`,
    )
    const experiment = await experimentAb(`http://127.0.0.1:${port}`, variants, rounds, log)
    log(
      `experiment page hit: ${experiment.running.requestsPerSec} req/s running, ${experiment.none.requestsPerSec} without, kept ${experiment.keptPercent}% (bar ${experiment.barPercent}%)`,
    )
    for (const [i, variant] of VARIANTS.entries()) {
      const abSide = AB.indexOf(i as (typeof AB)[number])
      if (abSide < 0) log(variant.label)
      const figures = abSide < 0 ? await load(urls[i]!, 50, 10, ua) : abRows[abSide]!
      rows[variant.label] = { ...figures, ofNginx: ofNginx(figures) }
    }
    const probes = await probeSteps(ports, log)
    // Deferred hydration is there for the largest paint of the routes whose largest paint is an
    // image (docs/performance.md "Deferred hydration"): Lighthouse of /blog with it and without it.
    let deferHydrationLcp: Record<string, number | undefined> | undefined
    if (!loadsOnly || args.includes('--visitor')) {
      const [withIt, without] = pairOf('defer-hydration').map((i) => `${urls[i]!}blog`)
      const audit = await auditRoutes([withIt!, without!], runs, log, ['mobile'])
      deferHydrationLcp = { withMs: audit[withIt!]?.mobile?.lcpMs, withoutMs: audit[without!]?.mobile?.lcpMs }
      log(
        `mobile LCP of /blog with defer-hydration ${deferHydrationLcp.withMs} ms, without ${deferHydrationLcp.withoutMs} ms`,
      )
    }
    // --loads-only --visitor: the visitor figures too, on the variant as shipped (the same build and server code).
    if (args.includes('--visitor')) {
      const menu = await measureMenuReady(`http://127.0.0.1:${port}/about`, 5, log)
      const audit = await auditRoutes([urls[0]!], runs, log, ['mobile'])
      shipped = { menu, lighthouse: audit[urls[0]!]?.mobile }
    }
    console.table(
      Object.fromEntries(
        Object.entries(rows).map(([label, r]) => [
          label,
          {
            'req/s': r.requestsPerSec,
            'p50 ms': r.p50Ms,
            'p99 ms': r.p99Ms,
            errors: r.errors + r.non2xx,
            'of nginx': r.ofNginx,
          },
        ]),
      ),
    )
    console.table(probes)
    console.log(shipped)
    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      bytes,
      load: rows,
      countingAb: ab,
      experimentAb: experiment,
      probes,
      deferHydrationLcp,
      shipped,
    }
    log(`written to ${saveResults('pipeline', results)}`)
    return 0
  } finally {
    stopNginx?.()
    variants.kill()
  }
}

/**
 * `npm run bench [-- --large] [-- --runs N] [-- --routes /,/about] [-- --mobile-only] [-- --no-load]`:
 * the performance benchmark (not part of `npm test`;
 * docs/performance.md). Builds and starts a production server on a fresh seeded database
 * (data/bench.db, or data/bench-large.db with 500 services and 200 testimonials), then:
 * 0. a warm-up: every route and every resized image its markup offers (bench/site/warm-up.ts);
 * 1. first paint to a working menu button on /about at 390 px under 4x CPU slowdown, 5 runs
 *    (bench/site/menu-ready.ts);
 * 2. Lighthouse mobile (simulated throttling, and applied throttling) and desktop on every
 *    public route, median of N runs (default 3);
 * 3. JS and CSS bytes (raw and gzip) each route loads (its HTML's scripts and stylesheets,
 *    bench/site/page-assets.ts; not the pages Next prefetches after hydration);
 * 4. autocannon, 50 clients for 10 s, on /, /services, /package and api/getServices, and
 *    on the same responses saved to disk and served by a plain static server (ratio);
 * and prints the figures against the targets and writes them to bench/results.json.
 * Exit code 0 even when a target is missed: the figures are the output.
 * `--routes` (comma-separated paths), `--mobile-only` and `--no-load` narrow a run for quick
 * before/after comparisons; such a partial run is stored under `partial` in the results file.
 * `--cluster` runs the load balancer bench instead (bench/cluster.ts: nginx and 3 instances);
 * `--content large` the growth bench (bench/site/growth.ts: demo content against 2,000 posts);
 * `--pipeline` the steps of the site's server, each left out in turn (bench/pipeline.ts);
 * `--analytics [--samples N]` the traffic summary on two years of counts, SQLite and
 * PostgreSQL (bench/analytics.ts).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { CHROMIUM_PATH } from '../scripts/chromium'
import { benchEnv, startServer, wipe } from './site/server'
import { totalSize } from './site/bytes'
import { pageAssets } from './site/page-assets'
import { addLargeContent, LARGE } from './site/large-content'
import { auditRoutes } from './site/lighthouse'
import { load, type LoadFigures } from './site/load'
import { saveResults } from './site/results'
import { measureMenuReady, type MenuFigures } from './site/menu-ready'
import { evaluateTargets } from './site/targets'
import { warmUp } from './site/warm-up'

const args = process.argv.slice(2)
if (args.includes('--pipeline')) {
  const { runPipelineBench } = await import('./pipeline')
  process.exit(await runPipelineBench(args))
}
if (args.includes('--analytics-db')) {
  // One database's fill and timings, in a process of its own (Payload keeps one instance per process).
  const { fillAndTime, samplesOf } = await import('./analytics')
  await fillAndTime(samplesOf(args))
  process.exit(0)
}
if (args.includes('--analytics')) {
  const { runAnalyticsBench } = await import('./analytics')
  process.exit(await runAnalyticsBench(args))
}
if (args.includes('--cluster')) {
  const { runClusterBench } = await import('./cluster')
  process.exit(await runClusterBench())
}
if (args.includes('--growth-content')) {
  // One run's database, made in a process of its own (Payload keeps one instance per process).
  const { prepareGrowthContent } = await import('./site/growth')
  await prepareGrowthContent(args[args.indexOf('--growth-content') + 1] === 'large')
  process.exit(0)
}
if (args.includes('--content')) {
  if (args[args.indexOf('--content') + 1] !== 'large') {
    console.error('usage: npm run bench -- --content large')
    process.exit(1)
  }
  const { runGrowthBench } = await import('./site/growth')
  await runGrowthBench(Number(process.env.BENCH_PORT ?? 3400))
  process.exit(0)
}
const large = args.includes('--large')
const runsArg = args.indexOf('--runs')
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3
const routesArg = args.indexOf('--routes')
const mobileOnly = args.includes('--mobile-only')
const noLoad = args.includes('--no-load')
const port = Number(process.env.BENCH_PORT ?? 3400)
const staticPort = port + 1

const ALL_ROUTES = [
  '/',
  '/about',
  '/services',
  '/ourworks',
  '/package',
  '/contact',
  '/privacy-policy',
  '/terms-condition',
  '/payment/web-standard',
]
const ROUTES = routesArg >= 0 ? parseRoutes(args[routesArg + 1]) : ALL_ROUTES
const MENU_RUNS = 5
const LOAD_TARGETS = noLoad ? [] : ['/', '/services', '/package', '/api/getServices']
const partial = routesArg >= 0 || mobileOnly || noLoad

/** `--routes /,/about`: paths of the site, each starting with a slash; exits 1 otherwise. */
function parseRoutes(value: string | undefined): string[] {
  const routes = (value ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)
  if (!routes.length || routes.some((r) => !r.startsWith('/'))) {
    console.error('--routes needs a comma-separated list of paths, e.g. --routes /,/services')
    process.exit(1)
  }
  return routes
}

const env = benchEnv(port, large)
Object.assign(process.env, env)
const log = (line: string) => console.log(line)

log(
  `bench: ${large ? `large content (${LARGE.services} services, ${LARGE.testimonials} testimonials)` : 'seeded content'}, ${runs} Lighthouse run(s) per preset`,
)
if (!existsSync(CHROMIUM_PATH)) {
  // Without this check chrome-launcher fails after the build, leaving the server running.
  console.error(
    `Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROMIUM_PATH`,
  )
  process.exit(1)
}
wipe(env)
{
  // Migrate + seed here (same steps as npm start) so --large can add content before the build.
  const { withPayload } = await import('../scripts/lib')
  const { prepare } = await import('../src/server/prepare')
  const { getEnv } = await import('../src/env')
  await withPayload(async (payload) => {
    await prepare(payload, getEnv())
    if (large) await addLargeContent(payload)
  })
}
const server = await startServer(env)
const staticDir = path.join('node_modules', '.cache', 'bench-static')
let staticServer: ReturnType<typeof spawn> | undefined
try {
  log(`warm-up: ${await warmUp(server.baseUrl, ROUTES)} resized images primed`)
  const menu = await measureMenuReady(`${server.baseUrl}/about`, MENU_RUNS, log)
  const audits = await auditRoutes(
    ROUTES.map((r) => `${server.baseUrl}${r}`),
    runs,
    log,
    mobileOnly ? ['mobile', 'mobileDevtools'] : ['mobile', 'mobileDevtools', 'desktop'],
  )
  const routes: Record<string, unknown> = {}
  for (const route of ROUTES) {
    const audit = audits[`${server.baseUrl}${route}`]!
    const url = `${server.baseUrl}${route}`
    const assets = pageAssets(await (await fetch(url)).text(), url)
    const [js, css] = await Promise.all([totalSize(assets.scripts), totalSize(assets.styles)])
    routes[route] = {
      mobile: audit.mobile,
      mobileDevtools: audit.mobileDevtools,
      desktop: audit.desktop,
      js,
      css,
    }
  }

  // The static baseline serves the very bytes our server answers.
  mkdirSync(staticDir, { recursive: true })
  const available: string[] = []
  for (const target of LOAD_TARGETS) {
    const response = await fetch(`${server.baseUrl}${target}`)
    if (!response.ok) {
      log(`  ${target}: ${response.status} on this build, not load-tested`)
      continue
    }
    available.push(target)
    const file =
      target === '/'
        ? 'index.html'
        : target.endsWith('.json') || target.startsWith('/api/')
          ? `${target.slice(1)}.json`
          : `${target.slice(1)}.html`
    mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true })
    writeFileSync(path.join(staticDir, file), Buffer.from(await response.arrayBuffer()))
  }
  staticServer = spawn('node', ['bench/site/static-server.mjs', staticDir, String(staticPort)], {
    stdio: 'ignore',
  })
  await new Promise((resolve) => setTimeout(resolve, 500))

  const loadResults: Record<string, { ours: LoadFigures; static: LoadFigures; ratio: number }> = {}
  for (const target of available) {
    const staticPath = target.startsWith('/api/') ? `${target}.json` : target
    const ours = await load(`${server.baseUrl}${target}`)
    const plain = await load(`http://127.0.0.1:${staticPort}${staticPath}`)
    loadResults[target] = {
      ours,
      static: plain,
      ratio: Number((ours.requestsPerSec / plain.requestsPerSec).toFixed(2)),
    }
    log(
      `  load ${target}: ${ours.requestsPerSec} req/s, p50 ${ours.p50Ms} ms, p99 ${ours.p99Ms} ms, errors ${ours.errors}, non-2xx ${ours.non2xx}; static ${plain.requestsPerSec} req/s; ratio ${loadResults[target].ratio}`,
    )
  }

  const results = {
    date: new Date().toISOString(),
    large,
    partial,
    content: large ? LARGE : 'seed',
    lighthouseRuns: runs,
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    routes,
    menu,
    load: loadResults,
  }
  const targets = evaluateTargets(results)
  printTables(results, targets)
  const file = saveResults(partial ? 'partial' : large ? 'large' : 'seed', { ...results, targets })
  log(`\nwritten to ${file}`)
} finally {
  staticServer?.kill()
  await server.stop()
}

function printTables(
  results: { routes: Record<string, unknown>; menu: MenuFigures; load: Record<string, unknown> },
  targets: { name: string; ok: boolean; value: string }[],
) {
  const rows = Object.entries(results.routes).map(([route, r]) => {
    const {
      mobile: m,
      mobileDevtools: t,
      desktop: d,
      js,
      css,
    } = r as {
      mobile: Record<string, number>
      mobileDevtools?: Record<string, number>
      desktop?: Record<string, number>
      js: { raw: number; gzip: number }
      css: { raw: number; gzip: number }
    }
    return {
      route,
      'mobile P/A/BP/SEO': `${m.performance}/${m.accessibility}/${m.bestPractices}/${m.seo}`,
      'mobile LCP ms': m.lcpMs,
      'mobile TBT ms': m.tbtMs,
      'mobile CLS': m.cls,
      'applied P/A/BP/SEO': t ? `${t.performance}/${t.accessibility}/${t.bestPractices}/${t.seo}` : '-',
      'applied LCP ms': t?.lcpMs ?? '-',
      'applied CLS': t?.cls ?? '-',
      'desktop P/A/BP/SEO': d ? `${d.performance}/${d.accessibility}/${d.bestPractices}/${d.seo}` : '-',
      'desktop LCP ms': d?.lcpMs ?? '-',
      'JS KB raw/gz': `${(js.raw / 1024).toFixed(1)}/${(js.gzip / 1024).toFixed(1)}`,
      'CSS KB raw/gz': `${(css.raw / 1024).toFixed(1)}/${(css.gzip / 1024).toFixed(1)}`,
    }
  })
  console.log('\nLighthouse (median) and bytes per route')
  console.table(rows)
  const menu = results.menu
  console.log(
    `\nMenu button at 390 px, ${menu.cpuSlowdown}x CPU slowdown, median of ${menu.runs}: working from first paint + ${menu.readyAfterPaintMs ?? 'never'} ms (${menu.openedBeforeHydration}/${menu.runs} clicks before hydration opened it); click ${menu.clickAfterPaintMs} ms after first paint, menu open ${menu.clickToOpenMs} ms after the click, hydration ${menu.hydratedAfterPaintMs} ms after first paint`,
  )
  console.log('\nLoad (autocannon, 50 clients, 10 s)')
  console.table(
    Object.fromEntries(
      Object.entries(results.load).map(([k, v]) => {
        const { ours, static: s, ratio } = v as { ours: LoadFigures; static: LoadFigures; ratio: number }
        return [
          k,
          {
            'req/s': ours.requestsPerSec,
            'p50 ms': ours.p50Ms,
            'p99 ms': ours.p99Ms,
            errors: ours.errors + ours.non2xx,
            'static req/s': s.requestsPerSec,
            'ours/static': ratio,
          },
        ]
      }),
    ),
  )
  console.log('\nTargets')
  for (const t of targets) console.log(`  ${t.ok ? 'PASS' : 'MISS'}  ${t.name}: ${t.value}`)
}

/**
 * `npm run bench:search [-- --posts N] [-- --runs N]`: how site search grows with content
 * (docs/performance.md "Search"; not part of `npm test`). Starts a production server (built in
 * .builds/bench-search when the sources changed) on a fresh seeded database of its own
 * (data/bench-search.db), port BENCH_PORT (default 3400), then:
 * 1. times GET /search for each of QUERIES, `runs` sequential requests each (default 30) after
 *    3 warm-up ones, on the demo content;
 * 2. stops the server, adds published posts until there are `--posts` (default 2,000;
 *    bench/site/large-content.ts `growPosts`), starts it again (same build) and times the same;
 * 3. compares the search engines on those posts at the database level
 *    (bench/search/engines.ts): LIKE, the site's first engine and what
 *    @payloadcms/plugin-search queries, against SQLite FTS5 and PostgreSQL tsvector (the
 *    site's engine since; a throw-away PostgreSQL cluster).
 * Prints the figures and the budget (the median with many posts at most 2x the median with the
 * demo content, per query), writes them to bench/search-results.json. Exit code 0 even when
 * the budget is missed: the figures are the output.
 */
import { rmSync, writeFileSync } from 'node:fs'

import { growPosts } from './site/large-content'
import { startServer } from './site/server'
import { compareEngines } from './search/engines'

const args = process.argv.slice(2)
const argValue = (name: string, fallback: number) => {
  const i = args.indexOf(name)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const POSTS = argValue('--posts', 2000)
const RUNS = argValue('--runs', 30)
const port = Number(process.env.BENCH_PORT ?? 3400)

/**
 * Searches timed: a word of one seeded post, two words, a one-letter word (matched whole), a
 * two-letter prefix of words in nearly every document, none found.
 */
const QUERIES = ['seo', 'web design', 'e', 'th', 'qqzzyyxx']

const env = {
  PORT: String(port),
  SERVER_URL: `http://localhost:${port}`,
  DATABASE_URL: 'file:./data/bench-search.db',
  MEDIA_DIR: 'data/bench-search-media',
  NEXT_DIST_DIR: '.builds/bench-search',
  PAYLOAD_SECRET: 'bench-secret-not-for-production',
  NODE_ENV: 'production',
  // The server's request log would bury the figures.
  LOG_LEVEL: 'warn',
  // Every timed search comes from the loopback address.
  SEARCH_RATE_LIMIT: '0',
}
Object.assign(process.env, env)

type Timing = { medianMs: number; p95Ms: number; results: string }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!

/** `runs` sequential GETs of /search?q=`query` after 3 warm-up ones; median and p95 in ms. */
async function timeSearch(baseUrl: string, query: string): Promise<Timing> {
  const url = `${baseUrl}/search?q=${encodeURIComponent(query)}`
  let html = ''
  for (let i = 0; i < 3; i++) html = await (await fetch(url)).text()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const results = /data-testid="search-summary"[^>]*>([^<]*)/.exec(html)?.[1] ?? '?'
  const round = (ms: number) => Number(ms.toFixed(1))
  return { medianMs: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)), results }
}

async function timeAll(): Promise<Record<string, Timing>> {
  const server = await startServer(env)
  try {
    const timings: Record<string, Timing> = {}
    for (const query of QUERIES) {
      timings[query] = await timeSearch(server.baseUrl, query)
      console.log(`  /search?q=${query}: ${JSON.stringify(timings[query])}`)
    }
    return timings
  } finally {
    await server.stop()
  }
}

const { withPayload } = await import('../scripts/lib')
// A fresh database; the build is kept (npm start rebuilds it only when the sources changed).
for (const file of [
  'data/bench-search.db',
  'data/bench-search.db-wal',
  'data/bench-search.db-shm',
  env.MEDIA_DIR,
])
  rmSync(file, { recursive: true, force: true })
const { prepare } = await import('../src/server/prepare')
const { getEnv } = await import('../src/env')
// One Payload instance for the run: it seeds, then adds the posts while the server is stopped.
const { demo, large } = await withPayload(async (payload) => {
  await prepare(payload, getEnv())
  console.log('bench:search: demo content')
  const demo = await timeAll()
  console.log(`bench:search: adding posts up to ${POSTS}`)
  await growPosts(payload, POSTS)
  console.log(`bench:search: ${POSTS} posts`)
  return { demo, large: await timeAll() }
})
const budget = Object.fromEntries(
  QUERIES.map((q) => {
    const ratio = Number((large[q]!.medianMs / demo[q]!.medianMs).toFixed(2))
    return [q, { ratio, pass: ratio <= 2 }]
  }),
)
console.log('bench:search: budget (median with many posts / median with the demo content, at most 2)')
for (const [q, b] of Object.entries(budget)) console.log(`  ${q}: ${b.ratio} ${b.pass ? 'PASS' : 'MISS'}`)
console.log('bench:search: engines at the database level')
const engines = await compareEngines(env.DATABASE_URL.replace(/^file:/, ''), QUERIES, port + 1)
const file = 'bench/search-results.json'
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), posts: POSTS, runs: RUNS, demo, large, budget, engines }, null, 2)}\n`,
)
console.log(`written to ${file}`)

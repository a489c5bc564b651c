/**
 * `npm run bench -- --content large`: how the site's cost grows with content
 * (docs/performance.md "Growth"). Two runs, each on a fresh database and a fresh build in
 * `.builds/bench`: the demo content, then the demo content plus GROWTH_CONTENT (copies of the
 * first seeded post, and of the first landing page when the `pages` collection exists). For
 * each run it records:
 * - the build's duration (s): `npm run build`'s script, which must not grow with the number of
 *   posts (they render on their first request, then are cached by tag);
 * - for each GROWTH_ROUTES path: its first answer (ms, rendered from the database) and the median
 *   of WARM_SAMPLES further answers (ms, sequential).
 * Then the ratio large / demo of each figure, written to bench/results.json under `growth`.
 */
import { spawnSync } from 'node:child_process'

import type { Payload } from 'payload'

import { saveResults } from './results'
import { benchEnv, startServer, wipe } from './server'

/** Content added for the large run. */
export const GROWTH_CONTENT = { posts: 2000, pages: 500 } as const

/** Sequential answers per path after the first. */
const WARM_SAMPLES = 20

type Figures = { buildS: number; routes: Record<string, { firstMs: number; warmMs: number }> }

/** The paths measured: the blog's list (its last page in the large run), a search and the sitemap. */
function growthRoutes(postCount: number): string[] {
  const lastPage = Math.max(1, Math.ceil(postCount / 12))
  return ['/blog', ...(lastPage > 1 ? [`/blog/page/${lastPage}`] : []), '/search?q=seo', '/sitemap.xml']
}

/** `value` without the `id` of any object in it (blocks and array rows: a copy gets new ones). */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, inner]) => [key, withoutIds(inner)]),
  )
}

/** Adds copies of the first published record of `collection` (new slug and title) up to `count` more. */
async function addCopies(payload: Payload, collection: 'posts' | 'pages', count: number): Promise<number> {
  const { docs } = await payload.find({
    collection: collection as 'posts',
    depth: 0,
    limit: 1,
    sort: 'createdAt',
  })
  const template = docs[0] as unknown as Record<string, unknown> | undefined
  if (!template) return 0
  const { id: _id, createdAt: _c, updatedAt: _u, ...data } = withoutIds(template) as Record<string, unknown>
  for (let i = 1; i <= count; i++) {
    await payload.create({
      collection: collection as 'posts',
      data: {
        ...data,
        title: `${String(data.title)} (${i})`,
        slug: `${String(data.slug)}-${i}`,
        ...(collection === 'posts'
          ? { publishedAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString() }
          : {}),
      } as never,
      context: { disableRevalidate: true },
    })
  }
  return count
}

async function timed(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (response.status >= 500) throw new Error(`${url}: ${response.status}`)
  return performance.now() - started
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * Migrates and seeds the database of the environment (DATABASE_URL), adds GROWTH_CONTENT when
 * `large`, and prints `posts N` (the number of posts). Run as `bench/site --growth-content
 * demo|large` in a process of its own.
 */
export async function prepareGrowthContent(large: boolean): Promise<void> {
  const { withPayload } = await import('../../scripts/lib')
  const { prepare } = await import('../../src/server/prepare')
  const { getEnv } = await import('../../src/env')
  await withPayload(async (payload) => {
    await prepare(payload, getEnv())
    if (large) {
      const hasPages = payload.config.collections.some((c) => (c.slug as string) === 'pages')
      console.log(
        `  adding ${GROWTH_CONTENT.posts} posts${hasPages ? ` and ${GROWTH_CONTENT.pages} pages` : ''}...`,
      )
      await addCopies(payload, 'posts', GROWTH_CONTENT.posts)
      if (hasPages) await addCopies(payload, 'pages', GROWTH_CONTENT.pages)
    }
    console.log(`posts ${(await payload.count({ collection: 'posts' })).totalDocs}`)
  })
}

/** One run: fresh database (demo content, plus GROWTH_CONTENT when `large`), build, measure. */
async function measure(port: number, large: boolean, log: (line: string) => void): Promise<Figures> {
  const env = benchEnv(port, large)
  Object.assign(process.env, env)
  wipe(env)
  // Payload keeps the first instance a process makes, and a destroyed one cannot migrate the
  // next run's database: each run's content is made by a process of its own.
  const prepared = spawnSync(
    'node',
    [
      '--conditions=production',
      'scripts/run.mjs',
      'bench/site',
      '--growth-content',
      large ? 'large' : 'demo',
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  )
  if (prepared.status !== 0) throw new Error(`preparing the content failed:\n${prepared.stdout}`)
  const posts = Number(/^posts (\d+)$/m.exec(prepared.stdout)?.[1] ?? NaN)
  log(prepared.stdout.trim())
  const started = performance.now()
  const build = spawnSync('node', ['--conditions=production', 'scripts/run.mjs', 'build'], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('build failed')
  const buildS = Number(((performance.now() - started) / 1000).toFixed(1))
  const server = await startServer(env)
  const routes: Figures['routes'] = {}
  try {
    for (const route of growthRoutes(posts)) {
      const url = `${server.baseUrl}${route}`
      const firstMs = await timed(url)
      const warm: number[] = []
      for (let i = 0; i < WARM_SAMPLES; i++) warm.push(await timed(url))
      routes[route] = { firstMs: Math.round(firstMs), warmMs: Number(median(warm).toFixed(1)) }
      log(`  ${route}: first ${routes[route].firstMs} ms, warm median ${routes[route].warmMs} ms`)
    }
  } finally {
    await server.stop()
  }
  log(`  build ${buildS} s (${posts} posts)`)
  return { buildS, routes }
}

/** Both runs, their ratios, written to bench/results.json under `growth`. */
export async function runGrowthBench(port: number): Promise<void> {
  const log = (line: string) => console.log(line)
  log('growth: demo content')
  const demo = await measure(port, false, log)
  log(`growth: demo content + ${GROWTH_CONTENT.posts} posts, ${GROWTH_CONTENT.pages} pages`)
  const large = await measure(port, true, log)
  const ratios = Object.fromEntries(
    Object.entries(large.routes).map(([route, figures]) => {
      // The demo content has one page of posts: the last page compares with /blog.
      const base = demo.routes[route] ?? demo.routes['/blog']!
      return [
        route,
        {
          first: Number((figures.firstMs / base.firstMs).toFixed(2)),
          warm: Number((figures.warmMs / base.warmMs).toFixed(2)),
        },
      ]
    }),
  )
  const result = {
    date: new Date().toISOString(),
    content: GROWTH_CONTENT,
    demo,
    large,
    ratios,
    build: Number((large.buildS / demo.buildS).toFixed(2)),
  }
  for (const [route, ratio] of Object.entries(ratios))
    log(`  ${route}: first x${ratio.first}, warm x${ratio.warm}`)
  log(`  build x${result.build}`)
  const file = saveResults('growth', result)
  log(`written to ${file}`)
}

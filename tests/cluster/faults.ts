/**
 * Fault mode of `npm run test:cluster -- --faults N --seed S [--hog-every K]`
 * (docs/deployment.md "Several instances"): N cycles, each fault drawn by a seeded random
 * generator (mulberry32 of S; the seed is printed, so a failing run can be replayed):
 *
 * - `redis-stop`: Redis SIGKILLed, started again (empty) after 1 to 15 s;
 * - `redis-restart`: Redis SIGKILLed and started again at once;
 * - `postgres-restart`: PostgreSQL stopped (`immediate`: connections cut) and started again;
 * - `instance-kill` / `instance-term`: a random instance SIGKILLed or sent SIGTERM, started again;
 * - `instance-start-redis-down`: Redis stopped, a random instance restarted while it is down,
 *   Redis started 1 to 5 s after that instance answers.
 *
 * In each cycle GETs go through nginx the whole time (20 clients over the public pages and a
 * JSON read), and one contact message every POST_EVERY_MS through nginx with a unique token
 * (from a loopback address of its own per few messages, so that the contact rate limit does not
 * turn them away). Right after recovery (the stopped process is back: Redis accepts
 * connections, PostgreSQL answers, the instance's /api/health is 200) an edit is saved through
 * a random instance (a service title on /services, the settings' phone on /about or a blog
 * post's title on its page; retried while the database is coming back). The cycle passes when every instance, read directly,
 * shows the edit within EDIT_LIMIT_MS of the edit's answer, every instance's /api/health says
 * `sync.state` `shared` by then, no GET failed or got a 5xx, and no contact message was stored
 * twice or lost (answered 200 and not stored), and the page views the load was answered were
 * all counted (tests/cluster/traffic.ts: the load's browser User-Agent and a referrer of the
 * cycle's own; only views a SIGKILLed instance answered in its last flush interval may be lost,
 * and only answers given up on may be counted in excess). Every K-th cycle (`--hog-every K`) runs beside a
 * CPU hog (stress-ng on every core, else a busy loop per core).
 *
 * `checkRestartThenEdit` is the scenario of check 8: a Redis restart then at once an edit, 20
 * times in a row.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { request } from 'node:http'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import { countTokens, tokenOf } from '../../bench/faults/contact'
import { xsrf, type Outcome, type Xsrf } from '../../bench/faults/site'
import { CLUSTER_HEALTH_TOKEN, type Instance } from './cluster'
import { editableService, editServiceTitle, idOf, POST_SLUG } from './checks/freshness'
import { msUntilShown, sleep, type CheckResult, type Context } from './checks/context'
import { LOAD_PATHS } from './checks/failover'
import { describeLoad, startLoad, type LoadFigures } from './load'
import { spawnGroup, type Managed } from './processes'
import { accountViews, browserAgent, parseAccessLog, refererOf, settledCounts, type Kill } from './traffic'
import { PAGE_PATHS } from './checks/traffic'
import { seededRandom } from '../helpers/seeded-random'

export const FAULT_KINDS = [
  'redis-stop',
  'redis-restart',
  'postgres-restart',
  'instance-kill',
  'instance-term',
  'instance-start-redis-down',
] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

/** How long after the edit's answer every instance must show it (ms). */
export const EDIT_LIMIT_MS = 5000
const POST_EVERY_MS = 1000
/** Contact messages sent from one loopback address before the next is used (below the cluster's limit). */
const POSTS_PER_ADDRESS = 10
/** Longest time an edit is retried while the database comes back (ms). */
const EDIT_RETRY_MS = 30_000

type Random = () => number
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!
const between = (random: Random, min: number, max: number) => min + random() * (max - min)

/** One contact POST to nginx from loopback address `from`, without X-Forwarded-For (nginx's view of the client is `from`). */
function postContact(nginxUrl: string, token: Xsrf, from: string, tag: string, message: string) {
  const url = new URL(`${nginxUrl}/api/save_contact`)
  const body = JSON.stringify({
    name: 'Fault Visitor',
    email: 'fault-visitor@example.com',
    subject: tag,
    phone_number: '+1 555 010 0200',
    message,
  })
  return new Promise<Outcome>((resolve) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        timeout: 60_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: token.cookie,
          'x-xsrf-token': token.header,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', () => resolve('connection'))
      },
    )
    req.on('timeout', () => {
      req.destroy()
      resolve('timeout')
    })
    req.on('error', () => resolve('connection'))
    req.end(body)
  })
}

/** Stops with `stop()`; keeps every message sent and its outcome. */
function startPoster(ctx: Context, token: Xsrf, tag: string, first: number) {
  const sent: Array<{ token: string; outcome: Outcome }> = []
  let running = true
  const done = (async () => {
    for (let i = first; running; i++) {
      const group = Math.floor(i / POSTS_PER_ADDRESS)
      const from = `127.0.${1 + Math.floor(group / 250)}.${2 + (group % 250)}`
      const t = tokenOf(tag, i)
      sent.push({
        token: t,
        outcome: await postContact(ctx.cluster.nginx.url, token, from, tag, `Fault ${t}`),
      })
      await sleep(POST_EVERY_MS)
    }
  })()
  return {
    stop: async () => {
      running = false
      await done
      return sent
    },
  }
}

/** A CPU hog on every core: stress-ng when installed, else a busy Node loop per core. */
function startHog(dir: string): Managed[] {
  const logFile = path.join(dir, 'hog.log')
  const cores = availableParallelism()
  if (existsSync('/usr/bin/stress-ng'))
    return [
      spawnGroup('stress-ng', '/usr/bin/stress-ng', ['--cpu', String(cores), '--quiet'], {
        env: process.env,
        logFile,
      }),
    ]
  return Array.from({ length: cores }, (_, i) =>
    spawnGroup(`busy loop ${i}`, process.execPath, ['-e', 'for (;;) {}'], { env: process.env, logFile }),
  )
}

/** The sync state each instance's /api/health reports ('down' when it does not answer). */
async function syncStates(instances: Instance[]): Promise<string[]> {
  return Promise.all(
    instances.map(async (instance) => {
      try {
        const response = await fetch(`${instance.url}/api/health`, {
          headers: { authorization: `Bearer ${CLUSTER_HEALTH_TOKEN}` },
          signal: AbortSignal.timeout(5000),
        })
        const body = (await response.json()) as { sync?: { state?: string } }
        return body.sync?.state ?? 'unknown'
      } catch {
        return 'down'
      }
    }),
  )
}

/** Waits up to `ms` until every instance reports `shared`; returns the last states. */
async function untilAllShared(instances: Instance[], ms: number): Promise<string[]> {
  const deadline = performance.now() + ms
  for (;;) {
    const states = await syncStates(instances)
    if (states.every((s) => s === 'shared') || performance.now() > deadline) return states
    await sleep(100)
  }
}

type EditTarget = 'service' | 'global' | 'post'
const EDIT_TARGETS: readonly EditTarget[] = ['service', 'global', 'post']

/** Saves an edit through `via`, retried while it fails (database coming back); returns what to look for where. */
async function editThrough(ctx: Context, via: Instance, target: EditTarget, label: string) {
  const deadline = performance.now() + EDIT_RETRY_MS
  let tries = 0
  for (;;) {
    tries++
    try {
      if (target === 'service') {
        const service = await editableService(ctx)
        return { tries, path: service.path, expected: await editServiceTitle(ctx, via, service.id, label) }
      }
      if (target === 'post') {
        const id = await idOf(ctx, 'posts', POST_SLUG, via)
        const title = `Fault post ${ctx.run} ${label}`
        await ctx.rest(via).patch(`/api/posts/${id}`, { title })
        return { tries, path: `/blog/${POST_SLUG}`, expected: title }
      }
      const digits = label.replace(/\D/g, '').slice(-8).padStart(8, '0')
      const phone = `+1 555 ${digits.slice(0, 4)} ${digits.slice(4)}`
      await ctx.rest(via).post('/api/globals/settings', { header_phone: phone })
      return { tries, path: '/about', expected: phone }
    } catch (error) {
      if (performance.now() > deadline) throw error
      await sleep(250)
    }
  }
}

/** Edits through `via` and measures when every instance shows it: ms per instance (null: not within EDIT_LIMIT_MS). */
async function editAndWatch(ctx: Context, via: Instance, target: EditTarget, label: string) {
  const edit = await editThrough(ctx, via, target, label)
  const since = performance.now()
  const lastPolls = new Map<string, string>()
  const waits = await Promise.all(
    ctx.cluster.instances.map((instance) =>
      msUntilShown(ctx.cluster, instance.url, edit.path, edit.expected, since, EDIT_LIMIT_MS, (last) =>
        lastPolls.set(instance.name, last),
      ),
    ),
  )
  const shown = ctx.cluster.instances.map((instance, index) => {
    const ms = waits[index] ?? null
    return ms === null
      ? `${instance.name} > ${EDIT_LIMIT_MS} ms (${lastPolls.get(instance.name)})`
      : `${instance.name} ${Math.round(ms)} ms`
  })
  return {
    late: waits.filter((ms) => ms === null).length,
    shown: shown.join(' '),
    tries: edit.tries,
    path: edit.path,
    /** performance.now() of the edit's answer: the 5 s of the cycle's limits count from it. */
    answeredAt: since,
  }
}

/**
 * Applies `kind`; resolves once the stopped part is back (the recovery the edit follows), with
 * what was done. A SIGKILL is added to `kills`.
 */
async function applyFault(ctx: Context, kind: FaultKind, random: Random, kills: Kill[]): Promise<string> {
  const { redis, postgres, instances } = ctx.cluster
  switch (kind) {
    case 'redis-stop': {
      const seconds = between(random, 1, 15)
      await redis.stop()
      await sleep(seconds * 1000)
      await redis.start()
      return `Redis stopped ${seconds.toFixed(1)} s`
    }
    case 'redis-restart':
      await redis.stop()
      await redis.start()
      return 'Redis restarted'
    case 'postgres-restart':
      await postgres.restart()
      return 'PostgreSQL restarted'
    case 'instance-kill':
    case 'instance-term': {
      const instance = pick(random, instances)
      if (kind === 'instance-kill') {
        kills.push({ instance, atMs: Date.now() })
        await instance.kill()
      } else await instance.terminate()
      await instance.start()
      return `${instance.name} ${kind === 'instance-kill' ? 'SIGKILL' : 'SIGTERM'}, started again`
    }
    case 'instance-start-redis-down': {
      const instance = pick(random, instances)
      const seconds = between(random, 1, 5)
      await redis.stop()
      await instance.terminate()
      await instance.start()
      await sleep(seconds * 1000)
      await redis.start()
      return `${instance.name} started with Redis down, Redis back ${seconds.toFixed(1)} s after`
    }
  }
}

/** `kinds`: the kinds the cycles draw from (FAULT_KINDS for a full hunt). */
export type FaultOptions = { cycles: number; seed: number; hogEvery: number; kinds: readonly FaultKind[] }

/** Rows of the fault mode: one per cycle and a summary row. */
export async function runFaultCycles(ctx: Context, options: FaultOptions): Promise<CheckResult[]> {
  const random = seededRandom(options.seed)
  const { instances, nginx } = ctx.cluster
  const tag = `cluster-faults-${ctx.run}`
  const rows: CheckResult[] = []
  const totals = {
    late: 0,
    status5xx: 0,
    failedGets: 0,
    twice: 0,
    lost: 0,
    posts: 0,
    notShared: 0,
    views: 0,
    viewsOff: 0,
  }
  let posted = 0
  for (let index = 0; index < options.cycles; index++) {
    const kind = pick(random, options.kinds)
    const via = pick(random, instances)
    const target = pick(random, EDIT_TARGETS)
    const hogged = options.hogEvery > 0 && (index + 1) % options.hogEvery === 0
    const before = await untilAllShared(instances, 15_000)
    const hog = hogged ? startHog(ctx.cluster.dir) : []
    const token = await xsrf(nginx.url)
    const host = `faults-${ctx.run}-${index}.example`
    const logBefore = nginx.accessLog().length
    const kills: Kill[] = []
    const load = startLoad({
      url: nginx.url,
      paths: LOAD_PATHS,
      connections: 20,
      headers: { 'user-agent': browserAgent(index), ...refererOf(host) },
    })
    const poster = startPoster(ctx, token, tag, posted)
    let done = ''
    let edit: Awaited<ReturnType<typeof editAndWatch>> | undefined
    let error = ''
    let states: string[] = []
    try {
      await sleep(1000)
      done = await applyFault(ctx, kind, random, kills)
      edit = await editAndWatch(ctx, via, target, `fault ${index} ${Date.now() % 10_000_000}`)
      // Shared by the end of the edit's limit: an instance may still be sending the expiry of
      // an edit it saved while its cache connection was away when the edit already shows.
      states = await untilAllShared(
        instances,
        Math.max(0, edit.answeredAt + EDIT_LIMIT_MS - performance.now()),
      )
    } catch (caught) {
      error = (caught as Error).message.split('\n')[0] ?? 'error'
    }
    const sent = await poster.stop()
    const figures: LoadFigures = await load.stop()
    for (const process of hog) await process.stop(2000)
    posted += sent.length
    await restartAll(ctx)
    const stored = await storedWithRetry(ctx, tag)
    const twice = sent.filter((s) => (stored.get(s.token) ?? 0) > 1).length
    const lost = sent.filter((s) => s.outcome === 200 && !stored.has(s.token)).length
    const failedGets = figures.errors + figures.non2xx
    const notShared = states.filter((s) => s !== 'shared').length
    const views = accountViews(
      parseAccessLog(nginx.accessLog().slice(logBefore)),
      PAGE_PATHS,
      instances,
      kills,
    )
    const low = views.served - views.mayBeLost
    const high = views.served + views.mayBeExtra
    const counted = await settledCounts(ctx, host, views.served, low, high)
    const viewsOk = counted.views >= low && counted.views <= high
    const pass =
      !error &&
      edit?.late === 0 &&
      notShared === 0 &&
      failedGets === 0 &&
      twice === 0 &&
      lost === 0 &&
      viewsOk
    totals.late += edit?.late ?? instances.length
    totals.status5xx += figures.status5xx
    totals.failedGets += failedGets
    totals.twice += twice
    totals.lost += lost
    totals.posts += sent.length
    totals.notShared += notShared
    totals.views += views.served
    if (!viewsOk) totals.viewsOff++
    const outcomes = new Map<string, number>()
    for (const s of sent) outcomes.set(String(s.outcome), (outcomes.get(String(s.outcome)) ?? 0) + 1)
    const row: CheckResult = {
      check: `faults ${index + 1}/${options.cycles}: ${kind}${hogged ? ' + CPU hog' : ''}`,
      pass,
      figures: `${done || 'fault not completed'}${before.every((s) => s === 'shared') ? '' : ` (before: ${before.join(',')})`}; ${error ? `error: ${error}; ` : ''}edit via ${via.name} on ${edit?.path ?? '?'} (${edit?.tries ?? 0} tries): ${edit?.shown ?? '-'}; sync ${states.join(',')}; ${describeLoad(figures)}, 5xx ${figures.status5xx}; POSTs ${[...outcomes].map(([o, n]) => `${o} x${n}`).join(', ')}: ${twice} twice, ${lost} lost; page views served ${views.served} (${views.mayBeLost} in a kill's window, ${views.mayBeExtra} given up), counted ${counted.views}`,
    }
    ctx.log(`   ${row.pass ? 'PASS' : 'FAIL'} ${row.check}: ${row.figures}`)
    rows.push(row)
  }
  const passed = rows.filter((r) => r.pass).length
  rows.push({
    check: `faults: ${options.cycles} cycles, seed ${options.seed}`,
    pass: passed === options.cycles,
    figures: `${passed} of ${options.cycles} passed; instances stale past ${EDIT_LIMIT_MS} ms ${totals.late}, not shared after the edit ${totals.notShared}, 5xx ${totals.status5xx}, failed GETs ${totals.failedGets}; ${totals.posts} contact POSTs: ${totals.twice} stored twice, ${totals.lost} lost; ${totals.views} page views served, ${totals.viewsOff} cycles with counts outside their bounds`,
  })
  return rows
}

/** Every instance running and Redis up (after a cycle that failed half-way). */
async function restartAll(ctx: Context): Promise<void> {
  if (!ctx.cluster.redis.running()) await ctx.cluster.redis.start()
  for (const instance of ctx.cluster.instances) if (!instance.running()) await instance.start()
}

/** Stored rows per token of `tag`, retried while PostgreSQL comes back. */
async function storedWithRetry(ctx: Context, tag: string): Promise<Map<string, number>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const rows = await ctx.cluster.query<{ message: string }>(
        'SELECT message FROM contact_messages WHERE subject = $1',
        [tag],
      )
      return countTokens(rows.map((r) => r.message))
    } catch (error) {
      if (attempt >= 40) throw error
      await sleep(500)
    }
  }
}

/** Check 8: Redis restarted, then at once an edit through a random instance, `times` in a row; each must show everywhere within EDIT_LIMIT_MS. */
export async function checkRestartThenEdit(ctx: Context, times = 20): Promise<CheckResult> {
  const random = seededRandom(Date.now())
  const results: string[] = []
  let late = 0
  for (let n = 0; n < times; n++) {
    await ctx.cluster.redis.stop()
    await ctx.cluster.redis.start()
    const via = pick(random, ctx.cluster.instances)
    const edit = await editAndWatch(
      ctx,
      via,
      n % 2 ? 'global' : 'service',
      `restart ${n} ${Date.now() % 10_000_000}`,
    )
    late += edit.late
    results.push(`${via.name}: ${edit.shown}`)
    if (edit.late) ctx.log(`   late after restart ${n + 1}: ${edit.shown}`)
    await untilAllShared(ctx.cluster.instances, 10_000)
  }
  const slowest = Math.max(...results.flatMap((r) => [...r.matchAll(/ (\d+) ms/g)].map((m) => Number(m[1]))))
  return {
    check: `8. Redis restart then an edit at once, ${times} times`,
    pass: late === 0,
    figures: `${times} restarts: ${late} instance reads late (> ${EDIT_LIMIT_MS} ms); slowest ${Number.isFinite(slowest) ? `${slowest} ms` : '-'}`,
  }
}

/** Whether stress-ng is installed (else the hog is a busy loop per core). */
export const hogKind = () => {
  try {
    execFileSync('/usr/bin/stress-ng', ['--version'], { stdio: 'ignore' })
    return 'stress-ng'
  } catch {
    return 'busy loop per core'
  }
}

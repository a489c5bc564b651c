/**
 * Check 7, Redis gone for 10 s under load: 30 s of GETs through nginx; Redis is SIGKILLed at 5 s
 * and started again (empty, as without persistence) at 15 s. No GET may fail or get a 5xx (pages
 * are served, stale at worst). During the outage `limit + 5` contact messages from one address
 * go to instance a: each is answered within 5 s without a 5xx, and at most `limit` are accepted
 * (the rate limit falls back to its in-memory insurance limiter instead of letting all through
 * or failing). After Redis is back, an edit on a shows on a, b and c within 10 s (revalidation
 * works again).
 */
import { submitContact, xsrf, type Outcome } from '../../../bench/faults/site'
import type { Instance } from '../cluster'
import { describeLoad, loadWithEvents } from '../load'
import { outcomeCounts } from './contact'
import { msUntilShown, sleep, type CheckResult, type Context } from './context'
import { LOAD_PATHS } from './failover'
import { editableService, editServiceTitle } from './freshness'

const OUTAGE_S = 10
/** Longest answer to a contact message while Redis is away (ms). */
const ANSWER_LIMIT_MS = 5000
/** How long an edit may take to show once Redis is back (ms). */
const BACK_LIMIT_MS = 10_000

/** Check 7 (see above): three rows (pages, rate limit, revalidation after the outage); Redis is running again afterwards. */
export async function checkRedisOutage(ctx: Context): Promise<CheckResult[]> {
  const { nginx, redis, instances } = ctx.cluster
  const a = instances[0] as Instance
  const token = await xsrf(a.url)
  const posts: Array<{ outcome: Outcome; ms: number }> = []
  const figures = await loadWithEvents({
    url: nginx.url,
    paths: LOAD_PATHS,
    seconds: 30,
    events: [
      { atSeconds: 5, run: () => redis.stop() },
      {
        atSeconds: 5.5,
        run: async () => {
          // Sent one after the other, the last one a second before Redis returns.
          const until = performance.now() + (OUTAGE_S - 1.5) * 1000
          for (let i = 0; i < ctx.contactLimit + 5 && performance.now() < until; i++) {
            const t0 = performance.now()
            const outcome = await submitContact(
              a.url,
              token,
              '10.7.0.1',
              `cluster-redis-${ctx.run}`,
              `outage ${i}`,
            )
            posts.push({ outcome, ms: performance.now() - t0 })
          }
        },
      },
      { atSeconds: 5 + OUTAGE_S, run: () => redis.start() },
    ],
  })
  const accepted = posts.filter((p) => p.outcome === 200).length
  const slowest = Math.max(0, ...posts.map((p) => p.ms))
  const postsOk =
    posts.length === ctx.contactLimit + 5 &&
    posts.every((p) => p.outcome === 200 || p.outcome === 429) &&
    accepted <= ctx.contactLimit &&
    slowest <= ANSWER_LIMIT_MS

  // Revalidation once Redis is back: an edit on a, read on every instance.
  await sleep(2000)
  const service = await editableService(ctx)
  const title = await editServiceTitle(ctx, a, service.id, 'after redis')
  const since = performance.now()
  const lastPolls = new Map<string, string>()
  const waits = await Promise.all(
    instances.map((i) =>
      msUntilShown(ctx.cluster, i.url, service.path, title, since, BACK_LIMIT_MS, (last) =>
        lastPolls.set(i.name, last),
      ),
    ),
  )
  const late = instances.filter((_, index) => waits[index] === null).map((i) => i.name)
  return [
    {
      check: '7. Redis down 10 s: pages served, no 5xx',
      pass: figures.errors === 0 && figures.non2xx === 0,
      figures: describeLoad(figures),
    },
    {
      check: '7. Redis down: rate limit on its insurance limiter',
      pass: postsOk,
      figures: `${posts.length} messages from one address to a: ${outcomeCounts(posts.map((p) => p.outcome))} (limit ${ctx.contactLimit}), slowest answer ${Math.round(slowest)} ms`,
    },
    {
      check: '7. Redis back: an edit shows on every instance',
      pass: late.length === 0,
      figures: `${instances.map((i, index) => `${i.name} ${waits[index] === null ? `> ${BACK_LIMIT_MS} ms (last poll: ${lastPolls.get(i.name)})` : `${Math.round(waits[index]!)} ms`}`).join(', ')}`,
    },
  ]
}

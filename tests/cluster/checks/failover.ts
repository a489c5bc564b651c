/**
 * Check 6, failover under load: 60 s of GETs through nginx (50 clients over the public pages and
 * a JSON read); at 20 s instance b is SIGKILLed (and started again at once), at 40 s instance c
 * gets SIGTERM (graceful shutdown; started again after the load). Not one GET may fail at the
 * load balancer. Meanwhile one contact message every 3 s goes through nginx with a unique token:
 * none may be stored twice (nginx never retries a POST), and every one answered 200 is stored.
 * Reports p99 and how many requests nginx retried on another instance (its access log).
 */
import { countTokens, tokenOf } from '../../../bench/faults/contact'
import { submitContact, xsrf, type Outcome } from '../../../bench/faults/site'
import type { Instance } from '../cluster'
import { describeLoad, loadWithEvents } from '../load'
import { outcomeCounts } from './contact'
import { sleep, type CheckResult, type Context } from './context'

export const LOAD_PATHS = ['/', '/services', '/about', '/package', '/ourworks', '/api/getServices']
const SECONDS = 60
const POST_EVERY_MS = 3000

/** Stored rows per token of `tag` (contact_messages, read with SQL). */
export async function storedTokens(ctx: Context, tag: string): Promise<Map<string, number>> {
  const rows = await ctx.cluster.query<{ message: string }>(
    'SELECT message FROM contact_messages WHERE subject = $1',
    [tag],
  )
  return countTokens(rows.map((r) => r.message))
}

/** Starts every instance that is not running (after a check stopped some). */
export async function restartStopped(ctx: Context): Promise<void> {
  for (const instance of ctx.cluster.instances) if (!instance.running()) await instance.start()
}

/** Check 6 (see above): one row; leaves every instance running again. */
export async function checkFailover(ctx: Context): Promise<CheckResult> {
  const { nginx, instances } = ctx.cluster
  const [, b, c] = instances as [Instance, Instance, Instance]
  const tag = `cluster-failover-${ctx.run}`
  const token = await xsrf(nginx.url)
  const logBefore = nginx.accessLog().length
  const sent: Array<{ token: string; outcome: Outcome }> = []
  let posting = true
  const poster = (async () => {
    for (let i = 0; posting; i++) {
      const t = tokenOf(tag, i)
      sent.push({
        token: t,
        outcome: await submitContact(nginx.url, token, '10.6.0.1', tag, `Failover ${t}`),
      })
      await sleep(POST_EVERY_MS)
    }
  })()
  const started = performance.now()
  const timeline: string[] = []
  const at = (label: string) =>
    timeline.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const figures = await loadWithEvents({
    url: nginx.url,
    paths: LOAD_PATHS,
    seconds: SECONDS,
    events: [
      {
        atSeconds: 20,
        run: async () => {
          await b.kill()
          at('b SIGKILL')
          await b.start()
          at('b back')
        },
      },
      {
        atSeconds: 40,
        run: async () => {
          at('c SIGTERM')
          const exit = await c.terminate()
          at(`c exited ${exit.code ?? exit.signal}`)
        },
      },
    ],
  })
  posting = false
  await poster
  await restartStopped(ctx)
  const stored = await storedTokens(ctx, tag)
  const twice = sent.filter((s) => (stored.get(s.token) ?? 0) > 1).length
  const okNotStored = sent.filter((s) => s.outcome === 200 && !stored.has(s.token)).length
  const log = nginx.accessLog().slice(logBefore).split('\n')
  const retried = log.filter((line) => /"[^"]*,[^"]*"/.test(line)).length
  // What nginx answered other than 200 (499: the client closed the connection first).
  const byStatus = new Map<string, number>()
  for (const line of log) {
    const status = line.split(' ')[0]
    if (status && status !== '200') byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
  }
  const otherAnswers = [...byStatus].map(([status, n]) => `${status} x${n}`).join(', ') || 'none'
  return {
    check: '6. kill -9 b at 20 s, SIGTERM c at 40 s, under load via nginx',
    pass: figures.errors === 0 && figures.non2xx === 0 && twice === 0 && okNotStored === 0 && sent.length > 0,
    figures: `${describeLoad(figures)}; ${retried} requests retried by nginx on another instance, nginx answers other than 200: ${otherAnswers}; POSTs ${outcomeCounts(sent.map((s) => s.outcome))}: ${twice} stored twice, ${okNotStored} answered 200 but not stored; ${timeline.join(', ')}`,
  }
}

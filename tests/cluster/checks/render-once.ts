/**
 * Check 2, one render for all: after an edit, the page a renders is what b and c serve, from the
 * shared cache, without rendering it again. Observable: the request log line's `res.nextCache`
 * (src/edge/request-log.ts: Next's cache status, HIT when the answer came from the
 * incremental cache, MISS/REVALIDATED/STALE when this instance rendered). The requests carry
 * `Cache-Control: no-cache` so that the site's own page cache passes them to Next, and an
 * `X-Request-Id` to find their log lines. It fails when b or c renders (a per-instance cache, or
 * an expiry that reached them as "render again"), when they serve the old page, or when a never
 * renders (the observable would then prove nothing). The reads start once the edit's settle
 * window is over (SETTLE_MS of cache-handler.mjs: until then every instance renders that page).
 */
import { SETTLE_MS } from '../../../cache-handler.mjs'
import type { Instance } from '../cluster'
import { getPage, sleep, type CheckResult, type Context } from './context'
import { editableService, editServiceTitle } from './freshness'

/** The `res.nextCache` of `instance`'s log line for request `id`, waiting up to 3 s for the line. */
async function cacheStatusOf(instance: Instance, id: string): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const line = instance.logLines().find((l) => l.reqId === id)
    if (line) return String((line.res as { nextCache?: string } | undefined)?.nextCache ?? 'none')
    await sleep(100)
  }
  return 'no log line'
}

/** Check 2 (see above): one row, with the cache status of each instance's answer. */
export async function checkRenderOnce(ctx: Context): Promise<CheckResult> {
  const [a, b, c] = ctx.cluster.instances as [Instance, Instance, Instance]
  const service = await editableService(ctx)
  const title = await editServiceTitle(ctx, a, service.id, 'rendered once')
  await sleep(SETTLE_MS + 200)
  const read = async (instance: Instance, id: string) => {
    const answer = await getPage(ctx.cluster, instance.url, service.path, {
      'cache-control': 'no-cache',
      'x-request-id': id,
    })
    return {
      fresh: answer.status === 200 && answer.text().includes(title),
      status: await cacheStatusOf(instance, id),
    }
  }
  // a renders the edited page (its first answer after the expiry; a STALE answer renders in the background).
  const onA: string[] = []
  let aFresh = false
  for (let attempt = 0; attempt < 20 && !aFresh; attempt++) {
    const result = await read(a, `cluster-${ctx.run}-render-a-${attempt}`)
    onA.push(result.status)
    aFresh = result.fresh
    if (!aFresh) await sleep(100)
  }
  const onB = await read(b, `cluster-${ctx.run}-render-b`)
  const onC = await read(c, `cluster-${ctx.run}-render-c`)
  const aRendered = onA.some((s) => s !== 'HIT' && s !== 'none' && s !== 'no log line')
  return {
    check: '2. a page rendered on a is served by b and c without rendering',
    pass: aFresh && aRendered && onB.fresh && onC.fresh && onB.status === 'HIT' && onC.status === 'HIT',
    figures: `${service.path} after an edit: a ${onA.join(', ')}${aFresh ? '' : ' (never the new title)'}; b ${onB.status}${onB.fresh ? '' : ' (old page)'}; c ${onC.status}${onC.fresh ? '' : ' (old page)'} (Next cache status from the request log)`,
  }
}

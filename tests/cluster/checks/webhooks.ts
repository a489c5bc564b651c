/**
 * Check 12, outgoing webhooks across instances (src/webhooks; docs/deployment.md): a webhook
 * on `lead.created` pointing at a local receiver (tests/helpers/webhook-receiver.ts; the
 * instances run with WEBHOOKS_ALLOW_PRIVATE=true for its loopback address), a stream of
 * LEADS leads through nginx, the receiver stopped mid-stream (open connections dropped) and
 * started again DOWN_MS later. Passes when every lead answered 200, every lead reached the
 * receiver under one webhook-id of its own, every request's signature verifies with the
 * `standardwebhooks` package and carries the body of its id's first delivery (repeats are only
 * redeliveries of the same id), and every delivery in the log is `succeeded`, some of them
 * after more than one attempt (the leads sent while the receiver was away).
 */
import { Webhook } from 'standardwebhooks'

import { newWebhookSecret } from '../../../src/webhooks/signing'

import { xsrf, type Outcome, type Xsrf } from '../../../bench/faults/site'
import { startWebhookReceiver, type Received } from '../../helpers/webhook-receiver'
import { send } from '../http'
import { outcomeCounts } from './contact'
import { sleep, type CheckResult, type Context } from './context'

const LEADS = 40
/** Pause between two leads of the stream (ms). */
const LEAD_GAP_MS = 250
/** How long the receiver is away (ms). */
const DOWN_MS = 15_000
/** Longest wait for every lead after the stream (ms): retries wait for the jobs cron (every minute) and their back-off. */
const DELIVERY_WAIT_MS = 5 * 60_000

/**
 * One lead POSTed to nginx from loopback address `from`: nginx's view of the client, so each
 * lead has a rate-limit budget of its own (every instance trusts nginx's X-Forwarded-For).
 */
async function postLead(nginxUrl: string, token: Xsrf, from: string, subject: string): Promise<Outcome> {
  const body = JSON.stringify({
    name: 'Webhook Visitor',
    email: 'webhook-visitor@example.com',
    subject,
    phone_number: '+1 555 010 0200',
    message: 'Webhook stream',
  })
  try {
    const answer = await send(`${nginxUrl}/api/save_contact`, {
      method: 'POST',
      localAddress: from,
      timeoutMs: 60_000,
      headers: { 'content-type': 'application/json', cookie: token.cookie, 'x-xsrf-token': token.header },
      body,
    })
    return answer.status
  } catch {
    return 'connection'
  }
}

type Verdict = { subject: string | null; verified: boolean }

/** The subject a received request carries, and whether its signature verifies with `secret`. */
function judge(secret: string, entry: Received): Verdict {
  try {
    const event = new Webhook(secret).verify(entry.body, {
      'webhook-id': entry.id,
      'webhook-timestamp': entry.timestamp,
      'webhook-signature': entry.signature,
    }) as { data?: { subject?: string } }
    return { subject: event.data?.subject ?? null, verified: true }
  } catch {
    return { subject: null, verified: false }
  }
}

/** Check 12 (see above): one row. */
export async function checkWebhooks(ctx: Context): Promise<CheckResult> {
  const { cluster } = ctx
  const receiver = await startWebhookReceiver()
  try {
    // Reads show the secret's mask only (src/collections/Webhooks/secret.ts): the check brings its own.
    const secret = newWebhookSecret()
    const hook = await ctx.rest(cluster.instances[0]!).post<{ doc: { id: number } }>('/api/webhooks', {
      name: `Cluster ${ctx.run}`,
      url: `${receiver.url}/leads`,
      events: ['lead.created'],
      secret,
    })
    const hookId = hook.doc.id
    // Judged on arrival: Webhook.verify refuses timestamps older than 5 minutes.
    const verdicts = new Map<Received, Verdict>()
    receiver.behaviour = (entry) => {
      verdicts.set(entry, judge(secret, entry))
      return 'ok'
    }
    const token = await xsrf(cluster.nginx.url)
    const tag = `cluster-webhook-${ctx.run}`
    const subjects = Array.from({ length: LEADS }, (_, i) => `${tag} ${i}`)
    const outcomes: Outcome[] = []
    let downAt = 0
    let upAt = 0
    let restart: Promise<void> | null = null
    for (const [i, subject] of subjects.entries()) {
      if (i === Math.floor(LEADS / 3)) {
        await receiver.stop()
        downAt = performance.now()
        restart = sleep(DOWN_MS).then(async () => {
          await receiver.start()
          upAt = performance.now()
        })
      }
      outcomes.push(
        await postLead(cluster.nginx.url, token, `127.12.${Math.floor(i / 250)}.${(i % 250) + 1}`, subject),
      )
      await sleep(LEAD_GAP_MS)
    }
    await restart
    const seen = () => new Set([...verdicts.values()].map((verdict) => verdict.subject))
    const started = performance.now()
    while (performance.now() - started < DELIVERY_WAIT_MS && !subjects.every((s) => seen().has(s)))
      await sleep(1000)
    const waited = (performance.now() - started) / 1000
    await sleep(5000) // a duplicate sent late would show here

    const idsBySubject = new Map<string, Set<string>>()
    const bodyById = new Map<string, string>()
    let unverified = 0
    let changedBody = 0
    for (const entry of receiver.received) {
      const { subject, verified } = verdicts.get(entry) ?? { subject: null, verified: false }
      if (!verified || !subject) unverified += 1
      if (subject) idsBySubject.set(subject, (idsBySubject.get(subject) ?? new Set()).add(entry.id))
      const first = bodyById.get(entry.id)
      if (first === undefined) bodyById.set(entry.id, entry.body)
      else if (first !== entry.body) changedBody += 1
    }
    const lost = subjects.filter((s) => !idsBySubject.has(s)).length
    const twoIds = subjects.filter((s) => (idsBySubject.get(s)?.size ?? 0) > 1).length
    const redelivered = receiver.received.length - bodyById.size
    const statuses = await cluster.query<{ status: string; n: number; retried: number }>(
      'SELECT status, count(*)::int AS n, count(*) FILTER (WHERE attempts > 1)::int AS retried FROM webhook_deliveries WHERE webhook_id = $1 GROUP BY status',
      [hookId],
    )
    // Leads sent while the receiver was away needed more than one attempt: the outage was real.
    const retried = statuses.reduce((sum, row) => sum + row.retried, 0)
    const log = statuses.map((row) => `${row.status} ${row.n}`).join(', ')
    const succeeded = statuses.find((row) => row.status === 'succeeded')?.n ?? 0
    return {
      check: `12. webhooks: ${LEADS} leads through nginx, receiver away ${DOWN_MS / 1000} s: none lost, none under two ids`,
      pass:
        outcomes.every((o) => o === 200) &&
        lost === 0 &&
        twoIds === 0 &&
        unverified === 0 &&
        changedBody === 0 &&
        succeeded === LEADS &&
        retried > 0 &&
        statuses.length === 1,
      figures: `answers ${outcomeCounts(outcomes)}; receiver away ${((upAt - downAt) / 1000).toFixed(1)} s; ${receiver.received.length} requests for ${bodyById.size} ids (${redelivered} redeliveries of the same id), ${lost} leads lost, ${twoIds} under two ids, ${unverified} unverified, ${changedBody} changed bodies; all in ${waited.toFixed(0)} s after the stream; log: ${log} (${retried} after more than one attempt)`,
    }
  } finally {
    await receiver.close().catch(() => undefined)
  }
}

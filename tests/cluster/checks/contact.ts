/**
 * Checks 3 and 4 on contact messages (POST /api/save_contact, docs/api.md), sent straight to the
 * instances with an X-Forwarded-For address as nginx would set it (TRUST_PROXY=1):
 * 3. shared rate limit: `limit + 10` messages from one address, taking turns on a, b and c, get
 *    exactly `limit` answers 200 (a limit kept per instance would accept them all);
 * 4. 50 messages from 50 addresses across a, b and c: exactly 50 mails reach the SMTP sink, each
 *    message's once, and no job is left processing in payload_jobs.
 */
import { countTokens, tokenOf } from '../../../bench/faults/contact'
import { submitContact, xsrf, type Outcome } from '../../../bench/faults/site'
import { sleep, type CheckResult, type Context } from './context'

/** Answers by kind, e.g. `200 x20, 429 x10`. */
export function outcomeCounts(outcomes: Outcome[]): string {
  const counts = new Map<string, number>()
  for (const o of outcomes) counts.set(String(o), (counts.get(String(o)) ?? 0) + 1)
  return [...counts].map(([k, v]) => `${k} x${v}`).join(', ')
}

/** Check 3 (see above): one row; throws only when the XSRF cookie cannot be had. */
export async function checkSharedRateLimit(ctx: Context): Promise<CheckResult> {
  const { instances } = ctx.cluster
  const token = await xsrf(instances[0]!.url)
  const total = ctx.contactLimit + 10
  const outcomes: Outcome[] = []
  const accepted = new Map<string, number>()
  for (let i = 0; i < total; i++) {
    const instance = instances[i % instances.length]!
    const outcome = await submitContact(
      instance.url,
      token,
      '10.3.0.1',
      `cluster-limit-${ctx.run}`,
      `limit ${i}`,
    )
    outcomes.push(outcome)
    if (outcome === 200) accepted.set(instance.name, (accepted.get(instance.name) ?? 0) + 1)
  }
  const ok = outcomes.filter((o) => o === 200).length
  return {
    check: '3. shared contact rate limit across a, b, c',
    pass: ok === ctx.contactLimit && outcomes.every((o) => o === 200 || o === 429),
    figures: `${total} messages from one address, round-robin: ${outcomeCounts(outcomes)} (limit ${ctx.contactLimit}; accepted by ${[...accepted].map(([k, v]) => `${k} ${v}`).join(', ')})`,
  }
}

const MAIL_MESSAGES = 50
/** Longest wait for the 50 mails (ms): each is sent right after its answer, retried by the job queue. */
const MAIL_WAIT_MS = 120_000

/** Check 4 (see above): one row; waits up to MAIL_WAIT_MS for the mails, then 5 s for late duplicates. */
export async function checkMailOnce(ctx: Context): Promise<CheckResult> {
  const { instances, smtp } = ctx.cluster
  const token = await xsrf(instances[0]!.url)
  const tag = `cluster-mail-${ctx.run}`
  const outcomes: Outcome[] = new Array(MAIL_MESSAGES)
  let next = 0
  const client = async () => {
    while (next < MAIL_MESSAGES) {
      const i = next++
      const instance = instances[i % instances.length]!
      outcomes[i] = await submitContact(
        instance.url,
        token,
        `10.4.0.${i + 1}`,
        tag,
        `Mail ${tokenOf(tag, i)}`,
      )
    }
  }
  await Promise.all(Array.from({ length: 10 }, client))
  const tokens = Array.from({ length: MAIL_MESSAGES }, (_, i) => tokenOf(tag, i))
  const started = performance.now()
  let mailed = countTokens(smtp.mails)
  while (performance.now() - started < MAIL_WAIT_MS && !tokens.every((t) => mailed.has(t))) {
    await sleep(500)
    mailed = countTokens(smtp.mails)
  }
  const seconds = (performance.now() - started) / 1000
  await sleep(5000) // a duplicate sent late would show here
  mailed = countTokens(smtp.mails)
  const once = tokens.filter((t) => mailed.get(t) === 1).length
  const twice = tokens.filter((t) => (mailed.get(t) ?? 0) > 1).length
  const mails = tokens.reduce((sum, t) => sum + (mailed.get(t) ?? 0), 0)
  let processing = -1
  for (let attempt = 0; attempt < 20 && processing !== 0; attempt++) {
    if (attempt) await sleep(500)
    const [row] = await ctx.cluster.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payload_jobs WHERE processing = true',
    )
    processing = row?.n ?? -1
  }
  const [jobs] = await ctx.cluster.query<{ total: number; open: number }>(
    'SELECT count(*)::int AS total, count(*) FILTER (WHERE completed_at IS NULL)::int AS open FROM payload_jobs',
  )
  return {
    check: '4. 50 messages across a, b, c: 50 mails, none twice',
    pass:
      outcomes.every((o) => o === 200) &&
      mails === MAIL_MESSAGES &&
      once === MAIL_MESSAGES &&
      processing === 0,
    figures: `answers ${outcomeCounts(outcomes)}; ${mails} mails in the sink (${once} once, ${twice} twice) after ${seconds.toFixed(1)} s; payload_jobs: ${processing} processing, ${jobs?.open ?? '?'} not completed of ${jobs?.total ?? '?'}`,
  }
}

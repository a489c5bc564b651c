/**
 * Contact-message load of `npm run bench:faults`: `total` submissions from
 * `visitors` simulated visitors (one X-Forwarded-For address each) at `concurrency`
 * clients. Each message carries a unique token, so the check can match every answer to
 * what the database holds: answered 200 -> stored exactly once.
 */
import { percentile } from '../load'
import { findAll, submitContact, type Outcome, type Xsrf } from './site'

export type Sent = { token: string; outcome: Outcome; ms: number }

export type LoadOptions = {
  baseUrl: string
  xsrf: Xsrf
  total: number
  visitors: number
  concurrency: number
  /** Subject of every message of this load (and the token prefix). */
  tag: string
  /** Second octet of the visitors' 10.x.y.z addresses: each load its own visitors, so rate limits do not carry over. */
  net: number
  /** Called after each answer with how many were sent so far (the SIGKILL scenario kills from here). */
  onAnswer?: (done: number) => void
  /** Awaited by a client after a connection error before it sends again (the server is restarting). */
  waitForServer?: () => Promise<void>
}

export const tokenOf = (tag: string, i: number) => `TOKEN-${tag}-${i}-END`
const TOKEN = /TOKEN-[\w-]+?-\d+-END/g

/** Visitor `i`'s address: 10.net.(i / 250).(i % 250 + 1). */
const visitorIp = (net: number, visitor: number) =>
  `10.${net}.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`

/** Sends the load; resolves with every message's outcome and latency, and the wall time (s). */
export async function sendContactLoad(o: LoadOptions): Promise<{ sent: Sent[]; seconds: number }> {
  const sent: Sent[] = []
  let next = 0
  const started = performance.now()
  const client = async () => {
    while (next < o.total) {
      const i = next++
      const token = tokenOf(o.tag, i)
      const t0 = performance.now()
      const outcome = await submitContact(
        o.baseUrl,
        o.xsrf,
        visitorIp(o.net, i % o.visitors),
        o.tag,
        `Fault test message ${token}`,
      )
      sent.push({ token, outcome, ms: performance.now() - t0 })
      o.onAnswer?.(sent.length)
      if (typeof outcome !== 'number' && o.waitForServer) await o.waitForServer()
    }
  }
  await Promise.all(Array.from({ length: o.concurrency }, client))
  return { sent, seconds: (performance.now() - started) / 1000 }
}

/** How often each token of `tag` is stored (contact-messages, read back as the admin). */
export async function storedTokens(baseUrl: string, jwt: string, tag: string): Promise<Map<string, number>> {
  const docs = await findAll<{ message: string }>(
    baseUrl,
    jwt,
    'contact-messages',
    `where[subject][equals]=${encodeURIComponent(tag)}&select[message]=true`,
  )
  return countTokens(docs.map((d) => d.message))
}

/** Token -> number of `texts` holding it (a mail holds its token twice: text and HTML part). */
export function countTokens(texts: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const text of texts)
    for (const token of new Set(text.match(TOKEN) ?? [])) counts.set(token, (counts.get(token) ?? 0) + 1)
  return counts
}

/** Figures of one load: answers by kind, rate, latency, and the stored-once check of every 200. */
export function contactFigures(sent: Sent[], seconds: number, stored: Map<string, number>) {
  const byOutcome: Record<string, number> = {}
  for (const s of sent) byOutcome[String(s.outcome)] = (byOutcome[String(s.outcome)] ?? 0) + 1
  const ok = sent.filter((s) => s.outcome === 200)
  const latencies = ok.map((s) => s.ms).sort((a, b) => a - b)
  const answeredTokens = new Set(ok.map((s) => s.token))
  return {
    sent: sent.length,
    byOutcome,
    answered200: ok.length,
    serverErrors: sent.filter((s) => typeof s.outcome === 'number' && s.outcome >= 500).length,
    connectionErrors: byOutcome.connection ?? 0,
    timeouts: byOutcome.timeout ?? 0,
    requestsPerSecond: Number((sent.length / seconds).toFixed(1)),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    answered200Missing: ok.filter((s) => !stored.has(s.token)).length,
    answered200StoredTwice: ok.filter((s) => (stored.get(s.token) ?? 0) > 1).length,
    // Messages stored although their answer never arrived (in flight at the kill): fine, listed.
    storedWithoutAnswer: [...stored.keys()].filter((t) => !answeredTokens.has(t)).length,
  }
}

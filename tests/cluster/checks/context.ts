/**
 * What every check of `npm run test:cluster` gets: the running cluster, the admin's REST client
 * (signed in once, on instance a), page reads with the public Host, and the result shape the
 * report prints (check | result | figures).
 */
import { send, type Answer, type Rest } from '../http'
import type { Instance, SiteCluster } from '../cluster'

export type CheckResult = { check: string; pass: boolean; figures: string }

export type Context = {
  cluster: SiteCluster
  /** The admin's REST client on `instance` (the JWT is valid on every instance: same PAYLOAD_SECRET). */
  rest: (instance: Instance) => Rest
  /** CONTACT_RATE_LIMIT of the instances. */
  contactLimit: number
  /** Unique per run: subjects, titles and tokens of this run. */
  run: string
  log: (line: string) => void
}

/** GET `path` from `base` (an instance's or nginx's address) with the public Host, as nginx passes it on. */
export function getPage(
  cluster: SiteCluster,
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return send(`${base}${path}`, {
    headers: { host: cluster.publicHost, 'accept-encoding': 'identity', ...headers },
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls GET `path` on `base` every 50 ms until an answer with `status` (default 200) contains
 * `expected`; resolves with the ms from `since` (performance.now()) to that answer, or null after
 * `timeoutMs`, first telling `onGiveUp` what the last poll got (`200 without it`, `HTTP 502`, or
 * the connection error).
 */
export async function msUntilShown(
  cluster: SiteCluster,
  base: string,
  path: string,
  expected: string,
  since: number,
  timeoutMs: number,
  onGiveUp?: (last: string) => void,
  status = 200,
): Promise<number | null> {
  for (;;) {
    let last: string
    try {
      const answer = await getPage(cluster, base, path)
      if (answer.status === status && answer.text().includes(expected)) return performance.now() - since
      last = answer.status === status ? `${status} without it` : `HTTP ${answer.status}`
    } catch (error) {
      last = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    }
    if (performance.now() - since > timeoutMs) {
      onGiveUp?.(last)
      return null
    }
    await sleep(50)
  }
}

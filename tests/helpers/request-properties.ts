/**
 * The properties every generated request (tests/helpers/generated-requests.ts) must keep,
 * and the hunt that checks them with fast-check (docs/security.md "Proofs in the test suite"):
 * - no answer is a 5xx or a dropped connection;
 * - every error answer is JSON with a `message` (pages excepted: their errors are HTML);
 * - a batch of requests without admin rights changes only what its roles may change:
 *   visitors add messages and orders and change nothing else, editors change content and
 *   globals, mark messages and edit their own account, and nobody but an admin adds, changes
 *   or removes users or orders' history.
 */
import fc from 'fast-check'

import {
  generatedRequest,
  withoutAuth,
  type GeneratedRequest,
  type Role,
  type Site,
} from './generated-requests'
import type { RawAnswer } from './malformed'

/** Why `answer` breaks the property (a 5xx, no answer, an error without a JSON message), or null. */
export function answerProblem(
  req: GeneratedRequest,
  answer: RawAnswer,
  bodyLimitBytes: number,
): string | null {
  if (answer.status === -1) return null // Node refused to send it: nothing reached the server.
  const overLimit = (req.body?.length ?? 0) > bodyLimitBytes
  if (answer.status === 0 && overLimit && /EPIPE|ECONNRESET/.test(answer.body)) return null
  if (answer.status === 0) return `no answer (${answer.body})`
  // A feature the operator did not configure (PayPal on a site started without it) answers
  // 503 "… not configured." whatever the input: the state of the site, not a fault.
  if (answer.status === 503 && /not configured\.?"/.test(answer.body)) return null
  if (answer.status >= 500) return `${answer.status} ${answer.body.slice(0, 300)}`
  if (answer.status < 400 || req.method === 'HEAD') return null
  if (answer.contentType.includes('text/html')) {
    // Pages answer their errors as HTML; the JSON API never does.
    const pathname = new URL(req.path.replace(/%/g, '%25'), 'http://x').pathname
    return /^\/api(\/|$)/.test(pathname) ? `${answer.status} HTML from the API` : null
  }
  let message: unknown
  try {
    message = (JSON.parse(answer.body) as { message?: unknown }).message
  } catch {
    return `${answer.status} not JSON (${answer.contentType}): ${answer.body.slice(0, 120)}`
  }
  return typeof message === 'string' && message
    ? null
    : `${answer.status} JSON without a message: ${answer.body.slice(0, 120)}`
}

/** Every document's `updatedAt` per collection, and each global's: what a role could change. */
export type Snapshot = Record<string, Record<string, string>>

export async function snapshot(site: Site): Promise<Snapshot> {
  const result: Snapshot = {}
  for (const target of site.targets) {
    if (target.kind === 'collection' && target.slug!.startsWith('payload-')) continue
    if (target.kind !== 'collection' && target.kind !== 'global') continue
    const body = (await site.readAsAdmin(
      target.kind === 'collection'
        ? `${target.path}?limit=0&depth=0&select[updatedAt]=true`
        : `${target.path}?depth=0`,
    )) as { docs?: Array<{ id: number; updatedAt: string }>; updatedAt?: string }
    result[target.path] = body.docs
      ? Object.fromEntries(body.docs.map((d) => [String(d.id), d.updatedAt]))
      : { global: String(body.updatedAt) }
  }
  return result
}

/** Collections nobody but an admin changes (an editor only its own account). */
const PROTECTED = new Set(['users'])
/** Collections a visitor adds to (messages, orders) but never removes from. */
const GROWS_ONLY = new Set(['contact-messages', 'orders'])
/**
 * The site's content: every other collection of the config but Payload's own (`payload-*`);
 * editors change it, visitors do not.
 */
const isContent = (slug: string) =>
  !PROTECTED.has(slug) && !GROWS_ONLY.has(slug) && !slug.startsWith('payload-')

/**
 * What changed between `before` and `after` that the roles of `requests` had no right to
 * change (admin requests excluded from the batch by the caller), or null.
 */
export function dataProblem(
  before: Snapshot,
  after: Snapshot,
  roles: Set<Role>,
  editorId: number,
): string | null {
  for (const [key, docs] of Object.entries(before)) {
    const now = after[key] ?? {}
    const slug = key.replace(/^\/api\/(globals\/)?/, '')
    const isGlobal = key.startsWith('/api/globals/')
    const editorMay = roles.has('editor') && (isGlobal || isContent(slug))
    if (editorMay) continue
    for (const [id, updatedAt] of Object.entries(docs)) {
      if (!(id in now)) return `${key}: document ${id} removed`
      if (now[id] === updatedAt) continue
      if (GROWS_ONLY.has(slug) && (slug === 'orders' || roles.has('editor'))) continue
      if (slug === 'users' && id === String(editorId) && roles.has('editor')) continue
      return `${key}: document ${id} changed`
    }
    if (!GROWS_ONLY.has(slug)) {
      const added = Object.keys(now).filter((id) => !(id in docs))
      if (added.length) return `${key}: documents ${added.join(', ')} added`
    }
  }
  return null
}

/** `req` as a line a person can replay (the role instead of its token; the body's start). */
export function describeRequest(req: GeneratedRequest): string {
  const headers = withoutAuth(req.headers)
  const body = req.body
    ? ` body(${req.body.length})=${JSON.stringify(req.body.subarray(0, 160).toString('latin1'))}`
    : ''
  return `${req.role} ${req.method} ${req.path.slice(0, 300)} ${JSON.stringify(headers).slice(0, 400)}${body}`
}

export type HuntResult = { requests: number; statuses: Record<number, number> }

/**
 * Runs the properties over `runs` generated batches (1 to 6 requests sent at once) with
 * `seed`: every answer passes `answerProblem`; a batch without admin requests that writes
 * changes only what its roles may (`dataProblem`). Throws fast-check's report of the first
 * failure, shrunk to its smallest batch, with the seed and path to replay it.
 */
export async function hunt(
  site: Site,
  options: {
    runs: number
    seed: number
    bodyLimit: (pathname: string) => number
    onBatch?: (result: HuntResult) => void
  },
): Promise<HuntResult> {
  const result: HuntResult = { requests: 0, statuses: {} }
  const batch = fc.array(generatedRequest(site), { minLength: 1, maxLength: 6 })
  await fc.assert(
    fc.asyncProperty(batch, async (requests) => {
      const writes = requests.some((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
      const checkData = writes && requests.every((r) => r.role !== 'admin')
      const before = checkData ? await snapshot(site) : undefined
      const answers = await Promise.all(requests.map((r) => site.transport(r)))
      result.requests += requests.length
      answers.forEach((answer, i) => {
        result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1
        const req = requests[i]!
        const problem = answerProblem(req, answer, options.bodyLimit(req.path.split('?')[0]!))
        if (problem) throw new Error(`${problem}\n  ${describeRequest(req)}`)
      })
      if (before) {
        const roles = new Set(requests.map((r) => r.role))
        const problem = dataProblem(before, await snapshot(site), roles, site.editorId)
        if (problem) throw new Error(`${problem}\n  ${requests.map(describeRequest).join('\n  ')}`)
      }
      options.onBatch?.(result)
    }),
    { seed: options.seed, numRuns: options.runs },
  )
  return result
}

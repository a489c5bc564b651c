import 'server-only'

/**
 * `GET /api/analytics/experiments/{pageId}[?from=YYYY-MM-DD&to=YYYY-MM-DD]` (docs/api.md), served
 * by src/app/api/analytics/experiments/[pageId]/route.ts: the results of the page's experiments
 * (./experiment-results.ts), current first, over the range or, without one, over every day;
 * for signed-in admins and editors, `Cache-Control: no-store`. Anonymous (or a session Payload
 * does not accept): 401; a signed-in user of no staff role: 403. A page id that is not a
 * positive whole number, or a malformed, reversed or too long range: 400. No such page: 404.
 * Each error is `{"message", "errors"}`.
 */
import type { Payload } from 'payload'

import { isStaffUser, type MaybeUser } from '@/access/roles'
import { errorJson } from '@/contracts/http'
import { parseRange } from '@/lib/day-range'
import type { ExperimentSettings } from '@/lib/experiments/results'

import { experimentsOfPage, pageExperimentFigures, pageExists, type DayRange } from './experiment-results'

const NO_STORE = { 'Cache-Control': 'no-store' }
/** Largest page id: beyond it no page exists, and PostgreSQL's integer column would refuse the query. */
const MAX_ID = 2 ** 31 - 1

const fail = (status: number, message: string) =>
  Response.json(errorJson(message), { status, headers: NO_STORE })

/** The page id of the path segment `text`, or null when it is not one. */
export function parsePageId(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= MAX_ID ? id : null
}

/** The answer to `request` for the page `pageIdText` (the undecoded path segment) on `payload`. */
export async function answerExperimentResults(
  request: Request,
  payload: Payload,
  pageIdText: string,
  experimentsOf: (payload: Payload, pageId: number) => Promise<ExperimentSettings[]> = experimentsOfPage,
): Promise<Response> {
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  if (!user) return fail(401, 'Sign in as an admin or editor.')
  if (!isStaffUser(user as MaybeUser)) return fail(403, 'Only admins and editors see experiment results.')
  const pageId = parsePageId(pageIdText)
  if (pageId === null) return fail(400, "pageId must be a page's id: a positive whole number.")
  const query = new URL(request.url).searchParams
  let range: DayRange = null
  if (query.has('from') || query.has('to')) {
    const parsed = parseRange(query.get('from'), query.get('to'))
    if ('error' in parsed) return fail(400, parsed.error)
    range = parsed
  }
  if (!(await pageExists(payload, pageId))) return fail(404, 'No page has this id.')
  const experiments = await pageExperimentFigures(payload, pageId, range, experimentsOf)
  return Response.json({ pageId, experiments }, { headers: NO_STORE })
}

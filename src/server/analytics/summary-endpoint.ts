import 'server-only'

/**
 * `GET /api/analytics/summary?from=YYYY-MM-DD&to=YYYY-MM-DD` (docs/api.md), served by
 * src/app/api/analytics/summary/route.ts: the summary of ./summary.ts for signed-in admins and
 * editors, `Cache-Control: no-store`. Anonymous (or a session Payload does not accept): 401. A
 * missing, malformed or reversed range, or one over SUMMARY_MAX_DAYS: 400. Each error is
 * `{"message", "errors"}`.
 */
import type { Payload } from 'payload'

import { isStaffUser, type MaybeUser } from '@/access/roles'
import { errorJson } from '@/contracts/http'

import { getSummary, parseRange } from './summary'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** The answer to `request` on `payload` (described above). */
export async function answerSummary(request: Request, payload: Payload): Promise<Response> {
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  if (!isStaffUser(user as MaybeUser))
    return Response.json(errorJson('Sign in as an admin or editor.'), { status: 401, headers: NO_STORE })
  const query = new URL(request.url).searchParams
  const range = parseRange(query.get('from'), query.get('to'))
  if ('error' in range) return Response.json(errorJson(range.error), { status: 400, headers: NO_STORE })
  return Response.json(await getSummary(payload, range.from, range.to), { headers: NO_STORE })
}

import 'server-only'

/**
 * `GET /api/analytics/summary?from=YYYY-MM-DD&to=YYYY-MM-DD` and `GET
 * /api/analytics/summary.csv?…` (docs/api.md), served by src/app/api/analytics/summary/route.ts
 * and src/app/api/analytics/summary.csv/route.ts: the summary of ./summary.ts, as JSON or as the
 * CSV of ./summary-csv.ts (an attachment); amounts for admins only in both, for signed-in admins and
 * editors, `Cache-Control: no-store`. Anonymous (or a session Payload does not accept): 401. A
 * missing, malformed or reversed range, or one over SUMMARY_MAX_DAYS: 400. Each error is
 * `{"message", "errors"}`.
 */
import type { Payload } from 'payload'

import { isAdminUser, isStaffUser, type MaybeUser } from '@/access/roles'
import { errorJson } from '@/contracts/http'
import { parseRange } from '@/lib/day-range'
import type { LocalDate } from '@/lib/time-zone'

import { getSummary, withoutAmounts } from './summary'
import { summaryCsv } from './summary-csv'

const NO_STORE = { 'Cache-Control': 'no-store' }

type Asked = { from: LocalDate; to: LocalDate; admin: boolean }

/** The range a staff member asks for in `request`, or the error answer. */
async function askedRange(request: Request, payload: Payload): Promise<Asked | Response> {
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  if (!isStaffUser(user as MaybeUser))
    return Response.json(errorJson('Sign in as an admin or editor.'), { status: 401, headers: NO_STORE })
  const query = new URL(request.url).searchParams
  const range = parseRange(query.get('from'), query.get('to'))
  if ('error' in range) return Response.json(errorJson(range.error), { status: 400, headers: NO_STORE })
  return { ...range, admin: isAdminUser(user as MaybeUser) }
}

/** The JSON answer to `request` on `payload` (described above). */
export async function answerSummary(request: Request, payload: Payload): Promise<Response> {
  const asked = await askedRange(request, payload)
  if (asked instanceof Response) return asked
  const summary = await getSummary(payload, asked.from, asked.to)
  return Response.json(asked.admin ? summary : withoutAmounts(summary), { headers: NO_STORE })
}

/** The CSV answer to `request` on `payload` (described above). */
export async function answerSummaryCsv(request: Request, payload: Payload): Promise<Response> {
  const asked = await askedRange(request, payload)
  if (asked instanceof Response) return asked
  const summary = await getSummary(payload, asked.from, asked.to)
  return new Response(summaryCsv(summary, { revenue: asked.admin }), {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="traffic-${summary.from}-to-${summary.to}.csv"`,
    },
  })
}

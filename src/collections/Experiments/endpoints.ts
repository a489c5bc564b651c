/**
 * POST /api/experiments/{id}/promote `{"variant":"<key>"}`, for admins and editors (the
 * experiment's edit view calls it: ./PromoteActions.client.tsx). Answers JSON with `message`:
 * 200 `{ status: 'ended', promotedVariant, page }`; 400 without a variant key; 401 without a
 * staff session; 404 for an unknown experiment or variant; 409 when the experiment has ended.
 */
import type { Endpoint } from 'payload'

import { isStaffUser, type MaybeUser } from '@/access/roles'
import { isExperimentToken } from '@/contracts/experiments'

import { promoteVariant } from './promote'

export const promoteEndpoint: Endpoint = {
  path: '/:id/promote',
  method: 'post',
  handler: async (req) => {
    if (!isStaffUser(req.user as MaybeUser))
      return Response.json({ message: 'Unauthorized.' }, { status: 401 })
    const raw = String(req.routeParams?.id ?? '')
    const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN
    if (!Number.isSafeInteger(id)) return Response.json({ message: 'No such experiment.' }, { status: 404 })
    const body = (await req.json?.().catch(() => null)) as { variant?: unknown } | null
    const key = body?.variant
    if (!isExperimentToken(key))
      return Response.json({ message: 'Name the variant to promote: {"variant":"<key>"}.' }, { status: 400 })
    const outcome = await promoteVariant(req, id, key)
    if (outcome.status !== 200) return Response.json({ message: outcome.message }, { status: outcome.status })
    return Response.json({
      status: 'ended',
      promotedVariant: key,
      page: outcome.pageId,
      message: `"${key}" is now the page's published content; the experiment has ended.`,
    })
  },
}

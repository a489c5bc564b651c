/**
 * POST /api/releases/{id}/publish and POST /api/releases/{id}/cancel, for admins and editors
 * (the release's edit view calls them: ./ReleaseActions.client.tsx).
 *
 * Answers (JSON, always with `message`):
 * - publish: 200 `{ status: 'published', documents }`; 422 `{ status: 'failed', message }`
 *   (nothing was published, the reason is also on the release); 409 when the release is
 *   not in a state to publish (published, publishing, cancelled);
 * - cancel: 200 `{ status: 'cancelled' }` from draft, scheduled or failed; 409 otherwise;
 * - both: 401 without a staff session, 404 for an unknown id.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffUser, type MaybeUser } from '@/access/roles'
import type { User } from '@/payload-types'

import type { ReleaseStatus } from './releasable'
import { publishRelease } from './publish'

/** Statuses a release may be cancelled from. */
const CANCELLABLE: ReleaseStatus[] = ['draft', 'scheduled', 'failed']

/** The release named by the route, or an answer saying why there is none. */
async function releaseOf(req: PayloadRequest) {
  if (!isStaffUser(req.user as MaybeUser)) return Response.json({ message: 'Unauthorized.' }, { status: 401 })
  const raw = String(req.routeParams?.id ?? '')
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN
  const release = Number.isSafeInteger(id)
    ? await req.payload.findByID({ collection: 'releases', id, depth: 0, disableErrors: true })
    : null
  return release ?? Response.json({ message: 'No such release.' }, { status: 404 })
}

export const publishReleaseEndpoint: Endpoint = {
  path: '/:id/publish',
  method: 'post',
  handler: async (req) => {
    const release = await releaseOf(req)
    if (release instanceof Response) return release
    const outcome = await publishRelease(req.payload, release.id, { expiryReq: req, user: req.user as User })
    if (outcome.status === 'published')
      return Response.json({ ...outcome, message: `Published ${outcome.documents} documents.` })
    return Response.json(
      { status: outcome.status, message: outcome.reason },
      { status: outcome.status === 'failed' ? 422 : 409 },
    )
  },
}

export const cancelReleaseEndpoint: Endpoint = {
  path: '/:id/cancel',
  method: 'post',
  handler: async (req) => {
    const release = await releaseOf(req)
    if (release instanceof Response) return release
    if (!CANCELLABLE.includes(release.status as ReleaseStatus))
      return Response.json({ status: release.status, message: `It is ${release.status}.` }, { status: 409 })
    await req.payload.update({
      collection: 'releases',
      id: release.id,
      data: { status: 'cancelled' },
      depth: 0,
      context: { releaseServer: true },
    })
    return Response.json({ status: 'cancelled', message: 'The release is cancelled.' })
  },
}

/**
 * `DELETE /api/payload-preferences/{key}` (Payload's endpoint that drops one admin preference
 * of the signed-in user) builds a query the SQL adapters cannot run: its condition on the
 * polymorphic `user` relationship names a join that is not in the statement, a 500 for every
 * call. The same answer is given here with queries that run: the user's preference with that
 * key is found by key and filtered by owner, then deleted by id. Answers as Payload's handler:
 * 200 with the deleted document and a `message`; 401 without a user; 404 when there is none.
 * Installed at `onInit` (src/payload.config.ts) over the handler of Payload's own collection.
 */
import { NotFound, UnauthorizedError, type Payload, type PayloadHandler } from 'payload'

import { named } from './named-error'

const PREFERENCES = 'payload-preferences'

type Preference = { id: number; user?: { relationTo?: string; value?: number | { id?: number } } }

const deletePreference: PayloadHandler = async (req) => {
  const { user } = req
  if (!user) throw named(new UnauthorizedError(req.t), 'Unauthorized')
  const key = String(req.routeParams?.key ?? '')
  const { docs } = await req.payload.find({
    collection: PREFERENCES,
    where: { key: { equals: key } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const own = (docs as Preference[]).find((doc) => {
    const owner = doc.user?.value
    return (
      doc.user?.relationTo === user.collection && (typeof owner === 'object' ? owner?.id : owner) === user.id
    )
  })
  if (!own) throw named(new NotFound(req.t), 'NotFound')
  await req.payload.delete({ collection: PREFERENCES, id: own.id, overrideAccess: true, req })
  return Response.json({ ...own, message: req.t('general:deletedSuccessfully') })
}

/** Puts deletePreference in place of Payload's handler. */
export function fixPreferenceDelete(payload: Payload): void {
  const collection = payload.collections[PREFERENCES as keyof typeof payload.collections]?.config
  if (!collection?.endpoints) return
  collection.endpoints = collection.endpoints.map((endpoint) =>
    endpoint.method === 'delete' && endpoint.path === '/:key'
      ? { ...endpoint, handler: deletePreference }
      : endpoint,
  )
}

/**
 * `GET /api/access`, Payload's map of what the caller may do, for signed-in users only: a
 * caller without a valid session (no token, or one Payload does not accept, such as
 * `Authorization: Bearer garbage`) gets `404 {"message"}` (docs/security.md), echoing nothing.
 * Registered as a root endpoint, ahead of Payload's own `/access`, so Payload's authentication
 * decides who is signed in. Signed-in callers get Payload's answer (`accessOperation`).
 */
import { accessOperation, type Endpoint } from 'payload'

import { errorJson } from '@/contracts/http'

const NOT_FOUND = 'Not found.'

export const signedInAccessEndpoint: Endpoint = {
  path: '/access',
  method: 'get',
  handler: async (req) => {
    if (!req.user)
      return Response.json(errorJson(NOT_FOUND), { status: 404, headers: { 'Cache-Control': 'no-store' } })
    return Response.json(await accessOperation({ req }), { headers: { 'Cache-Control': 'no-store' } })
  },
}

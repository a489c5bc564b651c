/**
 * GET api/health: 200 `{"status":"ok"}` or 503 `{"status":"error"}`. With `Authorization:
 * Bearer <HEALTH_TOKEN>` or an admin's session, the details too: `database`, `migrations`
 * (`pending` names the missing ones) and `sync`, the instance's connection state
 * (`standalone`, `joining` or `shared`; src/server/health.ts). Never cached.
 */
import type { Payload } from 'payload'

import { getEnv } from '@/env'
import { checkHealth, databaseDown, mayReadHealthDetails, publicHealth } from '@/server/health'
import { getServerPayload } from '@/server/payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  // Payload connects on first use: a database down at that moment fails getServerPayload itself.
  let payload: Payload | undefined
  const { httpStatus, report } = await getServerPayload().then(
    (p) => checkHealth((payload = p)),
    databaseDown,
  )
  const details = await mayReadHealthDetails(request.headers, payload, getEnv().HEALTH_TOKEN)
  return Response.json(details ? report : publicHealth(report), {
    status: httpStatus,
    headers: { 'Cache-Control': 'no-store' },
  })
}

/**
 * GET api/health: 200 {"status":"ok","database":"ok","migrations":"current","sync":{…}},
 * or 503 naming the failed check; `sync` is the instance's connection state, `standalone`,
 * `joining` or `shared` (src/server/health.ts). Never cached.
 */
import { checkHealth, databaseDown } from '@/server/health'
import { getServerPayload } from '@/server/payload'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  // Payload connects on first use: a database down at that moment fails getServerPayload itself.
  const { httpStatus, report } = await getServerPayload().then(checkHealth, databaseDown)
  return Response.json(report, { status: httpStatus, headers: { 'Cache-Control': 'no-store' } })
}

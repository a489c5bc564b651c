/**
 * GET api/health: 200 {"status":"ok","database":"ok","migrations":"current"},
 * or 503 naming the failed check (src/server/health.ts). Never cached.
 */
import { checkHealth, DATABASE_DOWN } from '@/server/health'
import { getServerPayload } from '@/server/payload'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  // Payload connects on first use: a database down at that moment fails getServerPayload itself.
  const { httpStatus, report } = await getServerPayload().then(checkHealth, () => DATABASE_DOWN)
  return Response.json(report, { status: httpStatus, headers: { 'Cache-Control': 'no-store' } })
}

/** GET api/analytics/summary: traffic and conversions of a range of days, for admins and editors (src/server/analytics/summary-endpoint.ts). */
import { answerSummary } from '@/server/analytics/summary-endpoint'
import { getServerPayload } from '@/server/payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return answerSummary(request, await getServerPayload())
}

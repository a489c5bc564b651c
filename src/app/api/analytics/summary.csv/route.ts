/** GET api/analytics/summary.csv: the traffic summary of a range of days as CSV, for admins and editors (src/server/analytics/summary-endpoint.ts). */
import { answerSummaryCsv } from '@/server/analytics/summary-endpoint'
import { getServerPayload } from '@/server/payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return answerSummaryCsv(request, await getServerPayload())
}

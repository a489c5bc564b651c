/** GET api/analytics/experiments/{pageId}: a landing page's experiment results, for admins and editors (src/server/analytics/experiments-endpoint.ts). */
import { answerExperimentResults } from '@/server/analytics/experiments-endpoint'
import { getServerPayload } from '@/server/payload'

export const dynamic = 'force-dynamic'

export async function GET(
  request: Request,
  { params }: { params: Promise<{ pageId: string }> },
): Promise<Response> {
  return answerExperimentResults(request, await getServerPayload(), (await params).pageId)
}

/** GET api/get_terms_condition (docs/api.md): {"data": "<p>...</p>"}, the sanitized HTML of the terms & condition. */
import { richTextToHtml } from '@/server/api/html'
import { jsonRoute } from '@/server/api/respond'
import { getTermsCondition } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: richTextToHtml((await getTermsCondition()).content) }))

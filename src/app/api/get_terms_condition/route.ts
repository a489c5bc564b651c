/** GET api/get_terms_condition (spec §7): {"data": "<p>...</p>"}, the sanitized HTML of the terms & condition. */
import { richTextToHtml } from '@/lib/api/html'
import { jsonRoute } from '@/lib/api/respond'
import { getTermsCondition } from '@/lib/data'

export const GET = jsonRoute(async () => ({ data: richTextToHtml((await getTermsCondition()).content) }))

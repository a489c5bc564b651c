/** GET api/get_privacy_policy (docs/api.md): {"data": "<p>...</p>"}, the sanitized HTML of the privacy policy. */
import { richTextToHtml } from '@/server/api/html'
import { jsonRoute } from '@/server/api/respond'
import { getPrivacyPolicy } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: richTextToHtml((await getPrivacyPolicy()).content) }))

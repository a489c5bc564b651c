/** GET api/get_privacy_policy (spec §7): {"data": "<p>...</p>"}, the sanitized HTML of the privacy policy. */
import { richTextToHtml } from '@/lib/api/html'
import { jsonRoute } from '@/lib/api/respond'
import { getPrivacyPolicy } from '@/lib/data'

export const GET = jsonRoute(async () => ({ data: richTextToHtml((await getPrivacyPolicy()).content) }))

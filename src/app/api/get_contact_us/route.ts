/** GET api/get_contact_us (docs/api.md): {"data": "<p>...</p>"}, the sanitized HTML of the contact details ('Contact Detils'). */
import { richTextToHtml } from '@/server/api/html'
import { jsonRoute } from '@/server/api/respond'
import { getContactInfo } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: richTextToHtml((await getContactInfo()).content) }))

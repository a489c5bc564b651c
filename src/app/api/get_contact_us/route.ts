/** GET api/get_contact_us (spec §7): {"data": "<p>...</p>"}, the sanitized HTML of the contact details ('Contact Detils'). */
import { richTextToHtml } from '@/lib/api/html'
import { jsonRoute } from '@/lib/api/respond'
import { getContactInfo } from '@/lib/data'

export const GET = jsonRoute(async () => ({ data: richTextToHtml((await getContactInfo()).content) }))

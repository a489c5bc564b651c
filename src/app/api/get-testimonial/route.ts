/** GET api/get-testimonial (spec §7): {"data": [...]} of the testimonials ('WHAT PEOPLE SAY'), spec §3 field names. */
import { jsonRoute } from '@/server/api/respond'
import { toTestimonial } from '@/server/api/serialize'
import { getTestimonials } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: (await getTestimonials()).map(toTestimonial) }))

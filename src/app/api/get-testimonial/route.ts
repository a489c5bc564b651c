/** GET api/get-testimonial (spec §7): {"data": [...]} of the testimonials ('WHAT PEOPLE SAY'), spec §3 field names. */
import { jsonRoute } from '@/lib/api/respond'
import { toTestimonial } from '@/lib/api/serialize'
import { getTestimonials } from '@/lib/data'

export const GET = jsonRoute(async () => ({ data: (await getTestimonials()).map(toTestimonial) }))

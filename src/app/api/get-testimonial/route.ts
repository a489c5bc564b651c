/** GET api/get-testimonial (docs/api.md): {"data": [...]} of the testimonials ('WHAT PEOPLE SAY'). */
import { jsonRoute } from '@/server/api/respond'
import { toTestimonial } from '@/server/api/serialize'
import { getTestimonials } from '@/server/data'

export const GET = jsonRoute(async () => ({ data: (await getTestimonials()).map(toTestimonial) }))

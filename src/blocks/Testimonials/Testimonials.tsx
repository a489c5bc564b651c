/**
 * Testimonials block: the testimonials an editor chose (in their order) or the latest ones,
 * in the testimonials band's grid layout (no carousel: no client JavaScript).
 */
import { Testimonials } from '@/components/Testimonials/Testimonials'
import type { Testimonial } from '@/payload-types'
import { getLatestTestimonials } from '@/server/pages'

import type { BlockOf, BlockRenderer } from '../shared/types'

/** The testimonials of `block`: the chosen ones still published, or the `count` latest. */
async function testimonialsOf(block: BlockOf<'testimonials'>): Promise<Testimonial[]> {
  if (block.source === 'chosen')
    return (block.testimonials ?? []).filter((t): t is Testimonial => typeof t === 'object' && t !== null)
  return getLatestTestimonials(block.count ?? 3)
}

export async function TestimonialsBlock({ block }: { block: BlockOf<'testimonials'> }) {
  return <Testimonials testimonials={await testimonialsOf(block)} heading={block.heading} layout="grid" />
}

/** Renders the block in a landing page's layout (src/blocks/renderers.tsx). */
export const pageRenderer: BlockRenderer<'testimonials'> = TestimonialsBlock

/**
 * Testimonials block: the testimonials an editor chose (in their order) or the latest ones,
 * as a static grid of quotes (no carousel: no client JavaScript).
 */
import { MediaImage } from '@/components/MediaImage/MediaImage'
import type { Testimonial } from '@/payload-types'
import { getLatestTestimonials } from '@/server/pages'

import type { BlockOf } from '../shared/types'
import shared from '../shared/section.module.css'
import styles from './testimonials.module.css'

/** The testimonials of `block`: the chosen ones still published, or the `count` latest. */
async function testimonialsOf(block: BlockOf<'testimonials'>): Promise<Testimonial[]> {
  if (block.source === 'chosen')
    return (block.testimonials ?? []).filter((t): t is Testimonial => typeof t === 'object' && t !== null)
  return getLatestTestimonials(block.count ?? 3)
}

export async function TestimonialsBlock({ block }: { block: BlockOf<'testimonials'> }) {
  const testimonials = await testimonialsOf(block)
  if (!testimonials.length) return null
  return (
    <section className={`section ${shared.muted}`}>
      <div className="container">
        <h2 className="section-title">{block.heading}</h2>
        <div className={styles.quotes}>
          {testimonials.map((t) => (
            <figure key={t.id} className={styles.quoteCard}>
              <MediaImage media={t.image} size="thumbnail" className={styles.avatar} sizes="4rem" />
              <blockquote>
                <p>{t.description}</p>
              </blockquote>
              <figcaption className={styles.person}>
                <strong>{t.title}</strong>
                <span>{t.designation}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  )
}

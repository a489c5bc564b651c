/**
 * A band of testimonials (photo, description, name and designation), in one of two layouts:
 * - `carousel` (the home page's 'WHAT PEOPLE SAY'): one at a time, each description clamped
 *   behind a 'Read More' toggle; the carousel is a client island.
 * - `grid` (the landing pages' testimonials block): all at once as a grid of quotes, no client
 *   JavaScript.
 * Renders nothing for no testimonials. `headingId` labels the section by its heading; leave it
 * out where a page may hold the band twice (a landing page's blocks).
 */
import { Carousel } from '@/components/Carousel/Carousel.client'
import { Collapsible } from '@/components/Collapsible/Collapsible'
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { TEXT } from '@/contracts/constants'
import type { Testimonial } from '@/payload-types'

import styles from './testimonials.module.css'

type Layout = 'carousel' | 'grid'

type Props = {
  testimonials: Testimonial[]
  heading: string
  layout: Layout
  headingId?: string
}

/** Per layout: the card's class, the avatar's rendered width (its `sizes`). */
const CARD: Record<Layout, { className: string | undefined; avatarSizes: string }> = {
  carousel: { className: styles.card, avatarSizes: '5rem' },
  grid: { className: styles.quoteCard, avatarSizes: '4rem' },
}

function TestimonialCard({ testimonial: t, layout }: { testimonial: Testimonial; layout: Layout }) {
  const card = CARD[layout]
  return (
    <figure className={card.className}>
      <MediaImage media={t.image} size="thumbnail" className={styles.avatar} sizes={card.avatarSizes} />
      {layout === 'carousel' ? (
        <blockquote className={styles.quote}>
          <Collapsible label={TEXT.readMore} openLabel={TEXT.readLess}>
            <p>{t.description}</p>
          </Collapsible>
        </blockquote>
      ) : (
        <blockquote>
          <p>{t.description}</p>
        </blockquote>
      )}
      <figcaption className={styles.person}>
        <strong>{t.title}</strong>
        <span>{t.designation}</span>
      </figcaption>
    </figure>
  )
}

export function Testimonials({ testimonials, heading, layout, headingId }: Props) {
  if (!testimonials.length) return null
  const cards = testimonials.map((t) => <TestimonialCard key={t.id} testimonial={t} layout={layout} />)
  return (
    <section className={`section ${styles.section}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 className="section-title" id={headingId}>
          {heading}
        </h2>
        {layout === 'carousel' ? (
          <div className={styles.frame}>
            <Carousel label="Testimonials" slides={cards} variant="quote" />
          </div>
        ) : (
          <div className={styles.quotes}>{cards}</div>
        )}
      </div>
    </section>
  )
}

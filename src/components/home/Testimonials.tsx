/**
 * 'WHAT PEOPLE SAY' testimonial carousel: photo, description in a
 * collapsible area opened by a button, name and designation.
 */
import { Carousel } from '@/components/Carousel/Carousel.client'
import { Collapsible } from '@/components/Collapsible/Collapsible'
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { TEXT } from '@/contracts/constants'
import type { Testimonial } from '@/payload-types'

import styles from './testimonials.module.css'

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (!testimonials.length) return null
  const slides = testimonials.map((t) => (
    <figure key={t.id} className={styles.card}>
      <MediaImage media={t.image} size="thumbnail" className={styles.avatar} sizes="5rem" />
      <blockquote className={styles.quote}>
        <Collapsible label={TEXT.readMore} openLabel={TEXT.readLess}>
          <p>{t.description}</p>
        </Collapsible>
      </blockquote>
      <figcaption className={styles.person}>
        <strong>{t.title}</strong>
        <span>{t.designation}</span>
      </figcaption>
    </figure>
  ))
  return (
    <section className={`section ${styles.section}`} aria-labelledby="what-people-say">
      <div className="container">
        <h2 className="section-title" id="what-people-say">
          {TEXT.whatPeopleSay}
        </h2>
        <div className={styles.frame}>
          <Carousel label="Testimonials" slides={slides} variant="quote" />
        </div>
      </div>
    </section>
  )
}

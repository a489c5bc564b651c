/** 'WHAT PEOPLE SAY' testimonials (spec §2 Home). */
import { MediaImage } from '@/components/Media/MediaImage'
import { TEXT } from '@/lib/constants'
import type { Testimonial } from '@/payload-types'

import styles from './home.module.css'

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (!testimonials.length) return null
  return (
    <section className={`section ${styles.testimonials}`} aria-labelledby="what-people-say">
      <div className="container">
        <h2 className="section-title" id="what-people-say">{TEXT.whatPeopleSay}</h2>
        <ul className={styles.quoteList}>
          {testimonials.map((t) => (
            <li key={t.id} className={styles.quote}>
              <MediaImage media={t.image} size="thumbnail" className={styles.avatar} sizes="4rem" />
              <blockquote>
                <p>{t.description}</p>
              </blockquote>
              <p className={styles.person}>
                <strong>{t.title}</strong>, <span>{t.designation}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

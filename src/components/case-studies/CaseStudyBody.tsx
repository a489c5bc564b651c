/**
 * The content of a case study's page: title, client facts (client, industry, services used),
 * cover image, the challenge, the work (rich text), results as large figures, the gallery
 * and the client's testimonial. A server component: no client JavaScript.
 */
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { RichText } from '@/components/RichText/RichText'
import { asMedia } from '@/lib/media'
import type { CaseStudy, Service, Testimonial } from '@/payload-types'

import styles from './case-studies.module.css'

const loaded = <T extends object>(value: number | T | null | undefined): value is T =>
  typeof value === 'object' && value !== null

function Quote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.quote}>
      <blockquote>
        <p>{testimonial.description}</p>
      </blockquote>
      <figcaption>
        <MediaImage
          media={testimonial.image}
          size="thumbnail"
          sizes="3.5rem"
          className={styles.quoteImage}
          alt=""
        />
        <span>
          <strong>{testimonial.title}</strong>
          <br />
          {testimonial.designation}
        </span>
      </figcaption>
    </figure>
  )
}

export function CaseStudyBody({ study }: { study: CaseStudy }) {
  const services = (study.services ?? []).filter(loaded<Service>)
  const gallery = (study.gallery ?? []).map((m) => asMedia(m)).filter((m) => m !== null)
  const testimonial = loaded<Testimonial>(study.testimonial) ? study.testimonial : null
  return (
    <>
      <h1 className={styles.articleTitle}>{study.title}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>Client</dt>
          <dd>{study.client}</dd>
        </div>
        <div>
          <dt>Industry</dt>
          <dd>{study.industry}</dd>
        </div>
        {services.length ? (
          <div>
            <dt>Services used</dt>
            <dd>{services.map((s) => s.title).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <MediaImage
        media={study.coverImage}
        size="hero"
        sizes="(min-width: 800px) 768px, 100vw"
        className={styles.hero}
        priority
      />
      <section aria-labelledby="challenge">
        <h2 id="challenge">The challenge</h2>
        {study.challenge.split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby="work">
        <h2 id="work">The work</h2>
        <RichText data={study.work} />
      </section>
      {study.results?.length ? (
        <section aria-labelledby="results">
          <h2 id="results">Results</h2>
          <ul className={styles.results}>
            {study.results.map((r) => (
              <li key={r.id ?? r.label}>
                <strong className={styles.figure}>{r.value}</strong>
                <span>{r.label}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {gallery.length ? (
        <section aria-labelledby="gallery">
          <h2 id="gallery">Gallery</h2>
          <ul className={styles.gallery}>
            {gallery.map((m) => (
              <li key={m.id}>
                <MediaImage media={m} size="card" sizes="(min-width: 800px) 384px, 100vw" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {testimonial ? <Quote testimonial={testimonial} /> : null}
    </>
  )
}

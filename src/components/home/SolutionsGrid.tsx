/** 'Solutions That Make The World Revolve' grid (spec §2 Home). */
import { MediaImage } from '@/components/Media/MediaImage'
import { TEXT } from '@/lib/constants'
import type { Solution } from '@/payload-types'

import styles from './home.module.css'

export function SolutionsGrid({ solutions }: { solutions: Solution[] }) {
  if (!solutions.length) return null
  return (
    <section className={`section ${styles.solutions}`} aria-labelledby="solutions-heading">
      <div className="container">
        <h2 className="section-title" id="solutions-heading">{TEXT.solutionsHeading}</h2>
        <ul className={styles.solutionGrid}>
          {solutions.map((s) => (
            <li key={s.id} className={styles.solution}>
              <MediaImage media={s.image} size="thumbnail" sizes="(min-width: 800px) 25vw, 100vw" />
              <h3>{s.title}</h3>
              <p>{s.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

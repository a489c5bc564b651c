/** 'Solutions That Make The World Revolve' grid: image, title, description. */
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { TEXT } from '@/contracts/constants'
import type { Solution } from '@/payload-types'

import styles from './solutions-grid.module.css'

export function SolutionsGrid({ solutions }: { solutions: Solution[] }) {
  if (!solutions.length) return null
  return (
    <section className={`section ${styles.section}`} aria-labelledby="solutions-heading">
      <div className="container">
        <h2 className="section-title" id="solutions-heading">
          {TEXT.solutionsHeading}
        </h2>
        <ul className={styles.grid}>
          {solutions.map((s) => (
            <li key={s.id} className={styles.card}>
              <MediaImage
                media={s.image}
                size="card"
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                className={styles.image}
              />
              <div className={styles.body}>
                <h3 className={styles.title}>{s.title}</h3>
                <p>{s.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** 'Website Development And Designing Service' project tiles linking to /package (spec §2 Home). */
import Link from 'next/link'

import { MediaImage } from '@/components/Media/MediaImage'
import { TEXT } from '@/lib/constants'
import type { Project } from '@/payload-types'

import styles from './home.module.css'

export function ProjectsStrip({ projects }: { projects: Project[] }) {
  if (!projects.length) return null
  return (
    <section className="section" aria-labelledby="projects-heading">
      <div className="container">
        <h2 className="section-title" id="projects-heading">{TEXT.projectsHeading}</h2>
      </div>
      <ul className={styles.projects}>
        {projects.map((p, i) => (
          <li key={p.id} className={i === 0 ? styles.projectFirst : styles.project}>
            <Link href="/package" className={styles.projectLink}>
              <MediaImage media={p.image} size="card" sizes={i === 0 ? '(min-width: 800px) 50vw, 100vw' : '(min-width: 800px) 25vw, 100vw'} className={styles.projectImage} />
              <span className={styles.projectText}>
                <span className={styles.projectTitle}>{p.title}</span>
                <span className={styles.details}>{TEXT.projectDetails}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * 'Website Development And Designing Service' project tiles (spec §2 Home, §9): 25% wide,
 * the first 50%, on screens from 800 px; each links to /package with a 'Details' label.
 */
import type { CSSProperties } from 'react'

import { MediaImage } from '@/components/Media/MediaImage'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { FIRST_PROJECT_TILE_WIDTH_PERCENT, PROJECT_TILE_WIDTH_PERCENT, TEXT } from '@/lib/constants'
import type { Project } from '@/payload-types'

import styles from './projects-strip.module.css'

export function ProjectsStrip({ projects }: { projects: Project[] }) {
  if (!projects.length) return null
  return (
    <section className="section" aria-labelledby="projects-heading">
      <div className="container">
        <h2 className="section-title" id="projects-heading">{TEXT.projectsHeading}</h2>
      </div>
      <ul className={styles.strip}>
        {projects.map((p, i) => {
          const width = i === 0 ? FIRST_PROJECT_TILE_WIDTH_PERCENT : PROJECT_TILE_WIDTH_PERCENT
          return (
            <li key={p.id} className={styles.tile} style={{ '--tile-width': `${width}%` } as CSSProperties}>
              <SiteLink href="/package" className={styles.link}>
                <MediaImage media={p.image} size="card" sizes={`(min-width: 800px) ${width}vw, 100vw`} className={styles.image} />
                <span className={styles.text}>
                  <span className={styles.title}>{p.title}</span>
                  <span className={styles.details}>{TEXT.projectDetails}</span>
                </span>
              </SiteLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

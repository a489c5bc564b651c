/**
 * 'Website Development And Designing Service' project tiles: 25% wide,
 * the first 50%, on screens from 800 px; each links to /package with a 'Details' label.
 * A tile's caption (its title, over the image) links to the tile's case study when a
 * published one names the project (`caseStudies`: slug by project id); it is a sibling of
 * the /package link, since links cannot nest.
 */
import type { CSSProperties } from 'react'

import { MediaImage } from '@/components/MediaImage/MediaImage'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { FIRST_PROJECT_TILE_WIDTH_PERCENT, PROJECT_TILE_WIDTH_PERCENT, TEXT } from '@/contracts/constants'
import { caseStudyPath } from '@/lib/case-studies'
import type { Project } from '@/payload-types'

import styles from './projects-strip.module.css'

/** A grid of 100/25 = 4 columns; the first tile spans 50/25 = 2 of them (and two rows, so 5 tiles fill the strip). */
const GRID = {
  '--columns': 100 / PROJECT_TILE_WIDTH_PERCENT,
  '--first-span': FIRST_PROJECT_TILE_WIDTH_PERCENT / PROJECT_TILE_WIDTH_PERCENT,
} as CSSProperties

type Props = { projects: Project[]; caseStudies?: Record<number, string> }

export function ProjectsStrip({ projects, caseStudies = {} }: Props) {
  if (!projects.length) return null
  return (
    <section className="section" aria-labelledby="projects-heading">
      <div className="container">
        <h2 className="section-title" id="projects-heading">
          {TEXT.projectsHeading}
        </h2>
      </div>
      <ul className={styles.strip} style={GRID}>
        {projects.map((p, i) => {
          const width = i === 0 ? FIRST_PROJECT_TILE_WIDTH_PERCENT : PROJECT_TILE_WIDTH_PERCENT
          const caseStudy = caseStudies[p.id]
          return (
            <li key={p.id} className={styles.tile}>
              <SiteLink href="/package" className={styles.link}>
                <MediaImage
                  media={p.image}
                  size="card"
                  sizes={`(min-width: 800px) ${width}vw, 100vw`}
                  className={styles.image}
                />
                <span className={styles.details}>{TEXT.projectDetails}</span>
              </SiteLink>
              <p className={styles.caption}>
                <span className={styles.title}>{p.title}</span>
                {caseStudy ? (
                  <SiteLink
                    href={caseStudyPath(caseStudy)}
                    className={styles.caseStudy}
                    aria-label={`${TEXT.projectCaseStudy}: ${p.title}`}
                  >
                    {TEXT.projectCaseStudy}
                  </SiteLink>
                ) : null}
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * A case study's card on /case-studies: cover image, client and industry, title (the link to
 * the case study), summary and its first result figure.
 */
import { MediaImage } from '@/components/Media/MediaImage'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { caseStudyPath } from '@/lib/case-studies'
import type { CaseStudySummary } from '@/server/case-studies'

import styles from './case-studies.module.css'

export function CaseStudyCard({ study, priority }: { study: CaseStudySummary; priority?: boolean }) {
  const headline = study.results?.[0]
  return (
    <article className={styles.card}>
      <MediaImage
        media={study.coverImage}
        size="card"
        sizes="(min-width: 1200px) 560px, (min-width: 800px) 50vw, 100vw"
        className={styles.cardImage}
        priority={priority}
      />
      <div className={styles.cardBody}>
        <p className={styles.client}>
          {study.client} · {study.industry}
        </p>
        <h2 className={styles.cardTitle}>
          <SiteLink href={caseStudyPath(study.slug)}>{study.title}</SiteLink>
        </h2>
        <p>{study.summary}</p>
        {headline ? (
          <p className={styles.headline}>
            <strong>{headline.value}</strong> {headline.label}
          </p>
        ) : null}
      </div>
    </article>
  )
}

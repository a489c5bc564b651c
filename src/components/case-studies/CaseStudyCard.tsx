/**
 * A case study's card on /case-studies (src/components/Card/Card.tsx): cover image, client and
 * industry, title (the link to the case study), summary and its first result figure.
 */
import { Card } from '@/components/Card/Card'
import { caseStudyPath } from '@/lib/case-studies'
import type { CaseStudySummary } from '@/server/case-studies'

import styles from './case-studies.module.css'

/** One case study of the list; `priority` preloads its cover image (the first card). */
export function CaseStudyCard({ study, priority }: { study: CaseStudySummary; priority?: boolean }) {
  const headline = study.results?.[0]
  const image = {
    media: study.coverImage,
    sizes: '(min-width: 1200px) 560px, (min-width: 800px) 50vw, 100vw',
    priority,
  }
  const eyebrow = (
    <p className={styles.client}>
      {study.client} · {study.industry}
    </p>
  )
  return (
    <Card
      classes={styles}
      image={image}
      title={study.title}
      href={caseStudyPath(study.slug)}
      eyebrow={eyebrow}
    >
      <p>{study.summary}</p>
      {headline ? (
        <p className={styles.headline}>
          <strong>{headline.value}</strong> {headline.label}
        </p>
      ) : null}
    </Card>
  )
}

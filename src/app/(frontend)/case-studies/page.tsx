/**
 * /case-studies: every published case study, newest first, as cards linking to their pages.
 * Rendered on its first request and cached under the case studies' tags until an edit.
 */
import type { Metadata } from 'next'

import { CaseStudyCard } from '@/components/case-studies/CaseStudyCard'
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { TEXT } from '@/contracts/constants'
import { getEnv } from '@/env'
import { CASE_STUDIES_PATH } from '@/lib/case-studies'
import { getCaseStudies } from '@/server/case-studies'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd } from '@/server/seo/structured-data'

import styles from '@/components/case-studies/case-studies.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const studies = await getCaseStudies()
  return pageMetadata({
    path: CASE_STUDIES_PATH,
    title: TEXT.caseStudiesHeading,
    description: `${TEXT.caseStudiesIntro} ${studies.map((s) => s.title).join(', ')}.`,
    image: studies[0]?.coverImage,
  })
}

export default async function CaseStudiesPage() {
  const studies = await getCaseStudies()
  return (
    <>
      <PageBanner title={TEXT.caseStudiesHeading} />
      <JsonLd
        data={breadcrumbLd([{ name: TEXT.caseStudiesHeading, path: CASE_STUDIES_PATH }], getEnv().SERVER_URL)}
      />
      <div className="section container">
        <p className={styles.intro}>{TEXT.caseStudiesIntro}</p>
        {studies.length ? (
          <ul className={styles.grid}>
            {studies.map((study, i) => (
              <li key={study.id}>
                <CaseStudyCard study={study} priority={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p>No case studies yet.</p>
        )}
      </div>
    </>
  )
}

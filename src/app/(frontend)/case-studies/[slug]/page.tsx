/**
 * /case-studies/{slug}: one case study (client, industry, services used, the challenge, the
 * work, results as figures, gallery, the client's testimonial), with its BreadcrumbList
 * JSON-LD and its cover image as the Open Graph image. None is built ahead: each renders on
 * its first request and is cached under the case studies' tags until an edit or an
 * unpublish expires them. An unknown or unpublished slug is a 404.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CaseStudyBody } from '@/components/case-studies/CaseStudyBody'
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { TEXT } from '@/contracts/constants'
import { getEnv } from '@/env'
import { CASE_STUDIES_PATH, caseStudyPath } from '@/lib/case-studies'
import { getCaseStudy } from '@/server/case-studies'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd } from '@/server/seo/structured-data'

import styles from '@/components/case-studies/case-studies.module.css'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = (): { slug: string }[] => []

async function getCaseStudyOr404(params: Props['params']) {
  const study = await getCaseStudy((await params).slug)
  if (!study) notFound()
  return study
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = await getCaseStudyOr404(params)
  return pageMetadata({
    path: caseStudyPath(study.slug),
    title: study.title,
    description: study.summary,
    image: study.coverImage,
    meta: study.meta,
  })
}

export default async function CaseStudyPage({ params }: Props) {
  const study = await getCaseStudyOr404(params)
  const crumbs = [
    { name: TEXT.caseStudiesHeading, path: CASE_STUDIES_PATH },
    { name: study.title, path: caseStudyPath(study.slug) },
  ]
  return (
    <article className="section container">
      <JsonLd data={breadcrumbLd(crumbs, getEnv().SERVER_URL)} />
      <div className={styles.article}>
        <nav aria-label="Breadcrumb">
          <SiteLink href={CASE_STUDIES_PATH}>{TEXT.caseStudiesHeading}</SiteLink>
        </nav>
        <CaseStudyBody study={study} />
        <p className={styles.back}>
          <SiteLink href={CASE_STUDIES_PATH}>← {TEXT.caseStudiesAll}</SiteLink>
        </p>
      </div>
    </article>
  )
}

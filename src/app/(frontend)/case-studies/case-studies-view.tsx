/**
 * /case-studies and its further pages /case-studies/page/{n}: the published case studies,
 * newest first, as cards linking to their pages, CASE_STUDIES_PAGE_SIZE a page so the page stays
 * small as the list grows; a page list appears only when there is more than one page. A page
 * past the last one is a 404.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CaseStudyCard } from '@/components/case-studies/CaseStudyCard'
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { Pagination } from '@/components/Pagination/Pagination'
import { CASE_STUDIES_PAGE_SIZE, TEXT } from '@/contracts/constants'
import { getEnv } from '@/env'
import { CASE_STUDIES_PATH } from '@/lib/case-studies'
import { pageOf, pagePath } from '@/lib/pagination'
import { getCaseStudies } from '@/server/case-studies'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd } from '@/server/seo/structured-data'

import styles from '@/components/case-studies/case-studies.module.css'

/** Page `page` of the case studies, or null past the last one (NaN: not a page number). */
const caseStudyPage = async (page: number) => pageOf(await getCaseStudies(), page, CASE_STUDIES_PAGE_SIZE)

export async function caseStudiesMetadata(page: number): Promise<Metadata> {
  const current = await caseStudyPage(page)
  if (!current) return {}
  const suffix = page > 1 ? `, page ${page}` : ''
  return pageMetadata({
    path: pagePath(CASE_STUDIES_PATH, page),
    title: `${TEXT.caseStudiesHeading}${suffix}`,
    description: `${TEXT.caseStudiesIntro}${suffix} ${current.items.map((s) => s.title).join(', ')}.`,
    image: current.items[0]?.coverImage,
  })
}

export async function CaseStudiesView({ page }: { page: number }) {
  const current = await caseStudyPage(page)
  if (!current) notFound()
  const crumbs = [
    { name: TEXT.caseStudiesHeading, path: CASE_STUDIES_PATH },
    ...(page > 1 ? [{ name: `Page ${page}`, path: pagePath(CASE_STUDIES_PATH, page) }] : []),
  ]
  return (
    <>
      <PageBanner title={TEXT.caseStudiesHeading} />
      <JsonLd data={breadcrumbLd(crumbs, getEnv().SERVER_URL)} />
      <div className="section container">
        <p className={styles.intro}>{TEXT.caseStudiesIntro}</p>
        {current.items.length ? (
          <ul className={styles.grid}>
            {current.items.map((study, i) => (
              <li key={study.id}>
                <CaseStudyCard study={study} priority={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p>No case studies yet.</p>
        )}
        <Pagination
          basePath={CASE_STUDIES_PATH}
          page={page}
          pageCount={current.pageCount}
          label="Case study pages"
        />
      </div>
    </>
  )
}

/**
 * /{slug}: a landing page built from blocks (docs/content.md "Landing pages"). None is built
 * ahead: each page renders on its first request and is cached under the `pages` tag (and
 * those of what its blocks show) until an edit, an unpublish or a scheduled publish expires
 * it. The site's own routes win over this one; an unknown or unpublished slug is the 404 page.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LayoutBlocks } from '@/blocks/LayoutBlocks'
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { getEnv } from '@/env'
import { landingPagePath } from '@/lib/pages'
import type { Page } from '@/payload-types'
import { getPage } from '@/server/pages'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd } from '@/server/seo/structured-data'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = (): { slug: string }[] => []

async function getPageOr404(params: Props['params']): Promise<Page> {
  const page = await getPage((await params).slug)
  if (!page) notFound()
  return page
}

/** The text search results and shares show when the SEO tab sets none: the first hero's text, else the title. */
function summaryOf(page: Page): string {
  const hero = page.layout.find((b) => b.blockType === 'hero')
  return hero?.text || page.title
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPageOr404(params)
  const hero = page.layout.find((b) => b.blockType === 'hero')
  return pageMetadata({
    path: landingPagePath(page.slug),
    title: page.title,
    description: summaryOf(page),
    image: hero?.image,
    meta: page.meta,
  })
}

export default async function LandingPage({ params }: Props) {
  const page = await getPageOr404(params)
  return (
    <>
      <JsonLd
        data={breadcrumbLd([{ name: page.title, path: landingPagePath(page.slug) }], getEnv().SERVER_URL)}
      />
      <LayoutBlocks page={page} />
    </>
  )
}

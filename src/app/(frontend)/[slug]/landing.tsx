/**
 * What a landing page renders and the metadata it gives, shared by /{slug} (./page.tsx) and the
 * internal route of an experiment's variants (./exp-variant/[key]/page.tsx): the canonical URL is
 * always the page's own path.
 */
import type { Metadata } from 'next'

import { LayoutBlocks } from '@/blocks/LayoutBlocks'
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { getEnv } from '@/env'
import { landingPagePath } from '@/lib/pages'
import type { Page } from '@/payload-types'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd } from '@/server/seo/structured-data'

/** The text search results and shares show when the SEO tab sets none: the first hero's text, else the title. */
function summaryOf(page: Page): string {
  const hero = page.layout.find((b) => b.blockType === 'hero')
  return hero?.text || page.title
}

/** The metadata of landing page `page` (its blocks as served). */
export function landingMetadata(page: Page): Promise<Metadata> | Metadata {
  const hero = page.layout.find((b) => b.blockType === 'hero')
  return pageMetadata({
    path: landingPagePath(page.slug),
    title: page.title,
    description: summaryOf(page),
    image: hero?.image,
    meta: page.meta,
  })
}

/** The body of landing page `page`: its breadcrumb data and its blocks. */
export function LandingView({ page }: { page: Page }) {
  return (
    <>
      <JsonLd
        data={breadcrumbLd([{ name: page.title, path: landingPagePath(page.slug) }], getEnv().SERVER_URL)}
      />
      <LayoutBlocks page={page} />
    </>
  )
}

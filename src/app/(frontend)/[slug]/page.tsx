/**
 * /{slug}: a landing page built from blocks (docs/content.md "Landing pages"). None is built
 * ahead: each page renders on its first request and is cached under the `pages` tag (and
 * those of what its blocks show) until an edit, an unpublish or a scheduled publish expires
 * it. The site's own routes win over this one; an unknown or unpublished slug is the 404 page.
 * The page is also an experiment's control (its variants: ./exp-variant/[key]/page.tsx).
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { Page } from '@/payload-types'
import { getPage } from '@/server/pages'

import { LandingView, landingMetadata } from './landing'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = (): { slug: string }[] => []

async function getPageOr404(params: Props['params']): Promise<Page> {
  const page = await getPage((await params).slug)
  if (!page) notFound()
  return page
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return landingMetadata(await getPageOr404(params))
}

export default async function LandingPage({ params }: Props) {
  return <LandingView page={await getPageOr404(params)} />
}

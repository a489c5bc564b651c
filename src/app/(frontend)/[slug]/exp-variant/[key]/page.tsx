/**
 * The internal route of an experiment's variant: /{slug}/exp-variant/{key} renders landing page
 * {slug} with variant {key}'s blocks (src/server/experiments.ts). Only the site's server reaches
 * it: its experiment step rewrites a visitor's request for /{slug} here and answers 404 to a
 * request for this path from outside (src/edge/experiment.ts). Cached like the page itself
 * (under `pages`); a variant the page's running experiment does not have is the page itself
 * (a paused or ended experiment serves the control). Canonical URL: the page's own path.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { Page } from '@/payload-types'
import { getVariantPage } from '@/server/experiments'

import { LandingView, landingMetadata } from '../../landing'

type Props = { params: Promise<{ slug: string; key: string }> }

export const generateStaticParams = (): { slug: string; key: string }[] => []

async function getVariantOr404(params: Props['params']): Promise<Page> {
  const { slug, key } = await params
  const page = await getVariantPage(slug, key)
  if (!page) notFound()
  return page
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return landingMetadata(await getVariantOr404(params))
}

export default async function LandingVariant({ params }: Props) {
  return <LandingView page={await getVariantOr404(params)} />
}

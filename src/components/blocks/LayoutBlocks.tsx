/**
 * A landing page's layout: each block rendered by its server component, top to bottom. The
 * first hero's heading is the page's h1; a page without a hero gets its title as the h1. The
 * first lead form is the target of `#lead-form` links.
 */
import { CallToAction } from '@/components/blog/post-blocks'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { MediaImage } from '@/components/Media/MediaImage'
import { RichText } from '@/components/RichText/RichText'
import { landingPagePath } from '@/lib/pages'
import type { Page } from '@/payload-types'

import { Faq } from './Faq'
import { FeatureGrid } from './FeatureGrid'
import { Hero } from './Hero'
import { LeadForm } from './LeadForm'
import { LogoStrip } from './LogoStrip'
import { PriceTable } from './PriceTable'
import { TestimonialsBlock } from './TestimonialsBlock'
import type { LayoutBlock } from './types'
import styles from './blocks.module.css'

type BlockProps = {
  block: LayoutBlock
  index: number
  page: Page
  /** Index of the first hero and of the first lead form in the layout (-1: none). */
  first: { hero: number; leadForm: number }
}

function Block({ block, index, page, first }: BlockProps) {
  switch (block.blockType) {
    case 'hero':
      return <Hero block={block} isPageHeading={index === first.hero} />
    case 'richText':
      return (
        <section className="section container">
          <RichText data={block.content} className={styles.prose} />
        </section>
      )
    case 'mediaWithCaption':
      return (
        <figure className={`section container ${styles.figure}`}>
          <MediaImage media={block.image} size="card" sizes="(min-width: 900px) 860px, 100vw" />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      )
    case 'featureGrid':
      return <FeatureGrid block={block} />
    case 'priceTable':
      return <PriceTable block={block} />
    case 'testimonials':
      return <TestimonialsBlock block={block} />
    case 'faq':
      return <Faq block={block} />
    case 'logoStrip':
      return <LogoStrip block={block} />
    case 'callToAction':
      return (
        <div className="container">
          <CallToAction {...block} />
        </div>
      )
    case 'leadForm':
      return (
        <LeadForm
          block={block}
          pageId={page.id}
          path={landingPagePath(page.slug)}
          index={index}
          anchor={index === first.leadForm ? 'lead-form' : undefined}
        />
      )
    default:
      return null
  }
}

export function LayoutBlocks({ page }: { page: Page }) {
  const first = {
    hero: page.layout.findIndex((b) => b.blockType === 'hero'),
    leadForm: page.layout.findIndex((b) => b.blockType === 'leadForm'),
  }
  return (
    <>
      {first.hero === -1 ? <PageBanner title={page.title} /> : null}
      {page.layout.map((block, index) => (
        <Block key={block.id ?? index} block={block} index={index} page={page} first={first} />
      ))}
    </>
  )
}

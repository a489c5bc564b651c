/** Hero block: the page heading (an h1 when it is the page's first hero), a text, an image and one button (left out while its link leads nowhere). */
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { ContentLink } from '@/components/SiteLink/ContentLink'
import { resolveLink } from '@/lib/links'

import type { BlockProps, BlockRenderer } from '../shared/types'
import styles from './hero.module.css'

export function Hero({ block, place: { isPageHeading } }: BlockProps<'hero'>) {
  const Heading = isPageHeading ? 'h1' : 'h2'
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <Heading className={styles.heroHeading}>{block.heading}</Heading>
          {block.text ? <p className={styles.lead}>{block.text}</p> : null}
          {block.cta?.label ? (
            <ContentLink url={resolveLink(block.cta)} className="button">
              {block.cta.label}
            </ContentLink>
          ) : null}
        </div>
        <MediaImage
          media={block.image}
          size="card"
          sizes="(min-width: 900px) 540px, 100vw"
          className={styles.heroImage}
          priority={isPageHeading}
        />
      </div>
    </section>
  )
}

/** Renders the block in a landing page's layout (src/blocks/renderers.tsx). */
export const pageRenderer: BlockRenderer<'hero'> = Hero

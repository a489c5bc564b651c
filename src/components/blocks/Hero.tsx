/** Hero block: the page heading (an h1 when it is the page's first hero), a text, an image and one button. */
import { MediaImage } from '@/components/Media/MediaImage'
import { ContentLink } from '@/components/SiteLink/ContentLink'

import type { BlockOf } from './types'
import styles from './blocks.module.css'

type Props = { block: BlockOf<'hero'>; isPageHeading: boolean }

export function Hero({ block, isPageHeading }: Props) {
  const Heading = isPageHeading ? 'h1' : 'h2'
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <Heading className={styles.heroHeading}>{block.heading}</Heading>
          {block.text ? <p className={styles.lead}>{block.text}</p> : null}
          {block.ctaLabel ? (
            <ContentLink url={block.ctaUrl} className="button">
              {block.ctaLabel}
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

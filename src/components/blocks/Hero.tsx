/** Hero block: the page heading (an h1 when it is the page's first hero), a text, an image and one button. */
import { MediaImage } from '@/components/Media/MediaImage'
import { SiteLink } from '@/components/SiteLink/SiteLink'
import { isSafeUrl } from '@/lib/safe-url'

import type { BlockOf } from './types'
import styles from './blocks.module.css'

type Props = { block: BlockOf<'hero'>; isPageHeading: boolean }

/** A link to `url`: a client-side link for a path of this site, a plain one otherwise, nothing when unsafe. */
export function BlockLink({
  url,
  label,
  className,
}: {
  url?: string | null
  label: string
  className: string
}) {
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//'))
    return (
      <SiteLink href={url} className={className}>
        {label}
      </SiteLink>
    )
  return isSafeUrl(url) ? (
    <a href={url} className={className}>
      {label}
    </a>
  ) : null
}

export function Hero({ block, isPageHeading }: Props) {
  const Heading = isPageHeading ? 'h1' : 'h2'
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <Heading className={styles.heroHeading}>{block.heading}</Heading>
          {block.text ? <p className={styles.lead}>{block.text}</p> : null}
          {block.ctaLabel ? <BlockLink url={block.ctaUrl} label={block.ctaLabel} className="button" /> : null}
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

/**
 * Home banner carousel: one slide per banner, title, subtitle and the optional link (a
 * button) over the image; on phones the image sits above the text, whole.
 */
import { Carousel } from '@/components/Carousel/Carousel.client'
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { ContentLink } from '@/components/SiteLink/ContentLink'
import { bannerLink } from '@/lib/banner-link'
import type { Banner } from '@/payload-types'

import styles from './banners.module.css'

export function Banners({ banners }: { banners: Banner[] }) {
  if (!banners.length) return null
  const slides = banners.map((banner, i) => {
    const link = bannerLink(banner.link)
    return (
      <div key={banner.id} className={styles.slide}>
        <MediaImage
          media={banner.banner_image}
          size="hero"
          sizes="100vw"
          priority={i === 0}
          className={styles.image}
        />
        <div className={styles.text}>
          <h2 className={styles.title}>{banner.title}</h2>
          {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
          {link ? (
            <ContentLink url={link.url} className={`button ${styles.link}`}>
              {link.label}
            </ContentLink>
          ) : null}
        </div>
      </div>
    )
  })
  return <Carousel label="Highlights" slides={slides} variant="banner" />
}

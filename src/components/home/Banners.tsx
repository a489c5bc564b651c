/** Home banner slides (spec §2 Home). Carousel behaviour comes with the screens issue. */
import { MediaImage } from '@/components/Media/MediaImage'
import type { Banner } from '@/payload-types'

import styles from './home.module.css'

export function Banners({ banners }: { banners: Banner[] }) {
  if (!banners.length) return null
  return (
    <section className={styles.banners} aria-label="Highlights">
      {banners.map((banner, i) => (
        <div key={banner.id} className={styles.slide}>
          <MediaImage media={banner.banner_image} size="hero" sizes="100vw" priority={i === 0} className={styles.slideImage} />
          <div className={styles.slideText}>
            <h2>{banner.title}</h2>
            {banner.subtitle ? <p>{banner.subtitle}</p> : null}
          </div>
        </div>
      ))}
    </section>
  )
}

/** Logo strip block: client or partner logos in a row, each named for screen readers, linked when a URL is set. */
import { MediaImage } from '@/components/Media/MediaImage'

import { isSafeUrl } from '@/lib/safe-url'

import type { BlockOf } from './types'
import styles from './blocks.module.css'

export function LogoStrip({ block }: { block: BlockOf<'logoStrip'> }) {
  return (
    <section className="section container" aria-label={block.heading ? undefined : 'Our clients'}>
      {block.heading ? <h2 className={styles.stripHeading}>{block.heading}</h2> : null}
      <ul className={styles.logos}>
        {block.logos.map((logo, i) => {
          const image = (
            <MediaImage media={logo.image} fixedWidth={120} alt={logo.name} className={styles.logo} />
          )
          return (
            <li key={logo.id ?? i}>
              {isSafeUrl(logo.url) ? (
                <a href={logo.url!} className={styles.logoLink} aria-label={logo.name}>
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

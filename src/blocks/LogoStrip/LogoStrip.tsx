/** Logo strip block: client or partner logos in a row, each named for screen readers, linked when its link leads somewhere. */
import { MediaImage } from '@/components/MediaImage/MediaImage'
import { ContentLink } from '@/components/SiteLink/ContentLink'
import { resolveLink } from '@/lib/links'

import type { BlockOf, BlockRenderer } from '../shared/types'
import styles from './logo-strip.module.css'

export function LogoStrip({ block }: { block: BlockOf<'logoStrip'> }) {
  return (
    <section className="section container" aria-label={block.heading ? undefined : 'Our clients'}>
      {block.heading ? <h2 className={styles.stripHeading}>{block.heading}</h2> : null}
      <ul className={styles.logos}>
        {block.logos.map((logo, i) => {
          const image = (
            <MediaImage media={logo.image} fixedWidth={120} alt={logo.name} className={styles.logo} />
          )
          const href = resolveLink(logo.link)
          return (
            <li key={logo.id ?? i}>
              {href ? (
                <ContentLink url={href} className={styles.logoLink} aria-label={logo.name}>
                  {image}
                </ContentLink>
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

/** Renders the block in a landing page's layout (src/blocks/renderers.tsx). */
export const pageRenderer: BlockRenderer<'logoStrip'> = LogoStrip

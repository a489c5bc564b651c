/**
 * A card of a list of documents (posts, case studies): the image, then the body with the
 * title as the one link to the document (the whole card is reached through it). The list's
 * own style sheet gives its classes (`card`, `cardImage`, `cardBody`, `cardTitle`, each
 * composing src/components/CardGrid/card-grid.module.css), so each list keeps its class names.
 * `eyebrow` is shown above the title, `children` below it.
 */
import type { ReactNode } from 'react'

import { MediaImage } from '@/components/MediaImage/MediaImage'
import { SiteLink } from '@/components/SiteLink/SiteLink'

/** The classes of a card's parts: the list's CSS module, which defines all four. */
export type CardClasses = { card?: string; cardImage?: string; cardBody?: string; cardTitle?: string }

type Props = {
  classes: CardClasses
  /** The image: its media, `sizes`, whether it is preloaded, and an alt text overriding the media's. */
  image: Pick<Parameters<typeof MediaImage>[0], 'media' | 'sizes' | 'priority' | 'alt'>
  title: string
  /** Path of the document's page. */
  href: string
  eyebrow?: ReactNode
  children: ReactNode
}

export function Card({ classes, image, title, href, eyebrow, children }: Props) {
  return (
    <article className={classes.card}>
      <MediaImage {...image} size="card" className={classes.cardImage} />
      <div className={classes.cardBody}>
        {eyebrow}
        <h2 className={classes.cardTitle}>
          <SiteLink href={href}>{title}</SiteLink>
        </h2>
        {children}
      </div>
    </article>
  )
}

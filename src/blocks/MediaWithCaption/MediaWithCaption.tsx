/** The media-with-caption block (./config.ts): a wide image and, when given, its caption. */
import { MediaImage } from '@/components/MediaImage/MediaImage'

import type { BlockOf, BlockRenderer } from '../shared/types'
import styles from './media-with-caption.module.css'

export function MediaWithCaption({ block }: { block: BlockOf<'mediaWithCaption'> }) {
  return (
    <figure className={`section container ${styles.figure}`}>
      <MediaImage media={block.image} size="card" sizes="(min-width: 900px) 860px, 100vw" />
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  )
}

/** Renders the block in a landing page's layout (src/blocks/renderers.tsx). */
export const pageRenderer: BlockRenderer<'mediaWithCaption'> = MediaWithCaption

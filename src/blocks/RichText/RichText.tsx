/** The rich-text block (./config.ts): its content as a centred column of prose. */
import { RichText } from '@/components/RichText/RichText'

import type { BlockOf, BlockRenderer } from '../shared/types'
import styles from './rich-text.module.css'

export function RichTextBlock({ block }: { block: BlockOf<'richText'> }) {
  return (
    <section className="section container">
      <RichText data={block.content} className={styles.prose} />
    </section>
  )
}

/** Renders the block in a landing page's layout (src/blocks/renderers.tsx). */
export const pageRenderer: BlockRenderer<'richText'> = RichTextBlock

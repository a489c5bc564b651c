/**
 * FAQ block: each question a `<details>` (opens without JavaScript), and the questions and
 * answers as FAQPage JSON-LD.
 */
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { faqPageLd } from '@/server/seo/structured-data'

import type { BlockProps, BlockRenderer } from '../shared/types'
import shared from '../shared/section.module.css'
import styles from './faq.module.css'

/** `place.anchor`: the section's id (src/contracts/anchors.ts), on the page's first FAQ. */
export function Faq({ block, place: { anchor } }: BlockProps<'faq'>) {
  return (
    <section id={anchor} className={`section container ${shared.anchor}`}>
      <JsonLd data={faqPageLd(block.items)} />
      <h2 className="section-title">{block.heading}</h2>
      <div className={styles.faq}>
        {block.items.map((item, i) => (
          <details key={item.id ?? i} className={styles.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}

/** Renders the block in a landing page's layout (src/blocks/renderers.tsx). */
export const pageRenderer: BlockRenderer<'faq'> = Faq

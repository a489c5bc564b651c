/**
 * FAQ block: each question a `<details>` (opens without JavaScript), and the questions and
 * answers as FAQPage JSON-LD.
 */
import { JsonLd } from '@/components/JsonLd/JsonLd'
import { faqPageLd } from '@/server/seo/structured-data'

import type { BlockOf } from './types'
import styles from './blocks.module.css'

export function Faq({ block }: { block: BlockOf<'faq'> }) {
  return (
    <section className="section container">
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

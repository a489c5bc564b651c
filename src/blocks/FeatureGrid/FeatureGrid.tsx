/** Feature grid block: a heading, an intro and up to twelve features (title and text). */
import type { BlockOf, BlockRenderer } from '../shared/types'
import shared from '../shared/section.module.css'
import styles from './feature-grid.module.css'

export function FeatureGrid({ block }: { block: BlockOf<'featureGrid'> }) {
  return (
    <section className="section container">
      <h2 className="section-title">{block.heading}</h2>
      {block.intro ? <p className={shared.intro}>{block.intro}</p> : null}
      <ul className={styles.features}>
        {block.features.map((f, i) => (
          <li key={f.id ?? i} className={styles.feature}>
            <h3 className={styles.featureTitle}>{f.title}</h3>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Renders the block in a landing page's layout (src/blocks/renderers.tsx). */
export const pageRenderer: BlockRenderer<'featureGrid'> = FeatureGrid

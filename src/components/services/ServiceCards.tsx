/**
 * /services card grid: each card's 'read more' toggle shows its
 * rich-text description and widens the card to two-thirds of the row; opening one card
 * closes the open one.
 *
 * No script: each toggle is the `<summary>` of a `<details>`, all sharing one `name`, so the
 * browser opens one at a time, with or without JavaScript, and states each expanded or
 * collapsed. CSS widens the card whose details is open and keeps it in its row: every
 * card carries its row and column in the 2- and 3-column grids as custom properties.
 * From 1024 px (3 columns) an open card spans two columns (columns 2-3 when it was the last
 * of the row) and two rows, and the two cards beside it stack in the free column, so no row
 * gains a hole; from 640 to 1023 px (2 columns) it takes its whole row and its neighbour
 * moves below it; under 640 px (1 column) it only grows taller.
 */
import type { CSSProperties, ReactNode } from 'react'

import { TEXT } from '@/contracts/constants'

import styles from './service-cards.module.css'

export type ServiceCardContent = {
  id: string
  title: string
  /** Image, icon, title and short text: always shown. */
  summary: ReactNode
  /** The HTML description: shown while the card is open. */
  details: ReactNode
}

/** Grid lines (1-based) of the card at `index` in the 2- and 3-column grids. */
function gridPlacement(index: number): CSSProperties {
  const col3 = (index % 3) + 1
  return {
    '--row-2': Math.floor(index / 2) + 1,
    '--row-3': Math.floor(index / 3) + 1,
    '--open-col-3': col3 === 3 ? 2 : col3,
  } as CSSProperties
}

export function ServiceCards({ cards }: { cards: ServiceCardContent[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card, i) => (
        <li key={card.id} id={`service-${card.id}`} className={styles.card} style={gridPlacement(i)}>
          {card.summary}
          <details name="service-cards" className={styles.more}>
            <summary className={styles.toggle}>
              <span className={styles.closedLabel}>
                {TEXT.serviceReadMore}
                <span className="visually-hidden"> about {card.title}</span>
              </span>
              <span className={styles.openLabel}>
                {TEXT.serviceReadLess}
                <span className="visually-hidden"> about {card.title}</span>
              </span>
            </summary>
            <div className={styles.details}>{card.details}</div>
          </details>
        </li>
      ))}
    </ul>
  )
}

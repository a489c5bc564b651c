'use client'

/**
 * /services card grid: each card's 'read more' button
 * (`aria-expanded`) shows its rich-text description and widens the card to two-thirds
 * of the row; opening one card closes the open one. Card contents are server-rendered.
 */
import { useState, type ReactNode } from 'react'

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

export function ServiceCards({ cards }: { cards: ServiceCardContent[] }) {
  const [openId, setOpenId] = useState<string | null>(null)
  return (
    <ul className={styles.grid}>
      {cards.map((card) => {
        const open = card.id === openId
        const detailsId = `service-details-${card.id}`
        return (
          <li key={card.id} className={open ? `${styles.card} ${styles.open}` : styles.card} data-open={open}>
            {card.summary}
            <div id={detailsId} className={styles.details} hidden={!open}>
              {card.details}
            </div>
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpenId(open ? null : card.id)}
            >
              {TEXT.serviceReadMore}
              <span className="visually-hidden"> about {card.title}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * A text area shown clamped to a few lines until its toggle opens it (the home page's
 * testimonial descriptions). The toggle is the `<summary>` of a `<details>` beside the text:
 * the browser opens and closes it, with or without JavaScript, and states it expanded or
 * collapsed; CSS unclamps the text while it is open. Its label says what a press does
 * ('Read More', then `openLabel`). The full text is always in the DOM, so screen readers
 * and crawlers get all of it.
 */
import type { ReactNode } from 'react'

import { ChevronIcon } from '@/components/icons/ChevronIcon'

import styles from './collapsible.module.css'

type Props = {
  children: ReactNode
  /** Toggle text while closed, e.g. 'Read More'. */ label: string
  /** Toggle text while open, e.g. 'Read Less'. */ openLabel: string
  className?: string
}

export function Collapsible({ children, label, openLabel, className }: Props) {
  return (
    <div className={`${styles.root} ${className ?? ''}`}>
      <div className={styles.text}>{children}</div>
      <details className={styles.details}>
        <summary className={styles.toggle}>
          <span className={styles.closedLabel}>{label}</span>
          <span className={styles.openLabel}>{openLabel}</span>
          <ChevronIcon className={styles.chevron} />
        </summary>
      </details>
    </div>
  )
}

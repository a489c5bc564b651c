'use client'

/**
 * A text area shown clamped to a few lines until its button opens it (the home page's
 * testimonial descriptions). The button states its state with `aria-expanded`; the full
 * text is always in the DOM, so screen readers and crawlers get all of it.
 */
import { useId, useState, type ReactNode } from 'react'

import styles from './collapsible.module.css'

type Props = {
  children: ReactNode
  /** Visible button text, e.g. 'Read more'. */ label: string
  className?: string
}

export function Collapsible({ children, label, className }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className={className}>
      <div id={id} className={open ? styles.open : styles.closed}>
        {children}
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
          className={styles.chevron}
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}

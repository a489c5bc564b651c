'use client'

/**
 * WAI-ARIA APG tabs: `tablist` of `tab`s (`aria-selected`, roving tabindex, arrow keys,
 * Home/End, automatic activation) and one visible `tabpanel`. Used for the Our Work
 * categories (vertical list, first selected by default). Panels are
 * server-rendered nodes; unselected ones stay in the DOM, `hidden`.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { nextTabIndex } from './roving'
import styles from './tabs.module.css'

type Props = {
  label: string
  tabs: Array<{ label: string; panel: ReactNode }>
  orientation?: 'horizontal' | 'vertical'
}

export function Tabs({ label, tabs, orientation = 'vertical' }: Props) {
  const [selected, setSelected] = useState(0)
  const base = useId()
  const refs = useRef<Array<HTMLButtonElement | null>>([])

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(event.key, selected, tabs.length, orientation)
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    refs.current[next]?.focus()
  }

  return (
    <div className={`${styles.tabs} ${styles[orientation]}`}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => (
          <button
            key={i}
            ref={(node) => {
              refs.current[i] = node
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          tabIndex={0}
          hidden={i !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}

'use client'

/**
 * WAI-ARIA APG tabs: `tablist` of `tab`s (`aria-selected`, roving tabindex, arrow keys,
 * Home/End, automatic activation) and one visible `tabpanel`. Used for the Our Work
 * categories (vertical list, first selected by default). Panels are
 * server-rendered nodes; unselected ones stay in the DOM, `hidden`.
 *
 * Before hydration (or without JavaScript) the same markup is a list of in-page links to the
 * panels, and CSS shows the targeted panel (useFragmentTabs): every panel is reachable, and
 * the link of the panel shown (the targeted one, else the first) has the selected style.
 * Where the panels sit below the list (narrow screens), a click on a tab brings its panel into
 * view as the link's own jump does without JavaScript (instantly under prefers-reduced-motion);
 * arrow keys only move the selection, the focus stays in view.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react'

import { nextTabIndex } from './roving'
import styles from './tabs.module.css'
import { useFragmentTabs } from './use-fragment-tabs'

type Props = {
  label: string
  /** `id`: the panel's element id, the fragment its link points to (unique on the page). */
  tabs: Array<{ id: string; label: string; panel: ReactNode }>
  orientation?: 'horizontal' | 'vertical'
}

/**
 * Scrolls panel `id` to the top of the window (below the sticky header: its scroll-margin) when
 * it sits below the tab list, as on narrow screens; side by side, it is in view already.
 */
function revealPanel(id: string, list: HTMLElement | null): void {
  const panel = document.getElementById(id)
  if (!panel || !list || panel.getBoundingClientRect().top < list.getBoundingClientRect().bottom) return
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  panel.scrollIntoView({ block: 'start', behavior: reduce ? 'instant' : 'smooth' })
}

/** Panel ids that are safe in a CSS attribute selector (the callers' slugs). */
const CSS_SAFE_ID = /^[\w-]+$/

/**
 * The server-written rule that gives the targeted panel's link the selected style before
 * hydration: a stylesheet cannot pair a panel with its link by id, these per-id selectors do.
 */
function targetedTabRule(ids: string[]): string {
  const selectors = ids
    .filter((id) => CSS_SAFE_ID.test(id))
    .map((id) => `.${styles.tabs}:not([data-enhanced]):has([id="${id}"]:target) [href="#${id}"]`)
  return selectors.length ? `${selectors.join(',')}{background:var(--color-primary);color:#fff}` : ''
}

export function Tabs({ label, tabs, orientation = 'vertical' }: Props) {
  const { selected, enhanced, select } = useFragmentTabs(tabs.map((t) => t.id))
  const refs = useRef<Array<HTMLAnchorElement | null>>([])
  const list = useRef<HTMLDivElement>(null)

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(event.key, selected, tabs.length, orientation)
    if (next === null) return
    event.preventDefault()
    select(next)
    refs.current[next]?.focus()
  }

  return (
    <div className={`${styles.tabs} ${styles[orientation]}`} data-enhanced={enhanced || undefined}>
      <style>{targetedTabRule(tabs.map((t) => t.id))}</style>
      <div
        role={enhanced ? 'tablist' : undefined}
        aria-label={enhanced ? label : undefined}
        aria-orientation={enhanced ? orientation : undefined}
        className={styles.list}
        ref={list}
        onKeyDown={enhanced ? onKeyDown : undefined}
      >
        {tabs.map((tab, i) => (
          <a
            key={tab.id}
            ref={(node) => {
              refs.current[i] = node
            }}
            href={`#${tab.id}`}
            role={enhanced ? 'tab' : undefined}
            id={`${tab.id}-tab`}
            aria-selected={enhanced ? i === selected : undefined}
            aria-controls={enhanced ? tab.id : undefined}
            tabIndex={enhanced ? (i === selected ? 0 : -1) : undefined}
            className={styles.tab}
            onClick={(event) => {
              if (!enhanced) return
              event.preventDefault()
              select(i)
              // After React's commit: the panel is shown by then.
              requestAnimationFrame(() => revealPanel(tab.id, list.current))
            }}
          >
            {tab.label}
          </a>
        ))}
      </div>
      <div className={styles.panels}>
        {tabs.map((tab, i) => (
          <div
            key={tab.id}
            role={enhanced ? 'tabpanel' : undefined}
            id={tab.id}
            aria-labelledby={enhanced ? `${tab.id}-tab` : undefined}
            tabIndex={enhanced ? 0 : undefined}
            hidden={enhanced && i !== selected}
            className={styles.panel}
          >
            {tab.panel}
          </div>
        ))}
      </div>
    </div>
  )
}

'use client'

/**
 * /package panels: a 'Website' tab, and a 'Digital Marketing'
 * toggle that shows or hides a sub-list of SEO, PPC and SMO tabs. The four panels follow
 * the APG tabs pattern (one visible at a time; website by default). Two tablists share the
 * panels so the toggle never sits inside a tablist.
 *
 * Server HTML that works alone: the toggle is the `<summary>` of a `<details>` (the browser
 * opens it, and states it expanded or collapsed), the tabs are in-page links to the panels
 * and CSS shows the targeted one (useFragmentTabs). Once hydrated they become APG tabs; a
 * state reached before (sub-list open, a panel targeted) is kept.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { ChevronIcon } from '@/components/icons/ChevronIcon'
import { TEXT } from '@/contracts/constants'

import { nextTabIndex } from '../Tabs/roving'
import { useFragmentTabs } from '../Tabs/use-fragment-tabs'
import styles from './package-tabs.module.css'

export type PackagePanel = { key: 'website' | 'seo' | 'ppc' | 'smo'; label: string; content: ReactNode }

/** The element id of a panel, and the fragment its tab links to. */
const panelId = (key: PackagePanel['key']) => `package-panel-${key}`

export function PackageTabs({ panels }: { panels: PackagePanel[] }) {
  const { selected, enhanced, select } = useFragmentTabs(panels.map((p) => panelId(p.key)))
  const [subOpen, setSubOpen] = useState(false)
  const details = useRef<HTMLDetailsElement>(null)
  const refs = useRef(new Map<string, HTMLAnchorElement | null>())
  const selectedKey = panels[selected]?.key
  const main = panels.filter((p) => p.key === 'website')
  const sub = panels.filter((p) => p.key !== 'website')

  // Keep the sub-list open when it was opened, or one of its panels targeted, before hydration.
  useEffect(() => {
    const targeted = sub.some((p) => `#${panelId(p.key)}` === window.location.hash)
    if (details.current?.open || targeted) setSubOpen(true)
    // Mount only: later changes go through onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const tab = (p: PackagePanel, group: PackagePanel[]) => {
    const active = p.key === selectedKey
    const groupHasSelected = group.some((g) => g.key === selectedKey)
    const onKeyDown = (event: KeyboardEvent) => {
      const i = nextTabIndex(event.key, group.indexOf(p), group.length, 'horizontal')
      if (i === null) return
      event.preventDefault()
      const target = group[i]!
      select(panels.indexOf(target))
      refs.current.get(target.key)?.focus()
    }
    return (
      <a
        key={p.key}
        ref={(node) => {
          refs.current.set(p.key, node)
        }}
        href={`#${panelId(p.key)}`}
        role={enhanced ? 'tab' : undefined}
        id={`package-tab-${p.key}`}
        aria-selected={enhanced ? active : undefined}
        aria-controls={enhanced ? panelId(p.key) : undefined}
        // Roving tabindex per tablist; a list without the selected tab keeps its first tab reachable.
        tabIndex={enhanced ? (active || (!groupHasSelected && group[0] === p) ? 0 : -1) : undefined}
        className={styles.tab}
        onClick={(event) => {
          if (!enhanced) return
          event.preventDefault()
          select(panels.indexOf(p))
        }}
        onKeyDown={enhanced ? onKeyDown : undefined}
      >
        {p.label}
      </a>
    )
  }

  return (
    <div className={styles.root} data-enhanced={enhanced || undefined}>
      <div className={styles.menu}>
        <div
          role={enhanced ? 'tablist' : undefined}
          aria-label={enhanced ? 'Website packages' : undefined}
          className={styles.list}
        >
          {main.map((p) => tab(p, main))}
        </div>
        {sub.length ? (
          <details
            ref={details}
            className={styles.more}
            open={subOpen}
            onToggle={(event) => setSubOpen(event.currentTarget.open)}
          >
            <summary className={styles.toggle} aria-controls="digital-marketing-list">
              {TEXT.digitalMarketing}
              <ChevronIcon />
            </summary>
            <div
              id="digital-marketing-list"
              role={enhanced ? 'tablist' : undefined}
              aria-label={enhanced ? TEXT.digitalMarketing : undefined}
              className={styles.subList}
            >
              {sub.map((p) => tab(p, sub))}
            </div>
          </details>
        ) : null}
      </div>
      <div className={styles.panels}>
        {panels.map((p) => (
          <div
            key={p.key}
            role={enhanced ? 'tabpanel' : undefined}
            id={panelId(p.key)}
            aria-labelledby={enhanced ? `package-tab-${p.key}` : undefined}
            tabIndex={enhanced ? 0 : undefined}
            hidden={enhanced && p.key !== selectedKey}
            className={styles.panel}
          >
            {p.content}
          </div>
        ))}
      </div>
    </div>
  )
}

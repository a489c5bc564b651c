'use client'

/**
 * /package panels: a 'Website' tab, and a 'Digital Marketing'
 * button (`aria-expanded`) that shows or hides a sub-list of SEO, PPC and SMO tabs. The
 * four panels follow the APG tabs pattern (one visible at a time; website by default).
 * Two tablists share the panels so the toggle button never sits inside a tablist.
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { TEXT } from '@/contracts/constants'

import { nextTabIndex } from '../Tabs/roving'
import styles from './package-tabs.module.css'

export type PackagePanel = { key: 'website' | 'seo' | 'ppc' | 'smo'; label: string; content: ReactNode }

export function PackageTabs({ panels }: { panels: PackagePanel[] }) {
  const [selected, setSelected] = useState<PackagePanel['key']>('website')
  const [subOpen, setSubOpen] = useState(false)
  const refs = useRef(new Map<string, HTMLButtonElement | null>())
  const main = panels.filter((p) => p.key === 'website')
  const sub = panels.filter((p) => p.key !== 'website')

  const tab = (p: PackagePanel, group: PackagePanel[]) => {
    const active = p.key === selected
    const groupHasSelected = group.some((g) => g.key === selected)
    const onKeyDown = (event: KeyboardEvent) => {
      const i = nextTabIndex(event.key, group.indexOf(p), group.length, 'horizontal')
      if (i === null) return
      event.preventDefault()
      const target = group[i]!
      setSelected(target.key)
      refs.current.get(target.key)?.focus()
    }
    return (
      <button
        key={p.key}
        ref={(node) => {
          refs.current.set(p.key, node)
        }}
        type="button"
        role="tab"
        id={`package-tab-${p.key}`}
        aria-selected={active}
        aria-controls={`package-panel-${p.key}`}
        // Roving tabindex per tablist; a list without the selected tab keeps its first tab reachable.
        tabIndex={active || (!groupHasSelected && group[0] === p) ? 0 : -1}
        className={styles.tab}
        onClick={() => setSelected(p.key)}
        onKeyDown={onKeyDown}
      >
        {p.label}
      </button>
    )
  }

  return (
    <div>
      <div className={styles.menu}>
        <div role="tablist" aria-label="Website packages" className={styles.list}>
          {main.map((p) => tab(p, main))}
        </div>
        {sub.length ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={subOpen}
            aria-controls="digital-marketing-list"
            onClick={() => setSubOpen(!subOpen)}
          >
            {TEXT.digitalMarketing}
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M6 9l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
        <div
          id="digital-marketing-list"
          role="tablist"
          aria-label={TEXT.digitalMarketing}
          className={styles.subList}
          hidden={!subOpen}
        >
          {sub.map((p) => tab(p, sub))}
        </div>
      </div>
      {panels.map((p) => (
        <div
          key={p.key}
          role="tabpanel"
          id={`package-panel-${p.key}`}
          aria-labelledby={`package-tab-${p.key}`}
          tabIndex={0}
          hidden={p.key !== selected}
          className={styles.panel}
        >
          {p.content}
        </div>
      ))}
    </div>
  )
}

'use client'

/**
 * Below MOBILE_MENU_BREAKPOINT_PX (800 px) the main menu lives in a side panel
 * opened by a menu button over an overlay. From 800 px the button and overlay are hidden by
 * CSS and the menu shows inline.
 *
 * The button is the `<summary>` of a `<details>` and the overlay sits inside that summary, so
 * the browser itself opens and closes the menu (CSS shows the panel while the details is
 * open): it works without JavaScript and before hydration, and a tap is never lost. The
 * summary states its state natively (exposed as a button, expanded or collapsed). Once
 * hydrated, React adds: focus on the first link when opened, Escape and an overlay click
 * return focus to the button, tabbing out of the panel or following a link closes it.
 */
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import styles from './mobile-menu.module.css'

export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const details = useRef<HTMLDetailsElement>(null)
  const summary = useRef<HTMLElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const pathname = usePathname()

  // A tap before hydration may have opened the menu already: adopt the browser's state.
  useEffect(() => setOpen(details.current?.open ?? false), [])

  // A followed link closes the menu (the page changed underneath it).
  const [lastPath, setLastPath] = useState(pathname)
  if (lastPath !== pathname) {
    setLastPath(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      summary.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <div
      className={styles.root}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <details
        ref={details}
        className={styles.toggle}
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary
          ref={summary}
          className={styles.button}
          aria-controls="site-menu"
          data-testid="menu-button"
          onClick={(event) => {
            // A click on the overlay (inside the summary) closes and returns focus to the button.
            if (event.target !== event.currentTarget && (event.target as Element).closest('[data-overlay]')) {
              event.preventDefault()
              setOpen(false)
              summary.current?.focus()
            }
          }}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path className={styles.iconClosed} d="M4 7h16M4 12h16M4 17h16" />
            <path className={styles.iconOpen} d="M6 6l12 12M18 6L6 18" />
          </svg>
          <span className="visually-hidden">Menu</span>
          {/* Pointer-only convenience: keyboard users close with Escape or the button. */}
          <span className={styles.overlay} aria-hidden="true" data-overlay data-testid="menu-overlay" />
        </summary>
      </details>
      <div ref={panel} id="site-menu" className={styles.panel}>
        {children}
      </div>
    </div>
  )
}

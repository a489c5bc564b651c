'use client'

/**
 * Below MOBILE_MENU_BREAKPOINT_PX (800 px) the main menu lives in a side panel
 * opened by a menu button (`aria-expanded`) over an overlay. Overlay click, Escape and
 * following a link close it; Escape and the overlay return focus to the button; tabbing out
 * of the panel closes it too (nothing behind the overlay is reachable while it is open). From 800 px
 * the button and overlay are hidden by CSS and the menu shows inline.
 */
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import styles from './mobile-menu.module.css'

export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const pathname = usePathname()

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }

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
      button.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <div
      className={styles.root}
      data-open={open ? 'true' : 'false'}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      {/* Pointer-only convenience: keyboard users close with Escape. */}
      <div
        className={styles.overlay}
        aria-hidden="true"
        onClick={() => close(true)}
        data-testid="menu-overlay"
      />
      <div ref={panel} id="site-menu" className={styles.panel}>
        {children}
      </div>
    </div>
  )
}

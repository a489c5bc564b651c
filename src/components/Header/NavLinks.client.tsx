'use client'

/**
 * The main menu (the `header` menu of src/globals/Navigation, resolved: src/lib/navigation.ts).
 * Marks the current page with aria-current (client: needs the pathname).
 *
 * An item with sub-items draws them in a `<details>` beside its link (or as its label, when it
 * has no link of its own): the browser opens and closes it, so the sub-items are reached with
 * JavaScript off, by keyboard (Tab to the toggle, Enter or Space) and by touch. Once hydrated:
 * one sub-menu open at a time; Escape, a click elsewhere, tabbing out or a route change closes it.
 */
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { ContentLink } from '@/components/SiteLink/ContentLink'
import type { MenuItem, MenuLink } from '@/lib/navigation'

import styles from './header.module.css'

/** '/' and '/home' are the same page. */
const isCurrent = (href: string, pathname: string) =>
  href === '/home'
    ? pathname === '/' || pathname === '/home'
    : pathname === href || pathname.startsWith(`${href}/`)

function Link({ item, pathname }: { item: MenuLink; pathname: string }) {
  return (
    <ContentLink url={item.href} aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}>
      {item.label}
    </ContentLink>
  )
}

export function NavLinks({ items, className }: { items: MenuItem[]; className?: string }) {
  const pathname = usePathname() ?? '/'
  const list = useRef<HTMLUListElement>(null)

  const closeAll = (except?: Element) =>
    list.current?.querySelectorAll('details[open]').forEach((d) => d !== except && d.removeAttribute('open'))

  // A followed link closes its sub-menu (the page changed underneath it).
  useEffect(() => closeAll(), [pathname])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!list.current?.contains(event.target as Node)) closeAll()
    }
    const onKey = (event: KeyboardEvent) => {
      const open = list.current?.querySelector<HTMLDetailsElement>('details[open]')
      if (event.key !== 'Escape' || !open) return
      open.open = false
      open.querySelector('summary')?.focus()
    }
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
    }
  }, [])

  return (
    <ul ref={list} className={className}>
      {items.map((item, i) => (
        <li key={`${i}-${item.label}`} className={item.children.length ? styles.parent : undefined}>
          {item.href ? <Link item={{ label: item.label, href: item.href }} pathname={pathname} /> : null}
          {item.children.length ? (
            <details
              className={styles.sub}
              onToggle={(event) => event.currentTarget.open && closeAll(event.currentTarget)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                  event.currentTarget.removeAttribute('open')
              }}
            >
              <summary className={item.href ? styles.subToggle : styles.subLabel}>
                {item.href ? <span className="visually-hidden">{`${item.label} menu`}</span> : item.label}
                <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                  <path d="M2 4l4 4 4-4" />
                </svg>
              </summary>
              <ul className={styles.subList}>
                {item.children.map((child, j) => (
                  <li key={`${j}-${child.label}`}>
                    <Link item={child} pathname={pathname} />
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

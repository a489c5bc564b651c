'use client'

/**
 * The <header> element; `data-sticky="true"` (and with it the sticky style) once the page
 * is scrolled from the top.
 */
import { useEffect, useState, type ReactNode } from 'react'

export function HeaderShell({ className, children }: { className?: string; children: ReactNode }) {
  const [sticky, setSticky] = useState(false)

  useEffect(() => {
    const update = () => setSticky(window.scrollY > 0)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <header className={className} data-sticky={sticky ? 'true' : 'false'}>
      {children}
    </header>
  )
}

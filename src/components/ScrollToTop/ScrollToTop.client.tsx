'use client'

/**
 * On every route change, scrolls the page back to the top by SCROLL_UP_STEP_PX every
 * SCROLL_UP_INTERVAL_MS; at once under
 * prefers-reduced-motion. Links use SiteLink (scroll={false}) so Next does not jump first.
 */
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { SCROLL_UP_INTERVAL_MS, SCROLL_UP_STEP_PX } from '@/contracts/constants'

export function ScrollToTop() {
  const pathname = usePathname()
  const previous = useRef(pathname)

  useEffect(() => {
    // The first render is a page load, not a route change: the browser owns that position.
    if (previous.current === pathname) return
    previous.current = pathname
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo(0, 0)
      return
    }
    const timer = setInterval(() => {
      if (window.scrollY <= 0) return clearInterval(timer)
      window.scrollTo(0, Math.max(0, window.scrollY - SCROLL_UP_STEP_PX))
    }, SCROLL_UP_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [pathname])

  return null
}

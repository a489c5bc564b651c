'use client'

/**
 * Marks the document `data-hydrated` once React has hydrated the page, which starts only after
 * the first paint (src/edge/deferred-hydration.ts): the controls work
 * before (server HTML), their enhancements (APG roles and keys, timers) from here on; the
 * end-to-end tests (and anyone checking a page by script) wait for this attribute.
 */
import { useEffect } from 'react'

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}

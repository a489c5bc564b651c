'use client'

/**
 * Marks the document `data-hydrated` once React has hydrated the page. The server starts
 * hydration only after the first paint (src/server/http/deferred-hydration.ts), so "the page
 * has loaded" no longer means "its controls respond": the end-to-end tests (and anyone
 * checking a page by script) wait for this attribute before they click.
 */
import { useEffect } from 'react'

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}

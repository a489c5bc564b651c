'use client'

/**
 * RefreshOnSave, its code (with @payloadcms/live-preview-react) fetched only in draft preview,
 * where PreviewBar renders it. Imported directly, it sat in the layout's chunk that every
 * visitor's page loads. React's lazy rather than next/dynamic, whose loader would
 * then sit in that chunk instead.
 */
import { lazy, Suspense, type ComponentProps } from 'react'

const RefreshOnSave = lazy(() => import('./RefreshOnSave.client').then((m) => ({ default: m.RefreshOnSave })))

export function LazyRefreshOnSave(props: ComponentProps<typeof RefreshOnSave>) {
  return (
    <Suspense fallback={null}>
      <RefreshOnSave {...props} />
    </Suspense>
  )
}

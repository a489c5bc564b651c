'use client'

/**
 * In draft preview only: re-renders the page on the server each time the editor saves a
 * draft or publishes in the admin's Live Preview tab (Payload posts a message to this frame).
 */
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

export function RefreshOnSave({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />
}

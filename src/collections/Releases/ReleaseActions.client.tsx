'use client'

/**
 * Sidebar of a release in the admin: *Publish now* (draft, scheduled or failed) and *Cancel
 * release* (draft, scheduled or failed), each a POST to the release's endpoint
 * (src/collections/Releases/endpoints.ts) as the signed-in user, then the view reloads to show the new
 * status and, after a failure, why. The answer's message is shown beside the buttons.
 */
import { useDocumentInfo, useField, useFormModified } from '@payloadcms/ui'
import { useState } from 'react'

import { postAdminAction } from '@/lib/admin-action'

const ACTIVE = new Set(['draft', 'scheduled', 'failed'])

/** `ui` field component of the Releases collection. */
export function ReleaseActions() {
  const { id } = useDocumentInfo()
  const { value: status } = useField<string>({ path: 'status' })
  const modified = useFormModified()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  if (id === undefined || id === null || !ACTIVE.has(status ?? '')) return null

  const act = async (action: 'publish' | 'cancel') => {
    setBusy(true)
    const { message, reload } = await postAdminAction(
      `/api/releases/${encodeURIComponent(String(id))}/${action}`,
    )
    setMessage(message)
    setBusy(false)
    if (reload) window.location.reload()
  }

  return (
    <div role="group" aria-label="Release actions" style={{ marginBottom: '1.5rem' }}>
      {modified ? <p>Save the release before publishing it.</p> : null}
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        disabled={busy || modified}
        onClick={() => void act('publish')}
      >
        Publish now
      </button>{' '}
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={busy}
        onClick={() => void act('cancel')}
      >
        Cancel release
      </button>
      {message ? <p role="status">{message}</p> : null}
    </div>
  )
}

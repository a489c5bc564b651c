'use client'

/**
 * Sidebar of a webhook delivery in the admin: "Replay" asks the server to send it again with
 * the same message id (POST /api/webhook-deliveries/:id/replay, admins only) and says whether
 * it was queued; the log updates when the page is reloaded.
 */
import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

/** `ui` field component of the WebhookDeliveries collection. */
export function ReplayButton() {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<'idle' | 'sending' | 'queued' | 'error'>('idle')
  if (id === undefined || id === null) return null
  const replay = async () => {
    setState('sending')
    const response = await fetch(`/api/webhook-deliveries/${encodeURIComponent(String(id))}/replay`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    setState(response?.ok ? 'queued' : 'error')
  }
  return (
    <div style={{ marginBottom: '1rem' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={state === 'sending'}
        onClick={() => void replay()}
      >
        Replay
      </button>
      <p role="status">
        {state === 'queued'
          ? 'Queued: it is sent again with the same id. Reload to see the result.'
          : state === 'error'
            ? 'Could not queue the replay. Try again.'
            : 'Send this delivery again with the same id.'}
      </p>
    </div>
  )
}

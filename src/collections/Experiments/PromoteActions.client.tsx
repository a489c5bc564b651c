'use client'

/**
 * Sidebar of an experiment in the admin: a *Promote this variant* button per variant of a
 * running or paused experiment, each a POST to src/collections/Experiments/endpoints.ts as the
 * signed-in user; the view then reloads to show the ended experiment. Also the goal's note.
 */
import { useDocumentInfo, useField, useFormModified } from '@payloadcms/ui'
import { useState } from 'react'

import { postAdminAction } from '@/lib/admin-action'

type Row = { key?: string | null; label?: string | null }

/** `ui` field component: one promote button per saved variant. */
export function PromoteActions() {
  const { id } = useDocumentInfo()
  const { value: status } = useField<string>({ path: 'status' })
  const { value: rows } = useField<Row[]>({ path: 'variants' })
  const modified = useFormModified()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  if (id === undefined || id === null || status === 'ended' || status === 'draft') return null

  const promote = async (key: string) => {
    setBusy(true)
    const { message, reload } = await postAdminAction(
      `/api/experiments/${encodeURIComponent(String(id))}/promote`,
      { variant: key },
    )
    setMessage(message)
    setBusy(false)
    if (reload) window.location.reload()
  }

  return (
    <div role="group" aria-label="Promote a variant" style={{ marginBottom: '1.5rem' }}>
      {modified ? <p>Save the experiment before promoting a variant.</p> : null}
      {(Array.isArray(rows) ? rows : []).flatMap((row) =>
        row.key ? (
          <p key={row.key}>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              disabled={busy || modified}
              onClick={() => void promote(row.key!)}
            >
              Promote this variant: {row.label || row.key}
            </button>
          </p>
        ) : (
          []
        ),
      )}
      {message ? <p role="status">{message}</p> : null}
    </div>
  )
}

/** `ui` field component: the goal, fixed. */
export function GoalNote() {
  return (
    <p className="field-description">
      Goal: a lead from the page&apos;s form. A visitor converts when they send the form on the page.
    </p>
  )
}

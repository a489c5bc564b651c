'use client'

/**
 * Sidebar of a contact message in the admin: opening a `new` message marks it `read`, and
 * the "Reply by e-mail" link (mailto: with "Re: subject" and the message quoted) marks it
 * `answered`. Both are PATCH requests on the REST API as the signed-in user (editors may
 * update messages); the form's status follows without marking the document modified.
 */
import { useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

import { replyMailto } from '@/lib/reply-mailto'

/** Sets the message's status on the server; resolves whether it was stored. */
async function saveStatus(id: number | string, status: 'read' | 'answered'): Promise<boolean> {
  const response = await fetch(`/api/contact-messages/${encodeURIComponent(String(id))}?depth=0`, {
    method: 'PATCH',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  })
  return response.ok
}

/** `ui` field component of the ContactMessages collection. */
export function MessageActions() {
  const { id } = useDocumentInfo()
  const { value: status, setValue: setStatus } = useField<string>({ path: 'status' })
  const text = (path: string) => (fields: Record<string, { value?: unknown } | undefined>) =>
    String(fields[path]?.value ?? '')
  const name = useFormFields(([fields]) => text('name')(fields))
  const email = useFormFields(([fields]) => text('email')(fields))
  const subject = useFormFields(([fields]) => text('subject')(fields))
  const message = useFormFields(([fields]) => text('message')(fields))
  const markedRead = useRef(false)

  useEffect(() => {
    if (id === undefined || id === null || status !== 'new' || markedRead.current) return
    markedRead.current = true
    void saveStatus(id, 'read').then((ok) => ok && setStatus('read', true))
  }, [id, status, setStatus])

  if (id === undefined || id === null || !email) return null
  return (
    <p style={{ marginBottom: '1.5rem' }}>
      <a
        className="btn btn--style-secondary btn--size-medium"
        href={replyMailto({ name, email, subject, message })}
        onClick={() => void saveStatus(id, 'answered').then((ok) => ok && setStatus('answered', true))}
      >
        Reply by e-mail
      </a>
    </p>
  )
}

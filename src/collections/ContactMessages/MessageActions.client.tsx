'use client'

/**
 * Sidebar of a contact message in the admin: opening a `new` message marks it `read`, and
 * the "Reply by e-mail" link (mailto: with "Re: subject" and the message quoted) marks it
 * `answered`. A lead to review (src/contracts/leads.ts) shows one choice: *Confirm lead* or
 * *Mark as spam*, which writes its `review` only. All are PATCH requests on the REST API as
 * the signed-in user (editors may update messages); the form's fields follow without marking
 * the document modified.
 */
import { useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

import type { ReviewVerdict } from '@/contracts/leads'
import { replyMailto } from '@/lib/reply-mailto'

/** Saves `data` on the message on the server; resolves whether it was stored. */
async function save(
  id: number | string,
  data: { status: 'read' | 'answered' } | { review: Exclude<ReviewVerdict, 'to-review'> },
): Promise<boolean> {
  const response = await fetch(`/api/contact-messages/${encodeURIComponent(String(id))}?depth=0`, {
    method: 'PATCH',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  })
  return response.ok
}

const saveStatus = (id: number | string, status: 'read' | 'answered') => save(id, { status })

/** `ui` field component of the ContactMessages collection. */
export function MessageActions() {
  const { id } = useDocumentInfo()
  const { value: status, setValue: setStatus } = useField<string>({ path: 'status' })
  const { value: review, setValue: setReview } = useField<string | null>({ path: 'review' })
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
  const decide = (verdict: Exclude<ReviewVerdict, 'to-review'>) =>
    void save(id, { review: verdict }).then((ok) => ok && setReview(verdict, true))
  return (
    <>
      {review === 'to-review' ? (
        <div role="group" aria-label="Review this lead" style={{ marginBottom: '1rem' }}>
          <p>Sent very fast after the form was shown (often autofill, sometimes a bot).</p>
          <button
            type="button"
            className="btn btn--style-primary btn--size-small"
            onClick={() => decide('confirmed')}
          >
            Confirm lead
          </button>{' '}
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            onClick={() => decide('spam')}
          >
            Mark as spam
          </button>
        </div>
      ) : null}
      <ReplyLink id={id} reply={replyMailto({ name, email, subject, message })} onReply={setStatus} />
    </>
  )
}

/** The "Reply by e-mail" link; using it marks the message answered. */
function ReplyLink({
  id,
  reply,
  onReply,
}: {
  id: number | string
  reply: string
  onReply: (status: string, disableModifyingForm: boolean) => void
}) {
  return (
    <p style={{ marginBottom: '1.5rem' }}>
      <a
        className="btn btn--style-secondary btn--size-medium"
        href={reply}
        onClick={() => void saveStatus(id, 'answered').then((ok) => ok && onReply('answered', true))}
      >
        Reply by e-mail
      </a>
    </p>
  )
}

'use client'

/**
 * The island of a built form (the Form block): useActionState keeps the server's answer and the
 * form remounts on each answer (key = seq) with the returned values, as the contact form does
 * (src/components/contact/ContactForm.client.tsx). Before hydration, or without JavaScript,
 * React posts the same form to the server action and the page comes back with the answer.
 * Each failing field shows the server's text under it; a file is never sent back, so an upload
 * field starts empty again after a refusal (its message says why). A file larger than the
 * field's maximum is left to the server, which answers with the field's message; only a file
 * the page could not even receive (over FORM_UPLOAD_CEILING_BYTES) is stopped by the browser.
 */
import { useActionState, useEffect, useRef, type ChangeEventHandler, type ReactNode } from 'react'

import { FORM_PAGE_FIELD } from '@/contracts/contact'
import { FORM_ID_FIELD, FORM_UPLOAD_CEILING_BYTES } from '@/contracts/forms'

import styles from '../contact/contact-form.module.css'
import { SpamGuardFields } from '../contact/SpamGuardFields.client'
import { BuiltFormFields, Confirmation, RefusalSummary } from './BuiltFormFields'
import { INITIAL_BUILT_FORM_STATE, type BuiltFormState, type FieldView } from './form-state'

/** Stops a file the page could not even receive, with the field's own message. */
const checkCeiling =
  (field: FieldView): ChangeEventHandler<HTMLInputElement> =>
  (event) => {
    const input = event.currentTarget
    const tooLarge = (input.files?.[0]?.size ?? 0) > FORM_UPLOAD_CEILING_BYTES
    input.setCustomValidity(
      tooLarge
        ? `The ${field.label} may not be greater than ${Math.floor((field.maxSize ?? 0) / 1024)} kilobytes.`
        : '',
    )
  }

type Props = {
  action: (state: BuiltFormState, form: FormData) => Promise<BuiltFormState>
  /** Path of the page the form is on: the post's address, before its answer's fragment; without it the form posts to the current address. */
  path?: string
  /** Prefix of the fields' ids, unique per form of a page. */
  idPrefix: string
  formId: number
  fields: FieldView[]
  submitLabel: string
  /** What the visitor reads after a success (the form's confirmation message). */
  confirmation: ReactNode
  /** Id of the landing page the form is on. */
  formPage?: number
}

export function BuiltFormClient({
  action,
  path,
  idPrefix,
  formId,
  fields,
  submitLabel,
  confirmation,
  formPage,
}: Props) {
  const outcomeId = `${idPrefix}-outcome`
  const [state, formAction, pending] = useActionState(
    action,
    INITIAL_BUILT_FORM_STATE,
    path ? `${path}#${outcomeId}` : undefined,
  )
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (state.seq > 0) {
      const outcome = form.current?.querySelector<HTMLElement>(`#${CSS.escape(outcomeId)}`)
      outcome?.focus({ preventScroll: true })
      outcome?.scrollIntoView({ block: 'nearest' })
    }
  }, [state.seq, outcomeId])
  const outcome = { id: outcomeId, tabIndex: -1, autoFocus: true }
  if (state.status === 'success') return <Confirmation outcome={outcome}>{confirmation}</Confirmation>
  return (
    <form ref={form} key={state.seq} className={styles.form} action={formAction} aria-busy={pending}>
      <RefusalSummary state={state} outcome={outcome} />
      <BuiltFormFields fields={fields} idPrefix={idPrefix} state={state} onFileChange={checkCeiling} />
      <SpamGuardFields idPrefix={idPrefix} />
      <input type="hidden" name={FORM_ID_FIELD} value={formId} />
      {formPage ? <input type="hidden" name={FORM_PAGE_FIELD} value={formPage} /> : null}
      <button type="submit" className="button" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  )
}

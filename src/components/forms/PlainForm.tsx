/**
 * A built form drawn on the server only, with no client island: a plain multipart form posting
 * to the form's endpoint (POST /api/forms/{id}/submit, src/collections/Forms/submit-endpoint.ts),
 * which answers with a 303 back to `returnTo`. The page at `returnTo` passes the answer it was
 * given (src/server/forms/answer-cookie.ts): a refusal shows each field's message and the
 * visitor's input, a success the form's confirmation in place of the form. Used where a page's
 * script budget allows no island (a post's text). The time the form was shown is not sent (a
 * cached page cannot know it); the honeypot is.
 */
import { Honeypot } from '@/components/contact/Honeypot'
import { FORM_ID_FIELD, FORM_RETURN_FIELD } from '@/contracts/forms'
import type { Form } from '@/payload-types'
import type { FormAnswerState } from '@/server/forms/answer-cookie'

import styles from '../contact/contact-form.module.css'
import { BuiltFormFields, Confirmation, RefusalSummary } from './BuiltFormFields'
import { confirmationOf, fieldViews, submitLabelOf } from './FormView'

type Props = { form: Form; idPrefix: string; returnTo?: string; answer?: FormAnswerState | null }

/** The `action` of form `id`'s plain form. */
export const formSubmitPath = (id: number): string => `/api/forms/${id}/submit`

export function PlainForm({ form, idPrefix, returnTo, answer }: Props) {
  const outcome = { id: `${idPrefix}-outcome`, tabIndex: -1, autoFocus: true }
  const state = answer?.form === form.id ? answer : { status: 'idle' as const, values: {} }
  if (state.status === 'success') return <Confirmation outcome={outcome}>{confirmationOf(form)}</Confirmation>
  return (
    <form
      className={styles.form}
      method="post"
      action={formSubmitPath(form.id)}
      encType="multipart/form-data"
    >
      <RefusalSummary state={state} outcome={outcome} />
      <BuiltFormFields fields={fieldViews(form)} idPrefix={idPrefix} state={state} />
      <Honeypot idPrefix={idPrefix} />
      <input type="hidden" name={FORM_ID_FIELD} value={form.id} />
      {returnTo ? <input type="hidden" name={FORM_RETURN_FIELD} value={returnTo} /> : null}
      <button type="submit" className="button">
        {submitLabelOf(form)}
      </button>
    </form>
  )
}

'use client'

/**
 * The form island: useActionState keeps the server's answer; the form remounts on each
 * answer (key = seq) so its fields show the returned values (kept after a failure, empty
 * after a success). Works before hydration too: React posts the form to the server action.
 *
 * The answer (thanks or errors) is where the visitor looks, with or without JavaScript: the
 * form posts to `path#<idPrefix>-outcome` (useActionState's permalink), so the page that comes
 * back opens scrolled to the answer (the fragment's target, where keyboard navigation goes on).
 * The answer is focusable (tabindex -1); with JavaScript it is focused on arrival.
 */
import { useActionState, useEffect, useRef } from 'react'

import { TEXT } from '@/contracts/constants'
import {
  CONTACT_LIMITS,
  FORM_PAGE_FIELD,
  PHONE_HINT,
  PHONE_PATTERN,
  type ContactField,
} from '@/contracts/contact'

import { SpamGuardFields } from './SpamGuardFields.client'
import { INITIAL_CONTACT_FORM_STATE, type ContactFormState } from './form-state'
import styles from './contact-form.module.css'

type Props = {
  action: (state: ContactFormState, form: FormData) => Promise<ContactFormState>
  /** Path of the page the form is on (e.g. `/contact`): the post's address, before its answer's fragment. */
  path: string
  /** Prefix of the fields' ids, unique per form of a page. */
  idPrefix?: string
  /** Id of the landing page the form is on (a lead form): sent as FORM_PAGE_FIELD. */
  formPage?: number
  /** Values the fields start with (a lead form's subject). */
  initialValues?: ContactFormState['values']
}

type Field = {
  name: ContactField
  /** Id suffix: the id is `${idPrefix}-${id}`. */
  id: string
  label: string
  type?: string
  autoComplete?: string
  /** The browser's own check of the server's rule: it speaks before anything is sent. */
  check?: { inputMode: 'tel'; pattern: string; title: string }
}

const FIELDS: Field[] = [
  { name: 'name', id: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', id: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'subject', id: 'subject', label: 'Subject' },
  {
    name: 'phone_number',
    id: 'phone',
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel',
    check: { inputMode: 'tel', pattern: PHONE_PATTERN, title: PHONE_HINT },
  },
  { name: 'message', id: 'message', label: 'Message' },
]

/** Id of the answer of the form whose fields' ids start with `idPrefix`. */
export const outcomeIdOf = (idPrefix: string): string => `${idPrefix}-outcome`

/**
 * The answer's target attributes: the fragment's id, focusable by script only, and `autofocus`
 * (React focuses it when it mounts; browsers skip the HTML attribute when the URL's fragment
 * names an element, so without JavaScript the fragment alone brings the answer into view).
 */
const outcomeProps = (id: string) => ({ id, tabIndex: -1, autoFocus: true })

export function ContactFormClient({ action, path, idPrefix = 'contact', formPage, initialValues }: Props) {
  const outcomeId = outcomeIdOf(idPrefix)
  const [state, formAction, pending] = useActionState(
    action,
    initialValues ? { ...INITIAL_CONTACT_FORM_STATE, values: initialValues } : INITIAL_CONTACT_FORM_STATE,
    `${path}#${outcomeId}`,
  )
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    // An answer's alert appears above the button just pressed: bring it fully into view, below
    // the sticky header (the alert's scroll-margin), without moving the page twice.
    if (state.seq > 0) {
      const outcome = form.current?.querySelector<HTMLElement>(`#${CSS.escape(outcomeId)}`)
      outcome?.focus({ preventScroll: true })
      outcome?.scrollIntoView({ block: 'nearest' })
    }
  }, [state.seq, outcomeId])
  const errorTexts = [
    state.message && state.status === 'error' ? state.message : null,
    ...Object.values(state.errors ?? {}),
  ].filter(Boolean)

  return (
    <form ref={form} key={state.seq} className={styles.form} action={formAction} aria-busy={pending}>
      {state.status === 'success' && (
        <p role="status" className={`${styles.alert} ${styles.success}`} {...outcomeProps(outcomeId)}>
          {state.message}
        </p>
      )}
      {errorTexts.length > 0 && (
        <div role="alert" className={`${styles.alert} ${styles.error}`} {...outcomeProps(outcomeId)}>
          <ul>
            {errorTexts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      {FIELDS.map((f) => {
        const id = `${idPrefix}-${f.id}`
        const common = {
          id,
          name: f.name,
          required: true,
          maxLength: CONTACT_LIMITS[f.name],
          defaultValue: state.values[f.name] ?? '',
          'aria-invalid': state.errors?.[f.name] ? true : undefined,
        }
        return (
          <div className={styles.field} key={f.name}>
            <label htmlFor={id}>{f.label}</label>
            {f.name === 'message' ? (
              <textarea rows={6} {...common} />
            ) : (
              <input type={f.type ?? 'text'} autoComplete={f.autoComplete} {...f.check} {...common} />
            )}
          </div>
        )
      })}
      <SpamGuardFields idPrefix={idPrefix} />
      {formPage ? <input type="hidden" name={FORM_PAGE_FIELD} value={formPage} /> : null}
      <button type="submit" className="button" disabled={pending}>
        {TEXT.sendMessage}
      </button>
    </form>
  )
}

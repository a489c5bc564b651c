/**
 * The fields of a built form with their labels and per-field messages, and the summary of a
 * refusal: plain markup shared by the landing page's island (./BuiltForm.client.tsx) and the
 * post's server-drawn form (./PlainForm.tsx). No hooks and no 'use client', so a page that draws
 * it on the server loads no script for it.
 */
import type { ChangeEventHandler, ReactNode } from 'react'

import styles from '../contact/contact-form.module.css'
import own from './built-form.module.css'
import type { BuiltFormState, FieldView } from './form-state'

type ControlProps = {
  field: FieldView
  id: string
  value?: string
  invalid: boolean
  onFileChange?: ChangeEventHandler<HTMLInputElement>
}

function Control({ field, id, value, invalid, onFileChange }: ControlProps) {
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
  }
  switch (field.type) {
    case 'textarea':
      return <textarea rows={5} defaultValue={value ?? field.defaultValue ?? ''} {...common} />
    case 'select':
      return (
        <select defaultValue={value ?? field.defaultValue ?? ''} {...common}>
          <option value="">Choose…</option>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )
    case 'checkbox':
      return (
        <input
          type="checkbox"
          defaultChecked={value !== undefined ? value === 'on' : field.defaultValue === 'true'}
          {...common}
        />
      )
    case 'upload':
      return <input type="file" accept={field.accept} onChange={onFileChange} {...common} />
    default:
      return (
        <input
          type={field.type === 'number' ? 'text' : field.type}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          defaultValue={value ?? field.defaultValue ?? ''}
          {...common}
        />
      )
  }
}

type FieldsProps = {
  fields: FieldView[]
  /** Prefix of the fields' ids, unique per form of a page. */
  idPrefix: string
  state: Pick<BuiltFormState, 'errors' | 'values'>
  /** Called when an upload field's file changes (the island's size check). */
  onFileChange?: (field: FieldView) => ChangeEventHandler<HTMLInputElement>
}

/** Every field of a form, each with the server's message under it when it failed. */
export function BuiltFormFields({ fields, idPrefix, state, onFileChange }: FieldsProps) {
  const errors = state.errors ?? {}
  return fields.map((field) => {
    const id = `${idPrefix}-${field.name}`
    return (
      <div className={`${styles.field} ${own.field}`} key={field.name}>
        <label htmlFor={id}>{field.label}</label>
        <Control
          field={field}
          id={id}
          value={state.values[field.name]}
          invalid={Boolean(errors[field.name])}
          onFileChange={onFileChange?.(field)}
        />
        {errors[field.name] ? (
          <p id={`${id}-error`} className={own.fieldError}>
            {errors[field.name]}
          </p>
        ) : null}
      </div>
    )
  })
}

/** The alert listing a refusal's texts (its message, then each field's), or nothing. */
export function RefusalSummary({
  state,
  outcome,
}: {
  state: Pick<BuiltFormState, 'status' | 'errors' | 'message'>
  outcome: { id: string; tabIndex: number; autoFocus: boolean }
}) {
  if (state.status !== 'error') return null
  return (
    <div role="alert" className={`${styles.alert} ${styles.error}`} {...outcome}>
      <ul>
        {[state.message, ...Object.values(state.errors ?? {})].filter(Boolean).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  )
}

/** The confirmation shown in place of the form once the lead is stored. */
export function Confirmation({
  children,
  outcome,
}: {
  children: ReactNode
  outcome: { id: string; tabIndex: number; autoFocus: boolean }
}) {
  return (
    <div role="status" className={`${styles.alert} ${styles.success}`} {...outcome}>
      {children}
    </div>
  )
}

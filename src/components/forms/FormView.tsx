/**
 * What a built form (src/collections/Forms/config.ts) shows, whichever way it is drawn (the
 * landing page's island, ./BuiltForm.tsx, or the post's plain form, ./PlainForm.tsx): its fields'
 * descriptions, its submit label and its confirmation. Imports no island.
 */
import type { ReactNode } from 'react'

import { RichText } from '@/components/RichText/RichText'
import { UPLOAD_TYPES, type UploadType } from '@/contracts/forms'
import { TEXT } from '@/contracts/constants'
import { CONTACT_SUCCESS_MESSAGE } from '@/contracts/contact'
import type { Form } from '@/payload-types'
import { labelOf } from '@/server/forms/validate'

import type { FieldView } from './form-state'

/** What a drawn form needs of each field of `form`. */
export function fieldViews(form: Form): FieldView[] {
  return (form.fields ?? []).map((field): FieldView => {
    const base = { name: field.name, label: labelOf(field), required: field.required === true }
    switch (field.blockType) {
      case 'select':
        return {
          ...base,
          type: 'select',
          defaultValue: field.defaultValue ?? undefined,
          options: (field.options ?? []).map((o) => ({ label: o.label, value: o.value })),
        }
      case 'checkbox':
        return { ...base, type: 'checkbox', defaultValue: field.defaultValue ? 'true' : undefined }
      case 'upload':
        return {
          ...base,
          type: 'upload',
          maxSize: field.maxSize,
          accept: ((field.allowedTypes ?? []) as UploadType[]).map((t) => UPLOAD_TYPES[t].mime).join(','),
        }
      case 'number':
        return { ...base, type: 'number', defaultValue: field.defaultValue?.toString() }
      default:
        return {
          ...base,
          type: field.blockType,
          defaultValue: 'defaultValue' in field ? (field.defaultValue ?? undefined) : undefined,
        }
    }
  })
}

/** The label of the form's button. */
export const submitLabelOf = (form: Form): string => form.submitButtonLabel || TEXT.sendMessage

/** What the visitor reads once the lead is stored: the form's confirmation message, else the contact form's. */
export function confirmationOf(form: Form): ReactNode {
  return form.confirmationMessage?.root?.children?.length ? (
    <RichText data={form.confirmationMessage as never} />
  ) : (
    <p>{CONTACT_SUCCESS_MESSAGE}</p>
  )
}

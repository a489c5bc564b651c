/**
 * A form the editor built (src/collections/Forms/config.ts), drawn on the server: its fields as
 * descriptions for the island (./BuiltForm.client.tsx), its confirmation message as rich text
 * rendered here, and the submit label. Works without JavaScript (the island's form posts to
 * the server action, ./actions.ts).
 */
import { RichText } from '@/components/RichText/RichText'
import { UPLOAD_TYPES, type UploadType } from '@/contracts/forms'
import { TEXT } from '@/contracts/constants'
import { CONTACT_SUCCESS_MESSAGE } from '@/contracts/contact'
import type { Form } from '@/payload-types'
import { labelOf } from '@/server/forms/validate'

import { sendBuiltForm } from './actions'
import { BuiltFormClient } from './BuiltForm.client'
import type { FieldView } from './form-state'

type Props = { form: Form; path?: string; idPrefix: string; formPage?: number }

/** What the island needs of one field of `form`. */
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

export function BuiltForm({ form, path, idPrefix, formPage }: Props) {
  return (
    <BuiltFormClient
      action={sendBuiltForm}
      path={path}
      idPrefix={idPrefix}
      formId={form.id}
      fields={fieldViews(form)}
      submitLabel={form.submitButtonLabel || TEXT.sendMessage}
      confirmation={
        form.confirmationMessage?.root?.children?.length ? (
          <RichText data={form.confirmationMessage as never} />
        ) : (
          <p>{CONTACT_SUCCESS_MESSAGE}</p>
        )
      }
      formPage={formPage}
    />
  )
}

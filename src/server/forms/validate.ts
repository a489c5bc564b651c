import 'server-only'

/**
 * Server-side validation of an answer to a built form, field by field as the editor defined
 * them (src/collections/Forms/config.ts). Texts follow the contact form's wording ("The name field is
 * required."), named by the field's own label; one per failing field, keyed by its name.
 * Files are checked for presence, size (bytes) and type (from their bytes, ./sniff.ts).
 */
import { z } from 'zod'

import { FORM_TEXT_LIMIT, FORM_TEXTAREA_LIMIT, UPLOAD_TYPES, type UploadType } from '@/contracts/forms'
import type { Form } from '@/payload-types'

import { sniffUpload } from './sniff'

export type FormField = NonNullable<Form['fields']>[number]

/** One answer as stored in the lead: the field's label and the value as text. */
export type FormAnswer = { name: string; label: string; type: FormField['blockType']; value: string }
/** A file that passed its field's checks. */
export type FormFile = { field: string; file: File; type: UploadType }

export type FormValidation =
  { ok: true; answers: FormAnswer[]; files: FormFile[] } | { ok: false; errors: Record<string, string> }

/** Control characters but tab and line breaks (as src/server/contact/validate.ts). */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** The label a visitor reads for `field`, lower-cased inside a sentence as Laravel does. */
export const labelOf = (field: FormField): string => ('label' in field && field.label) || field.name

const clean = (value: unknown): string =>
  typeof value === 'string' ? value.replace(CONTROL_CHARS, '').trim() : ''

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File

/** A checked text answer of at most `max` characters, or its message. */
function checkText(field: FormField, value: string, max: number): string | null {
  const label = labelOf(field)
  if (value.length > max) return `The ${label} may not be greater than ${max} characters.`
  if (field.blockType === 'email' && value && !z.email().safeParse(value).success)
    return `The ${label} must be a valid email address.`
  return null
}

/** The message of an upload field's file, or null when it passes. */
async function checkFile(
  field: Extract<FormField, { blockType: 'upload' }>,
  file: File,
): Promise<{ error: string } | { type: UploadType }> {
  const label = labelOf(field)
  const allowed = (field.allowedTypes ?? []) as UploadType[]
  if (file.size > field.maxSize)
    return { error: `The ${label} may not be greater than ${Math.floor(field.maxSize / 1024)} kilobytes.` }
  const type = await sniffUpload(new Uint8Array(await file.arrayBuffer()), allowed)
  if (!type)
    return {
      error: `The ${label} must be a file of type: ${allowed.map((t) => UPLOAD_TYPES[t].label).join(', ')}.`,
    }
  return { type }
}

/** Validates `raw` (any values: strings, files, missing) against `fields`. Never throws for bad input. */
export async function validateForm(
  fields: FormField[],
  raw: Record<string, unknown>,
): Promise<FormValidation> {
  const errors: Record<string, string> = {}
  const answers: FormAnswer[] = []
  const files: FormFile[] = []
  for (const field of fields) {
    const label = labelOf(field)
    const required = 'required' in field && field.required === true
    const value = raw[field.name]
    const answer = (text: string) =>
      answers.push({ name: field.name, label, type: field.blockType, value: text })
    switch (field.blockType) {
      case 'upload': {
        const file = isFile(value) && value.size > 0 ? value : null
        if (!file) {
          if (required) errors[field.name] = `The ${label} field is required.`
          break
        }
        const checked = await checkFile(field, file)
        if ('error' in checked) errors[field.name] = checked.error
        else files.push({ field: field.name, file, type: checked.type })
        break
      }
      case 'checkbox': {
        const on = typeof value === 'string' && ['on', 'true', '1', 'yes'].includes(value.toLowerCase())
        if (required && !on) errors[field.name] = `The ${label} must be accepted.`
        else answer(on ? 'Yes' : 'No')
        break
      }
      case 'number': {
        const text = typeof value === 'number' ? String(value) : clean(value)
        if (!text) {
          if (required) errors[field.name] = `The ${label} field is required.`
          break
        }
        if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(Number(text)) || text.length > 30)
          errors[field.name] = `The ${label} must be a number.`
        else answer(text)
        break
      }
      case 'select': {
        const text = clean(value)
        if (!text) {
          if (required) errors[field.name] = `The ${label} field is required.`
          break
        }
        const option = (field.options ?? []).find((o) => o.value === text)
        if (!option) errors[field.name] = `The selected ${label} is invalid.`
        else answer(option.label || option.value)
        break
      }
      default: {
        const text = clean(value)
        if (!text) {
          if (required) errors[field.name] = `The ${label} field is required.`
          break
        }
        const error = checkText(
          field,
          text,
          field.blockType === 'textarea' ? FORM_TEXTAREA_LIMIT : FORM_TEXT_LIMIT,
        )
        if (error) errors[field.name] = error
        else answer(text)
      }
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers, files }
}

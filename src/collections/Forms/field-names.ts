/**
 * Names a built form's fields may take: they are the names of the posted values, so they must
 * not collide with the fields the pipeline adds itself (honeypot, start time, page, form id, return path) or
 * with Next's action fields.
 */
import { FORM_PAGE_FIELD, HONEYPOT_FIELD, STARTED_FIELD } from '@/contracts/contact'
import { FORM_ID_FIELD, FORM_RETURN_FIELD } from '@/contracts/forms'

const RESERVED = new Set([HONEYPOT_FIELD, STARTED_FIELD, FORM_PAGE_FIELD, FORM_ID_FIELD, FORM_RETURN_FIELD])

export const FIELD_NAME_HINT = 'Letters, digits and _ only, starting with a letter, e.g. company_name.'

/** Payload field validation of a form field's `name`: true, or the editor's message. */
export function validFieldName(value: unknown): true | string {
  if (typeof value !== 'string' || !/^[a-z][a-z0-9_]{0,39}$/i.test(value)) return FIELD_NAME_HINT
  if (RESERVED.has(value)) return `"${value}" is used by the site itself: choose another name.`
  return true
}

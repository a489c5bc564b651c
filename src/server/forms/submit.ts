import 'server-only'

/**
 * One answer to a built form (src/collections/Forms/config.ts), through the contact pipeline
 * (src/server/contact/submit.ts): the same per-sender budgets (429), validation of each field
 * as the editor defined it (422, ./validate.ts), the same spam verdict, then storage as a
 * contact message, so every answer is a lead by the one definition (src/contracts/leads.ts):
 * in the inbox, the dashboard and the CSV export, mailed once by the notification job queued
 * with it, with the visitor's campaign. Attached files go to the private `form-uploads`
 * collection first (never for spam). The visitor is told only once the message is stored.
 *
 * The lead's columns: e-mail = the form's first e-mail answer (a form must have a required
 * one), name = the answer of a field named `name` (else the e-mail), phone = the answer of a
 * field named `phone` or `phone_number`, subject = the form's title, message = every answer as
 * a "Label: value" line.
 *
 * Errors: bad input never throws. An unknown form is a 404 result. A database that stays
 * unreachable is a 503 result with nothing stored; any other storage failure throws.
 */
import type { Payload } from 'payload'

import { getEnv } from '@/env'
import { hashIp } from '@/lib/client'
import { safeFileName } from '@/collections/Media/upload-rules'
import { UPLOAD_TYPES } from '@/contracts/forms'
import type { Form } from '@/payload-types'
import { contactRetryAfter, spendContactQuota } from '@/server/contact/rate-limit'
import { leadVerdict, storeLead, tooMany, unavailable, type SubmitMeta } from '@/server/contact/submit'
import { isTransientDbError } from '@/server/db-retry'

import { validateForm, type FormAnswer, type FormFile } from './validate'

export type FormSubmitResult =
  | {
      status: 200
      body: { message: string }
      id: number
      spam: boolean
      jobId: number | string | null
      form: Form
    }
  | { status: 404; body: { message: string } }
  | { status: 422; body: Record<string, string> }
  | { status: 429; body: { message: string }; retryAfter: number }
  | { status: 503; body: { message: string }; retryAfter: number }

/** The answer for a form id that names no form. */
export const FORM_NOT_FOUND_MESSAGE = 'This form no longer exists.'

const MAX_ID = 2 ** 31 - 1

/** The form `value` names (an id as a number or a decimal string), or null. */
export async function findForm(payload: Payload, value: unknown): Promise<Form | null> {
  const id = typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null
  return (
    (await payload.findByID({
      collection: 'forms',
      id,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
    })) ?? null
  )
}

const answerOf = (answers: FormAnswer[], names: string[]) =>
  answers.find((a) => names.includes(a.name))?.value ?? ''

/** The contact-message columns of `answers` to `form` (see above). */
export function leadColumns(form: Form, answers: FormAnswer[]) {
  const email = answers.find((a) => a.type === 'email')?.value ?? ''
  return {
    email,
    name: (answerOf(answers, ['name']) || email).slice(0, 200),
    phone_number: answerOf(answers, ['phone', 'phone_number']).slice(0, 50),
    subject: form.title.slice(0, 150),
    message: answers.map((a) => `${a.label}: ${a.value}`).join('\n'),
  }
}

/** Stores `files` in `form-uploads` and answers their ids; deletes them again if a later one fails. */
async function storeFiles(payload: Payload, files: FormFile[]): Promise<number[]> {
  const ids: number[] = []
  try {
    for (const { field, file, type } of files) {
      const data = Buffer.from(await file.arrayBuffer())
      const doc = await payload.create({
        collection: 'form-uploads',
        data: { field },
        file: {
          data,
          mimetype: UPLOAD_TYPES[type].mime,
          name: safeFileName(file.name || `${field}.${type}`),
          size: data.length,
        },
        overrideAccess: true,
        depth: 0,
      })
      ids.push(doc.id)
    }
  } catch (error) {
    await removeFiles(payload, ids)
    throw error
  }
  return ids
}

async function removeFiles(payload: Payload, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await payload
    .delete({ collection: 'form-uploads', where: { id: { in: ids } }, overrideAccess: true })
    .catch(() => undefined)
}

/**
 * Rate limit (429), find the form (404), validate (422), then store: 200 once the lead is in
 * contact-messages. Budgets as submitContact's. `raw` holds the posted fields (strings and
 * Files); the form is named by `formId`.
 */
export async function submitForm(
  payload: Payload,
  formId: unknown,
  raw: Record<string, unknown>,
  meta: SubmitMeta,
): Promise<FormSubmitResult> {
  const env = getEnv()
  const now = meta.now ?? Date.now()
  const ipHash = hashIp(meta.ip, env.PAYLOAD_SECRET)
  const blocked = await contactRetryAfter(ipHash)
  if (blocked > 0) return tooMany(blocked)
  const form = await findForm(payload, formId)
  if (!form) return { status: 404, body: { message: FORM_NOT_FOUND_MESSAGE } }
  const result = await validateForm(form.fields ?? [], raw)
  if (!result.ok) {
    const overRejected = await spendContactQuota(ipHash, 'rejected')
    return overRejected > 0 ? tooMany(overRejected) : { status: 422, body: result.errors }
  }
  const overAccepted = await spendContactQuota(ipHash, 'accepted')
  if (overAccepted > 0) return tooMany(overAccepted)
  const verdict = leadVerdict(raw, now, env.CONTACT_MIN_FILL_MS)
  let files: number[]
  try {
    // A bot's files are not kept.
    files = verdict.spam ? [] : await storeFiles(payload, result.files)
  } catch (error) {
    if (!isTransientDbError(error)) throw error
    return unavailable()
  }
  const columns = { ...leadColumns(form, result.answers), form: form.id, files }
  let stored: Awaited<ReturnType<typeof storeLead>>
  try {
    stored = await storeLead(payload, columns, { raw, meta, ipHash, now, verdict })
  } catch (error) {
    await removeFiles(payload, files)
    throw error
  }
  if (stored.status === 503) await removeFiles(payload, files)
  return stored.status === 200 ? { ...stored, form } : stored
}

'use server'

/**
 * Server action of a built form (the Form block): submitForm (src/server/forms/submit.ts),
 * reached with or without JavaScript (Next.js posts the form to the page and re-renders it
 * with the returned state). Next.js checks the Origin of action requests, which is this
 * path's anti-forgery protection, as for the contact form. A form whose confirmation is a
 * redirect sends the visitor there once the lead is stored.
 */
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { after } from 'next/server'

import { FORM_ID_FIELD } from '@/contracts/forms'
import { runNotifications } from '@/mail'
import { contactMeta } from '@/server/contact/meta'
import { submitForm } from '@/server/forms/submit'
import { getServerPayload } from '@/server/payload'

import type { BuiltFormState } from './form-state'

/** Form action: stores the answer as a lead and returns the new form state (never throws for bad input). */
export async function sendBuiltForm(previous: BuiltFormState, form: FormData): Promise<BuiltFormState> {
  const seq = (typeof previous?.seq === 'number' ? previous.seq : 0) + 1
  if (!(form instanceof FormData)) return { status: 'error', message: 'Invalid form post.', values: {}, seq }
  const raw: Record<string, unknown> = {}
  // First value of a repeated name wins, as for the contact form.
  for (const [key, value] of form.entries()) if (!(key in raw)) raw[key] = value
  const payload = await getServerPayload()
  const result = await submitForm(payload, raw[FORM_ID_FIELD], raw, contactMeta(await headers()))
  if (result.status === 200) {
    if (result.jobId !== null) after(() => runNotifications(payload))
    const url = result.form.confirmationType === 'redirect' ? result.form.redirect?.url : null
    if (url) redirect(url)
    return { status: 'success', values: {}, seq }
  }
  const values = Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  if (result.status === 422) return { status: 'error', errors: result.body, values, seq }
  return { status: 'error', message: result.body.message, values, seq }
}

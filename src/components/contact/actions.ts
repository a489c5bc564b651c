'use server'

/**
 * Server action of the 'Leave Message' form: the same submitContact as
 * api/save_contact, reached by the form with or without JavaScript (Next.js posts the
 * form to the page and re-renders it with the returned state). Next.js checks the
 * Origin of action requests, which is this path's anti-forgery protection.
 */
import { after } from 'next/server'
import { headers } from 'next/headers'

import { CONTACT_FIELDS } from '@/contracts/contact'
import { runNotifications } from '@/mail'
import { contactMeta } from '@/server/contact/meta'
import { submitContact } from '@/server/contact/submit'
import { getServerPayload } from '@/server/payload'

import type { ContactFormState } from './form-state'

/** Form action: stores the message and returns the new form state (never throws for bad input). */
export async function sendContactMessage(
  previous: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  // A hand-made action post may leave out either argument: an error state, not a 500.
  const seq = (typeof previous?.seq === 'number' ? previous.seq : 0) + 1
  if (!(form instanceof FormData)) return { status: 'error', message: 'Invalid form post.', values: {}, seq }
  const raw = Object.fromEntries(form.entries())
  const requestHeaders = await headers()
  const payload = await getServerPayload()
  const result = await submitContact(payload, raw, contactMeta(requestHeaders))
  if (result.status === 200) {
    if (result.jobId !== null) after(() => runNotifications(payload))
    return { status: 'success', message: result.body.message, values: {}, seq }
  }
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, typeof raw[f] === 'string' ? raw[f] : '']))
  if (result.status === 429 || result.status === 503)
    return { status: 'error', message: result.body.message, values, seq }
  return { status: 'error', errors: result.body, values, seq }
}

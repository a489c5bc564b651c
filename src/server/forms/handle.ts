import 'server-only'

/**
 * POST /api/forms/{id}/submit (docs/api.md, src/app/api/forms/[id]/submit/route.ts) as a plain
 * function of the request, so tests call it without a Next.js server: an answer to form `id` through the built forms'
 * pipeline (src/server/forms/submit.ts: budgets, validation, spam verdict, storage as a lead,
 * the notification job, attribution from the campaign cookie), for forms drawn without a client
 * island (a post's form, src/components/forms/PlainForm.tsx) and for API clients.
 *
 * Order: anti-forgery (419 unless the Origin, or without one the Referer, is this site, or the
 * X-XSRF-TOKEN header matches its cookie), body size and type (413/415, multipart, urlencoded or
 * JSON), then submitForm. A body with a same-site path in `return_to` (FORM_RETURN_FIELD) is a
 * browser's post (Post/Redirect/Get): every outcome is a 303, to the form's redirect after a
 * success when it has one, else to `return_to` with the answer in a signed cookie scoped to that
 * path (./answer-cookie.ts). Without it the answer is JSON: 200 `{ message }`, 422 messages by
 * field name, 404, 429 and 503 with Retry-After. Never a 5xx for bad input. `defer` runs work
 * after the response (Next's `after`), here the notification mail.
 */
import type { Payload } from 'payload'

import { HONEYPOT_FIELD, STARTED_FIELD, FORM_PAGE_FIELD } from '@/contracts/contact'
import { FORM_ID_FIELD, FORM_POST_LIMIT_BYTES, FORM_RETURN_FIELD } from '@/contracts/forms'
import { getEnv } from '@/env'
import { hasValidXsrf, xsrfMismatch } from '@/lib/xsrf'
import { runNotifications } from '@/mail'
import { readContactBody } from '@/server/contact/body'
import { contactMeta } from '@/server/contact/meta'

import { answerCookie, sealAnswer, type FormAnswerState } from './answer-cookie'
import { submitForm, type FormSubmitResult } from './submit'

export type FormHandleDeps = { payload: Payload; defer: (task: () => Promise<void>) => void }

const NO_STORE = { 'Cache-Control': 'no-store' }
/** Fields the form itself adds: never shown back as the visitor's input. */
const CONTROL_FIELDS = new Set([
  FORM_ID_FIELD,
  FORM_RETURN_FIELD,
  FORM_PAGE_FIELD,
  HONEYPOT_FIELD,
  STARTED_FIELD,
])
/** A path of this site: one leading slash, no scheme, query or fragment. */
const SAME_SITE_PATH = /^\/(?![/\\])[^\s?#\\]*$/

/** Whether `req` comes from a page of this site (see above). */
function fromThisSite(req: Request): boolean {
  if (hasValidXsrf(req)) return true
  const source = req.headers.get('origin') ?? req.headers.get('referer')
  const host = source ? URL.parse(source)?.host : undefined
  if (!host) return false
  return host === req.headers.get('host') || host === URL.parse(getEnv().SERVER_URL)?.host
}

/** The answer state a page shows for `result`, with the visitor's text answers of `raw`. */
function answerState(
  formId: number,
  result: FormSubmitResult,
  raw: Record<string, unknown>,
): FormAnswerState {
  if (result.status === 200) return { form: formId, status: 'success', values: {} }
  const values = Object.fromEntries(
    Object.entries(raw).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !CONTROL_FIELDS.has(entry[0]),
    ),
  )
  if (result.status === 422) return { form: formId, status: 'error', errors: result.body, values }
  return { form: formId, status: 'error', message: result.body.message, values }
}

/** The 303 of a browser's post (see above). */
function seeOther(formId: number, result: FormSubmitResult, raw: Record<string, unknown>, returnTo: string) {
  const redirect =
    result.status === 200 && result.form.confirmationType === 'redirect' ? result.form.redirect?.url : null
  if (redirect) return new Response(null, { status: 303, headers: { ...NO_STORE, Location: redirect } })
  const env = getEnv()
  const token = sealAnswer(answerState(formId, result, raw), env.PAYLOAD_SECRET)
  return new Response(null, {
    status: 303,
    headers: {
      ...NO_STORE,
      Location: `${returnTo}#post-form-${formId}`,
      'Set-Cookie': answerCookie(token, returnTo, env.SERVER_URL.startsWith('https:')),
    },
  })
}

/** The JSON answer for API clients (see above). */
function asJson(result: FormSubmitResult): Response {
  const headers: Record<string, string> = { ...NO_STORE }
  if ('retryAfter' in result) headers['Retry-After'] = String(result.retryAfter)
  return Response.json(result.body, { status: result.status, headers })
}

/** The route's answer to `request` for form `formId` (the path's segment); never throws for bad input. */
export async function handleFormSubmit(
  request: Request,
  formId: string,
  { payload, defer }: FormHandleDeps,
): Promise<Response> {
  if (!fromThisSite(request)) return xsrfMismatch()
  const body = await readContactBody(request, FORM_POST_LIMIT_BYTES)
  if (body.kind === 'too-large')
    return Response.json({ message: 'The form is too large.' }, { status: 413, headers: NO_STORE })
  if (body.kind === 'unsupported')
    return Response.json(
      { message: 'Send multipart/form-data, urlencoded or JSON.' },
      { status: 415, headers: NO_STORE },
    )
  const raw = body.fields
  const result = await submitForm(payload, formId, raw, contactMeta(request.headers))
  if (result.status === 200 && result.jobId !== null) defer(() => runNotifications(payload))
  const returnTo = raw[FORM_RETURN_FIELD]
  if (typeof returnTo === 'string' && SAME_SITE_PATH.test(returnTo) && result.status !== 404)
    return seeOther(Number(formId), result, raw, returnTo)
  return asJson(result)
}

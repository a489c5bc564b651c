import 'server-only'

/**
 * POST api/save_contact (docs/api.md) as a plain function of the request, so tests
 * call it without a Next.js server. Order: anti-forgery (419), body size and type
 * (413/415), then submitContact (429/422/503/200). `defer` runs work after the response
 * (Next's `after`), here the notification mail.
 */
import type { Payload } from 'payload'

import { hasValidXsrf, xsrfMismatch } from '@/lib/xsrf'

import { runNotifications } from '@/mail'

import { readContactBody } from './body'
import { contactMeta } from './meta'
import { submitContact } from './submit'

export type HandleDeps = { payload: Payload; defer: (task: () => Promise<void>) => void }

const NO_STORE = { 'Cache-Control': 'no-store' }

/** The route's answer to `request`; never throws for bad input (a storage failure does throw). */
export async function handleSaveContact(request: Request, { payload, defer }: HandleDeps): Promise<Response> {
  if (!hasValidXsrf(request)) return xsrfMismatch()
  const body = await readContactBody(request)
  if (body.kind === 'too-large')
    return Response.json({ message: 'The message is too large.' }, { status: 413, headers: NO_STORE })
  if (body.kind === 'unsupported') {
    return Response.json(
      { message: 'Send multipart/form-data, urlencoded or JSON.' },
      { status: 415, headers: NO_STORE },
    )
  }
  const result = await submitContact(payload, body.fields, contactMeta(request.headers))
  if (result.status === 429 || result.status === 503) {
    return Response.json(result.body, {
      status: result.status,
      headers: { ...NO_STORE, 'Retry-After': String(result.retryAfter) },
    })
  }
  if (result.status === 200 && result.jobId !== null) defer(() => runNotifications(payload))
  return Response.json(result.body, { status: result.status, headers: NO_STORE })
}

import 'server-only'

/**
 * The answer to a form posted without an island (a post's form), carried across its 303 to the
 * page that shows it (Post/Redirect/Get): a short-lived cookie, scoped to that page's path,
 * HttpOnly, holding the form's id, the outcome, the per-field messages and the visitor's text
 * answers (never a file), deflated and signed with HMAC-SHA256 under a key derived for this use.
 * A token that is forged, altered, expired or malformed opens as null. Answers too long for a
 * cookie lose their longest values first; the messages are always kept.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { deflateRawSync, inflateRawSync } from 'node:zlib'

import { deriveKey } from '@/lib/derived-keys'

/** Name of the cookie. */
export const FORM_ANSWER_COOKIE = 'form-answer'
/** How long the answer can be shown (seconds). */
export const FORM_ANSWER_MAX_AGE_S = 5 * 60
/** Longest token kept (characters), under the 4 KB browsers keep of one cookie. */
const MAX_TOKEN_CHARS = 3500

/** What the page shows of an answer to form `form`. */
export type FormAnswerState = {
  form: number
  status: 'success' | 'error'
  /** The one text of a refusal that concerns no field (rate limit, unknown form). */
  message?: string
  errors?: Record<string, string>
  values: Record<string, string>
}

const sign = (body: string, secret: string) =>
  createHmac('sha256', deriveKey(secret, 'form-answer')).update(body).digest('base64url')

function seal(state: FormAnswerState, secret: string, expiresAt: number): string {
  const body = deflateRawSync(JSON.stringify({ ...state, exp: expiresAt })).toString('base64url')
  return `${body}.${sign(body, secret)}`
}

/** The token of `state`, valid until `now` + FORM_ANSWER_MAX_AGE_S. */
export function sealAnswer(state: FormAnswerState, secret: string, now = Date.now()): string {
  const expiresAt = now + FORM_ANSWER_MAX_AGE_S * 1000
  const values = { ...state.values }
  let token = seal({ ...state, values }, secret, expiresAt)
  const longestFirst = Object.keys(values).sort((a, b) => values[b]!.length - values[a]!.length)
  for (const name of longestFirst) {
    if (token.length <= MAX_TOKEN_CHARS) break
    delete values[name]
    token = seal({ ...state, values }, secret, expiresAt)
  }
  return token
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string')

/** The state `token` holds, or null (see above). */
export function openAnswer(
  token: string | undefined,
  secret: string,
  now = Date.now(),
): FormAnswerState | null {
  const [body, signature, extra] = (token ?? '').split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(inflateRawSync(Buffer.from(body, 'base64url')).toString('utf8')) as Record<
      string,
      unknown
    >
  } catch {
    return null
  }
  const { form, status, message, errors, values, exp } = parsed
  if (typeof exp !== 'number' || exp < now || typeof form !== 'number') return null
  if ((status !== 'success' && status !== 'error') || !isTextRecord(values)) return null
  if (errors !== undefined && !isTextRecord(errors)) return null
  return {
    form,
    status,
    values,
    ...(typeof message === 'string' ? { message } : {}),
    ...(errors ? { errors } : {}),
  }
}

/** The Set-Cookie value carrying `token` to the page at `path` (Secure over https). */
export function answerCookie(token: string, path: string, https: boolean): string {
  const cookie = `${FORM_ANSWER_COOKIE}=${token}; Path=${path}; Max-Age=${FORM_ANSWER_MAX_AGE_S}; HttpOnly; SameSite=Lax`
  return https ? `${cookie}; Secure` : cookie
}

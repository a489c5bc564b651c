import 'server-only'

/**
 * PayPal REST calls over `fetch`, pointed at PAYPAL_API_BASE so tests use a
 * local stand-in. Each call gets an OAuth 2 access token (POST /v1/oauth2/token, client
 * credentials, cached until shortly before `expires_in`) and a timeout. PayPal may invalidate
 * a token sooner (revoked, the app's credentials rotated): it then answers 401 (`invalid_token`),
 * and the call drops the token, gets a new one and is sent once more. A 401 means PayPal did
 * nothing, so even a POST is safe to repeat.
 *
 * Errors: `PayPalError` for an HTTP error (with PayPal's `details[0].issue`), a timeout
 * or a network failure; `status` 0 means no answer.
 */
import type { PayPalErrorBody } from './paypal-types'

/** Longest wait for one PayPal answer (ms): the browser's button waits on us meanwhile. */
export const PAYPAL_TIMEOUT_MS = 10_000

export type PayPalConfig = {
  apiBase: string
  clientId: string
  clientSecret: string
  webhookId?: string
  timeoutMs?: number
}

/** A failed PayPal call: HTTP status (0 = timeout or network), PayPal's issue code when given. */
export class PayPalError extends Error {
  override name = 'PayPalError'
  constructor(
    message: string,
    readonly status: number,
    readonly issue?: string,
  ) {
    super(message)
  }
}

const tokens = new Map<string, { token: string; expiresAt: number }>()

async function send(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' })
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError'
    throw new PayPalError(
      timedOut
        ? `PayPal did not answer within ${timeoutMs} ms`
        : `PayPal unreachable: ${(error as Error).message}`,
      0,
    )
  }
}

async function failure(response: Response, what: string): Promise<PayPalError> {
  const body = (await response.json().catch(() => ({}))) as PayPalErrorBody
  const issue = body.details?.[0]?.issue
  return new PayPalError(
    `${what}: HTTP ${response.status} ${issue ?? body.name ?? body.error ?? ''} ${body.debug_id ?? ''}`.trim(),
    response.status,
    issue,
  )
}

const tokenKey = (config: PayPalConfig) => `${config.apiBase}|${config.clientId}`

/** Forgets `token` of `config`, unless a concurrent call has already replaced it. */
function dropToken(config: PayPalConfig, token: string): void {
  if (tokens.get(tokenKey(config))?.token === token) tokens.delete(tokenKey(config))
}

/** Bearer token from POST /v1/oauth2/token (grant_type=client_credentials). */
async function accessToken(config: PayPalConfig): Promise<string> {
  const key = tokenKey(config)
  const cached = tokens.get(key)
  if (cached && cached.expiresAt > Date.now()) return cached.token
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')
  const response = await send(
    `${config.apiBase}/v1/oauth2/token`,
    {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    },
    config.timeoutMs ?? PAYPAL_TIMEOUT_MS,
  )
  if (!response.ok) throw await failure(response, 'PayPal token')
  const body = (await response.json()) as { access_token: string; expires_in: number }
  // Renew a minute early so a token never expires between here and PayPal.
  tokens.set(key, {
    token: body.access_token,
    expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000,
  })
  return body.access_token
}

/**
 * An authenticated JSON call to `path`; resolves with the parsed body of a 2xx answer. A 401
 * drops the cached token and sends the call once more with a new one.
 */
export async function callPayPal<T>(
  config: PayPalConfig,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  requestId?: string,
): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (requestId) headers['PayPal-Request-Id'] = requestId
  if (method === 'POST') headers.Prefer = 'return=representation'
  const sendWith = (token: string) =>
    send(
      `${config.apiBase}${path}`,
      {
        method,
        headers: { ...headers, Authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      config.timeoutMs ?? PAYPAL_TIMEOUT_MS,
    )
  const token = await accessToken(config)
  let response = await sendWith(token)
  if (response.status === 401) {
    await response.body?.cancel()
    dropToken(config, token)
    response = await sendWith(await accessToken(config))
  }
  if (!response.ok) throw await failure(response, `PayPal ${method} ${path}`)
  return (await response.json()) as T
}

/**
 * Calls `call`, and once more when PayPal gave no answer at all (timeout or network). Only
 * for calls that are safe to repeat: GETs, and POSTs with the same PayPal-Request-Id.
 */
export async function withOneRetry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof PayPalError && error.status === 0) return call()
    throw error
  }
}

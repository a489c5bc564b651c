/**
 * Per-address limit on sign-in attempts (REST and GraphQL `login`, and `forgot-password`),
 * on top of the per-account lockout of ./auth.ts: SIGN_IN_RATE_LIMIT attempts per
 * SIGN_IN_WINDOW_S from one client address, then 429 with Retry-After (TooManySignIns) until
 * the window frees one. A successful sign-in clears the address's count. The account lockout
 * allows MAX_LOGIN_ATTEMPTS bad passwords, several times this limit, so a stranger who knows
 * the admin's e-mail needs that many addresses to lock the account. The local API (scripts, tests) is not limited.
 * SIGN_IN_RATE_LIMIT=0 turns the limit off. In memory, or shared by every instance in Redis
 * with REDIS_URL (src/infra/rate-limit.ts).
 */
import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { getEnv } from '@/env'
import { forgetKey, limiterFor, spendPoint } from '@/infra/rate-limit'
import { clientIp, hashIp } from '@/lib/client'

/** Window of SIGN_IN_RATE_LIMIT (seconds). */
export const SIGN_IN_WINDOW_S = 15 * 60

/** The process's sign-in limiter (one for every bundle), or null when the limit is off. */
function getLimiter(): RateLimiterAbstract | null {
  const points = getEnv().SIGN_IN_RATE_LIMIT
  return points > 0 ? limiterFor('sign-in', { points, duration: SIGN_IN_WINDOW_S }) : null
}

/** The limiter key of the request's client (keyed hash of its address). */
function clientKey(headers: Headers): string {
  const env = getEnv()
  return hashIp(clientIp(headers, env.TRUST_PROXY), env.PAYLOAD_SECRET)
}

/**
 * The 429 of a client over the limit, answered by Payload as
 * `{"errors": [{"message": "Too many sign-in attempts…", "data": {"retryAfter": <seconds>}}]}`
 * with `Retry-After: <seconds>`, like the contact and order limits. The name is set here:
 * Payload's APIError takes it from its class, which a production build leaves anonymous, and
 * Payload answers an error without a name "An unknown error occurred.".
 */
export class TooManySignIns extends APIError<{ retryAfter: number }> {
  override name = 'TooManySignIns'
  constructor(retryAfter: number) {
    super(
      `Too many sign-in attempts from this address. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
      429,
      { retryAfter },
      true,
    )
  }
}

/** Spends one attempt of the client before Payload checks the password (or looks the account up). */
export const limitSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const active = getLimiter()
  if (!active || req.payloadAPI === 'local') return args
  const retryAfter = await spendPoint(active, clientKey(req.headers))
  if (retryAfter > 0) {
    // Payload's error answer keeps the headers of req.responseHeaders.
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('Retry-After', String(retryAfter))
    throw new TooManySignIns(retryAfter)
  }
  return args
}

/** A successful sign-in clears the client's count. */
export const resetSignInLimit: CollectionAfterLoginHook = async ({ req }) => {
  const active = getLimiter()
  if (active && req.payloadAPI !== 'local') await forgetKey(active, clientKey(req.headers))
}

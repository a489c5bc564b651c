import type { IncomingAuthType } from 'payload'

import { getEnv } from '@/env'

/**
 * Failed logins before an account is locked, and for how long (brute force). Five
 * times the default per-address limit (./sign-in-limit.ts): locking an account takes five
 * addresses, so a stranger cannot keep the admin out from one.
 */
export const MAX_LOGIN_ATTEMPTS = 25
export const LOCK_TIME_MS = 10 * 60 * 1000

/**
 * Payload auth options of `users`: lockout after
 * MAX_LOGIN_ATTEMPTS bad passwords for LOCK_TIME_MS, and the session cookie `HttpOnly`
 * (always, Payload's), `SameSite=Lax` and `Secure` when the site is served over https
 * (SERVER_URL). Lax, not Strict: a link from an e-mail to /admin still finds the session.
 */
export function usersAuth(serverUrl: string = getEnv().SERVER_URL): IncomingAuthType {
  return {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    cookies: { sameSite: 'Lax', secure: serverUrl.startsWith('https:') },
  }
}

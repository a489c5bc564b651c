/**
 * Token that authorises POST /api/internal/revalidate: HMAC-SHA256 (hex) under the
 * `revalidate` key derived from PAYLOAD_SECRET (./derived-keys.ts), never the secret itself.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { deriveKey } from './derived-keys'

/** The token for `secret` (PAYLOAD_SECRET). */
export function revalidateToken(secret: string): string {
  return createHmac('sha256', deriveKey(secret, 'revalidate')).update('revalidate-all').digest('hex')
}

/** Constant-time comparison of two tokens. */
export function tokensMatch(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Asks the site's server at `origin` (e.g. http://127.0.0.1:3000) to expire every content tag
 * and empty every instance's page cache (`POST /api/internal/revalidate`). Resolves to whether
 * it answered 2xx; false when it answered otherwise or nothing listens. Never throws.
 */
export async function askServerToExpire(origin: string, secret: string): Promise<boolean> {
  const response = await fetch(`${origin}/api/internal/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-token': revalidateToken(secret) },
  }).catch(() => null)
  return response?.ok === true
}

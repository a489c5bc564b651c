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

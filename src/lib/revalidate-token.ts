/** Token that authorises POST /api/internal/revalidate, derived from PAYLOAD_SECRET (HMAC-SHA256, hex). */
import { createHmac, timingSafeEqual } from 'node:crypto'

export function revalidateToken(secret: string): string {
  return createHmac('sha256', secret).update('revalidate-all').digest('hex')
}

/** Constant-time comparison of two tokens. */
export function tokensMatch(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

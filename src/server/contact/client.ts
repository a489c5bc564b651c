import 'server-only'

/**
 * Who sent a request, for the rate limit and the stored IP hash.
 *
 * `next start` gives route handlers no socket address; it writes the peer address into
 * X-Forwarded-For only when the request has none. So with TRUST_PROXY=0 (no proxy) the
 * right-most entry is used: the peer address for honest clients. With TRUST_PROXY=n the
 * n-th entry from the right is used: the address the outermost trusted proxy saw.
 */
import { createHmac } from 'node:crypto'

/** Client IP from X-Forwarded-For as described above; 'unknown' when absent. */
export function clientIp(headers: Headers, trustedHops: number): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  if (!entries.length) return 'unknown'
  const index = Math.max(0, entries.length - Math.max(1, trustedHops))
  return entries[index]!.slice(0, 64)
}

/** Keyed hash of an IP (hex): recognises repeat senders without storing the address. */
export function hashIp(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(`ip:${ip}`).digest('hex').slice(0, 32)
}

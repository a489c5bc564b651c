/**
 * Who sent a request, for the rate limit and the stored IP hash.
 *
 * Route handlers get no socket address, so the site's server writes X-Forwarded-For itself
 * (src/edge/forwarded-for.ts): with TRUST_PROXY=0 it is the socket's peer address, whatever
 * the request said, and the right-most (only) entry is used. With TRUST_PROXY=n the n-th
 * entry from the right is used: the address the outermost trusted proxy saw.
 */
import { createHmac } from 'node:crypto'

import { deriveKey } from '@/lib/derived-keys'

/** Client IP from X-Forwarded-For as described above; 'unknown' when absent. */
export function clientIp(headers: Headers, trustedHops: number): string {
  return clientIpOf(headers.get('x-forwarded-for'), trustedHops)
}

/** Client IP from an X-Forwarded-For value, as clientIp; 'unknown' when absent. */
export function clientIpOf(forwardedFor: string | null | undefined, trustedHops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  if (!entries.length) return 'unknown'
  const index = Math.max(0, entries.length - Math.max(1, trustedHops))
  return entries[index]!.slice(0, 64)
}

/**
 * Keyed hash of an IP (32 hex characters): recognises repeat senders without storing the
 * address. Keyed with the `ip-hash` key derived from `secret` (PAYLOAD_SECRET).
 */
export function hashIp(ip: string, secret: string): string {
  return createHmac('sha256', deriveKey(secret, 'ip-hash')).update(`ip:${ip}`).digest('hex').slice(0, 32)
}

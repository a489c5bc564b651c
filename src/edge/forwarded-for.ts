/**
 * The client address Next's route handlers see (`X-Forwarded-For`), written from the socket:
 * Next gives handlers no socket address and keeps a header the visitor sent, who could then
 * escape every per-IP limit. `trustedHops` 0 (no proxy): the header becomes the peer address;
 * n > 0: the trusted proxies' header is kept (src/lib/client.ts reads its n-th entry from the
 * right), or the peer address when there is none.
 */
import type { IncomingMessage } from 'node:http'

import { clientIpOf } from '@/lib/client'

/** Rewrites `req`'s X-Forwarded-For as described above; IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as plain IPv4. */
export function setForwardedFor(req: IncomingMessage, trustedHops: number): void {
  if (trustedHops > 0 && req.headers['x-forwarded-for']) return
  req.headers['x-forwarded-for'] = peerAddress(req)
}

/** The socket's peer address of `req`, IPv4-mapped IPv6 as plain IPv4; 'unknown' when gone. */
export function peerAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? 'unknown'
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}

/** The client address of `req` as Next's handlers read it once this step ran (src/lib/client.ts), whether it ran or not. */
export function clientAddress(req: IncomingMessage, trustedHops: number): string {
  const forwarded = req.headers['x-forwarded-for']
  return trustedHops > 0 && typeof forwarded === 'string' && forwarded
    ? clientIpOf(forwarded, trustedHops)
    : peerAddress(req)
}

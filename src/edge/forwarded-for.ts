/**
 * The client address Next's route handlers see (`X-Forwarded-For`), written from the socket:
 * Next gives handlers no socket address and keeps a header the visitor sent, who could then
 * escape every per-IP limit. `trustedHops` 0 (no proxy): the header becomes the peer address;
 * n > 0: the trusted proxies' header is kept (src/lib/client.ts reads its n-th entry from the
 * right), or the peer address when there is none.
 */
import type { IncomingMessage } from 'node:http'

/** Rewrites `req`'s X-Forwarded-For as described above; IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as plain IPv4. */
export function setForwardedFor(req: IncomingMessage, trustedHops: number): void {
  if (trustedHops > 0 && req.headers['x-forwarded-for']) return
  const address = req.socket.remoteAddress ?? 'unknown'
  req.headers['x-forwarded-for'] =
    address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}

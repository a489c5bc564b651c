/**
 * The client address Next's route handlers see (`X-Forwarded-For`), written by the site's
 * server from the socket before Next reads the request, because `next start` gives handlers
 * no socket address and only fills the header in when it is missing, so a visitor could
 * otherwise name any address (and escape every per-IP limit).
 *
 * - `trustedHops` 0 (no proxy): the header becomes the socket's peer address, whatever the
 *   request said.
 * - `trustedHops` n > 0: the header the trusted proxies wrote is kept (src/lib/client.ts
 *   reads its n-th entry from the right); a request without one gets the peer address.
 */
import type { IncomingMessage } from 'node:http'

/** The peer address of `req`'s socket; IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as plain IPv4. */
export function peerAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? 'unknown'
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}

/** Rewrites `req`'s X-Forwarded-For as described above. */
export function setForwardedFor(req: IncomingMessage, trustedHops: number): void {
  if (trustedHops > 0 && req.headers['x-forwarded-for']) return
  req.headers['x-forwarded-for'] = peerAddress(req)
}

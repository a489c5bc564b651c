/**
 * Separate keys for separate uses, all derived from PAYLOAD_SECRET with HKDF-SHA256
 * (RFC 5869), so that learning or misusing one (a revalidation token in a log, the key of a
 * stored IP hash) gives nothing toward another (Payload's session signing). Pure.
 */
import { hkdfSync } from 'node:crypto'

/** What a key is for; each purpose gives an unrelated key. */
export type KeyPurpose = 'sessions' | 'revalidate' | 'ip-hash'

const SALT = 'agency-site/v1'

/** The 32-byte key for `purpose`, as 64 hex characters. */
export function deriveKey(secret: string, purpose: KeyPurpose): string {
  return Buffer.from(hkdfSync('sha256', secret, SALT, purpose, 32)).toString('hex')
}

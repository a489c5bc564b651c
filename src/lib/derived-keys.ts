/**
 * Separate keys for separate uses, all derived from PAYLOAD_SECRET with HKDF-SHA256
 * (RFC 5869), so that learning or misusing one (a revalidation token in a log, the key of a
 * stored IP hash) gives nothing toward another (Payload's session signing). Pure.
 */
import { hkdfSync } from 'node:crypto'

/** What a key is for; each purpose gives an unrelated key. */
export type KeyPurpose = 'sessions' | 'revalidate' | 'ip-hash' | 'server-actions' | 'form-answer'

const SALT = 'agency-site/v1'

/** The 32-byte key for `purpose`, as 64 hex characters. */
export function deriveKey(secret: string, purpose: KeyPurpose): string {
  return Buffer.from(hkdfSync('sha256', secret, SALT, purpose, 32)).toString('hex')
}

/**
 * Next's Server Actions key (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: a raw AES-256 key in base64,
 * as Next's encryption-utils read it) derived from the secret, so that instances sharing
 * PAYLOAD_SECRET share it even when each built the site itself: Next salts the action ids with
 * it at build time and encrypts the actions' bound values with it at run time.
 */
export function serverActionsKey(secret: string): string {
  return Buffer.from(deriveKey(secret, 'server-actions'), 'hex').toString('base64')
}

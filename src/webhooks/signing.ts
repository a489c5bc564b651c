/**
 * Standard Webhooks signing (https://www.standardwebhooks.com), with the spec's reference
 * package: `webhook-signature` is `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` under the
 * secret's key. Secrets are `whsec_` + base64 of 32 random bytes, as the spec recommends.
 */
import { randomBytes } from 'node:crypto'

import { Webhook } from 'standardwebhooks'

const SECRET_PREFIX = 'whsec_'

/** Context key of a webhooks read that needs the secret itself, not its mask (src/collections/Webhooks/secret.ts). */
export const REVEAL_SECRET = 'revealWebhookSecret'

/** A new secret: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = (): string => SECRET_PREFIX + randomBytes(32).toString('base64')

/** Whether `value` is a usable secret: `whsec_` + base64 of 24 to 64 bytes. */
export function isWebhookSecret(value: string): boolean {
  if (!value.startsWith(SECRET_PREFIX)) return false
  const key = value.slice(SECRET_PREFIX.length)
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(key) || key.length % 4 !== 0) return false
  const bytes = Buffer.from(key, 'base64').length
  return bytes >= 24 && bytes <= 64
}

/** The three Standard Webhooks headers for `body` sent as message `id` at `at`. */
export type SignedHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string }

/** Signs `body` (the exact bytes sent) as message `id` at time `at` with `secret` (`whsec_…`). */
export function signWebhook(secret: string, id: string, at: Date, body: string): SignedHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  }
}

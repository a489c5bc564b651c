import type { FieldHook, TextFieldSingleValidation } from 'payload'

import { isWebhookSecret, newWebhookSecret, REVEAL_SECRET } from '@/webhooks'

/**
 * The signing secret of a webhook, readable once: the create form shows a new secret (its
 * default value) for the admin to copy; every read after that, REST and admin alike, gets a
 * mask (`whsec_…` + its last 4 characters). Only the server's own reads that set
 * REVEAL_SECRET in their context (the delivery task) get the secret itself.
 *
 * Saving the mask back (the admin form of an existing webhook, a PATCH of other fields) keeps
 * the stored secret; a new `whsec_…` value replaces it.
 */

const MASK_PREFIX = 'whsec_…'

/** The mask shown instead of `secret`. */
export const maskSecret = (secret: string): string => `${MASK_PREFIX}${secret.slice(-4)}`

const isMask = (value: unknown): boolean => typeof value === 'string' && value.startsWith(MASK_PREFIX)

/** afterRead: the mask, unless the read asked for the secret. */
export const hideSecret: FieldHook = ({ value, context }) =>
  context[REVEAL_SECRET] === true || typeof value !== 'string' || !value ? value : maskSecret(value)

/**
 * beforeValidate and beforeChange: a mask or nothing keeps the stored secret (read from the
 * database without hooks); a create without one gets a new one.
 */
export const keepSecret: FieldHook = async ({ value, originalDoc, req, operation }) => {
  if (typeof value === 'string' && value && !isMask(value)) return value
  const id = (originalDoc as { id?: number } | undefined)?.id
  if (operation === 'update' && id !== undefined) {
    const stored = await req.payload.db.findOne<{ id: number; secret?: string | null }>({
      collection: 'webhooks',
      where: { id: { equals: id } },
      req,
    })
    if (stored?.secret) return stored.secret
  }
  return newWebhookSecret()
}

/** A secret in the Standard Webhooks form, or the mask of the stored one. */
export const validateSecret: TextFieldSingleValidation = (value) =>
  !value ||
  isMask(value) ||
  isWebhookSecret(value) ||
  'A secret is whsec_ followed by base64 of 24 to 64 bytes (openssl rand -base64 32).'

/** The new secret the create form shows. */
export const secretDefault = (): string => newWebhookSecret()

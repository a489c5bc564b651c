/** Collection labels as the admin shows them, for messages and lists written on the server. */
import type { CollectionSlug, Payload } from 'payload'

/** The singular label of collection `slug` ("Case study") when it is a plain string, else its slug. */
export function singularLabel(payload: Payload, slug: string): string {
  const label = payload.collections[slug as CollectionSlug]?.config.labels.singular
  return typeof label === 'string' ? label : slug
}

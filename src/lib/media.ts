import type { Media } from '@/payload-types'

/** A populated media document, or null when the relation is missing or not populated. */
export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

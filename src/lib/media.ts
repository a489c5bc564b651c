import type { Media } from '@/payload-types'

/** A populated media document, or null when the relation is missing or not populated. */
export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

/**
 * The CSS `object-position` ("x% y%") that keeps a media's focal point in view when its
 * picture is cropped (object-fit: cover). `focalX`/`focalY` are percentages of the image's
 * width and height (0-100, Payload's upload focal point); undefined when either is missing,
 * so the element keeps its stylesheet's position.
 */
export function focalPosition(media: Pick<Media, 'focalX' | 'focalY'>): string | undefined {
  const { focalX, focalY } = media
  if (typeof focalX !== 'number' || typeof focalY !== 'number') return undefined
  if (!Number.isFinite(focalX) || !Number.isFinite(focalY)) return undefined
  const clamp = (value: number) => Math.min(100, Math.max(0, value))
  return `${clamp(focalX)}% ${clamp(focalY)}%`
}

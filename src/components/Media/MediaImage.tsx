/**
 * Renders a Payload media document through next/image with its intrinsic size, so the
 * browser reserves space (no layout shift). `size` picks one of the media image sizes
 * (src/collections/Media) and falls back to the original.
 * An image shown at a fixed CSS width (a logo) passes `fixedWidth` (CSS px) instead of
 * `sizes`: its srcset is then two candidates (1x, 2x) instead of every configured width.
 */
import Image from 'next/image'

import type { Media } from '@/payload-types'

type SizeName = keyof NonNullable<Media['sizes']>

type Props = {
  media: number | Media | null | undefined
  size?: SizeName
  sizes?: string
  /** Width in CSS px the image is always shown at; the height follows the aspect ratio. */
  fixedWidth?: number
  priority?: boolean
  className?: string
  /** Overrides the media alt text (e.g. a card's own alt field). */
  alt?: string
}

/** A populated media document, or null when the relation is missing or not populated. */
export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

export function MediaImage({ media, size, sizes, fixedWidth, priority, className, alt }: Props) {
  const doc = asMedia(media)
  if (!doc) return null
  const variant = size ? doc.sizes?.[size] : undefined
  const src = variant?.url ?? doc.url
  const intrinsicWidth = variant?.width ?? doc.width
  const intrinsicHeight = variant?.height ?? doc.height
  if (!src || !intrinsicWidth || !intrinsicHeight) return null
  const width = fixedWidth ?? intrinsicWidth
  const height = fixedWidth ? Math.round((fixedWidth * intrinsicHeight) / intrinsicWidth) : intrinsicHeight
  return (
    <Image
      src={src}
      width={width}
      height={height}
      alt={alt ?? doc.alt}
      sizes={fixedWidth ? undefined : sizes}
      priority={priority}
      // next/image 16 preloads a priority image but no longer marks the <img> itself.
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}

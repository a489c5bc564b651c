/**
 * Renders a Payload media document through next/image with its intrinsic size, so the
 * browser reserves space (no layout shift). `size` picks one of the media image sizes
 * (src/collections/Media) and falls back to the original.
 */
import Image from 'next/image'

import type { Media } from '@/payload-types'

type SizeName = keyof NonNullable<Media['sizes']>

type Props = {
  media: number | Media | null | undefined
  size?: SizeName
  sizes?: string
  priority?: boolean
  className?: string
  /** Overrides the media alt text (e.g. a card's own alt field). */
  alt?: string
}

/** A populated media document, or null when the relation is missing or not populated. */
export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

export function MediaImage({ media, size, sizes, priority, className, alt }: Props) {
  const doc = asMedia(media)
  if (!doc) return null
  const variant = size ? doc.sizes?.[size] : undefined
  const src = variant?.url ?? doc.url
  const width = variant?.width ?? doc.width
  const height = variant?.height ?? doc.height
  if (!src || !width || !height) return null
  return (
    <Image
      src={src}
      width={width}
      height={height}
      alt={alt ?? doc.alt}
      sizes={sizes}
      priority={priority}
      // next/image 16 preloads a priority image but no longer marks the <img> itself.
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}

/**
 * Renders a Payload media document through Next's image optimizer with its intrinsic size, so
 * the browser reserves space (no layout shift). `size` picks one of the media image sizes
 * (src/collections/Media) and falls back to the original.
 * An image shown at a fixed CSS width (a logo) passes `fixedWidth` (CSS px) instead of
 * `sizes`: its srcset is then two candidates (1x, 2x) instead of every configured width.
 *
 * A plain <img> from `getImageProps` rather than the <Image> component: the markup is the
 * same, but <Image> is a client component, so every page shipped and hydrated its code
 * (JavaScript before the largest paint) for images that never change in the
 * browser. A `priority` image is preloaded here as <Image> does (react-dom's
 * `preload`, which a server component may call: it becomes a <link rel="preload"> in <head>).
 *
 * A media with a focal point is placed by it (an inline `object-position`, src/lib/media.ts):
 * wherever its slot crops it (object-fit: cover), the crop keeps that point in view at every
 * width. Without one the stylesheet's position applies. The CSP allows style attributes.
 */
import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { asMedia, focalPosition } from '@/lib/media'
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
  const objectPosition = focalPosition(doc)
  const { props } = getImageProps({
    src,
    width,
    height,
    alt: alt ?? doc.alt,
    sizes: fixedWidth ? undefined : sizes,
    preload: priority,
    // Next 16 preloads a priority image but no longer marks the <img> itself.
    fetchPriority: priority ? 'high' : undefined,
    className,
    style: objectPosition ? { objectPosition } : undefined,
  })
  if (priority)
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  // The <img> that <Image> would render, without its client code (see above).
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />
}

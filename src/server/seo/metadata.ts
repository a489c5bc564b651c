import 'server-only'

/**
 * Page metadata: title, description, canonical URL, Open Graph and Twitter card
 * of one public page. What an editor set in the SEO global (src/globals/Seo) wins; else
 * the defaults the page derives from its content. URLs are relative here and made
 * absolute by the layout's `metadataBase` (SERVER_URL).
 */
import type { Metadata } from 'next'

import { asMedia } from '@/lib/media'
import { getBanners, getSeo, getSettings } from '@/server/data'
import type { Media } from '@/payload-types'

import type { SeoPageKey } from '@/contracts/seo-pages'
import { truncate } from './plain-text'

export type PageMetaInput = {
  /** Entry of the SEO global whose fields override the defaults, if any. */
  key?: SeoPageKey
  /** Canonical path, e.g. "/services". */
  path: string
  /** Default title, without the site name (added after ' | '). */
  title: string
  /** Default description (cut to 160 characters). */
  description: string
  /** Share image used when the editor set none (before the global default). */
  image?: number | Media | null
  /** The title is complete: no ' | site name' suffix (home page). */
  absoluteTitle?: boolean
  /** The document's own SEO fields (a post's `meta` group); they win as the SEO global's do. */
  meta?: { title?: string | null; description?: string | null; image?: number | Media | null } | null
  /** An article (a blog post): Open Graph type `article` with these details. */
  article?: {
    publishedTime?: string | null
    modifiedTime?: string | null
    author?: string | null
    section?: string
  }
}

/** The 1200x630 'og' size of the first usable media, else its original. */
function shareImage(candidates: (number | Media | null | undefined)[]) {
  for (const candidate of candidates) {
    const media = asMedia(candidate)
    if (!media) continue
    const og = media.sizes?.og
    if (og?.url && og.width && og.height)
      return { url: og.url, width: og.width, height: og.height, alt: media.alt }
    if (media.url)
      return {
        url: media.url,
        width: media.width ?? undefined,
        height: media.height ?? undefined,
        alt: media.alt,
      }
  }
  return undefined
}

/** Metadata of one page; see `PageMetaInput`. */
export async function pageMetadata(input: PageMetaInput): Promise<Metadata> {
  const [seo, settings, banners] = await Promise.all([getSeo(), getSettings(), getBanners()])
  const own = input.meta ?? (input.key ? seo[input.key] : undefined)
  const baseTitle = own?.title || input.title
  const title = input.absoluteTitle || own?.title ? baseTitle : `${baseTitle} | ${settings.site_name}`
  const description = own?.description || truncate(input.description)
  const image = shareImage([own?.image, input.image, seo.default_image, banners[0]?.banner_image])
  const images = image ? [image] : undefined
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: input.path },
    openGraph: {
      ...(input.article
        ? {
            type: 'article',
            publishedTime: input.article.publishedTime ?? undefined,
            modifiedTime: input.article.modifiedTime ?? undefined,
            authors: input.article.author ? [input.article.author] : undefined,
            section: input.article.section,
          }
        : { type: 'website' }),
      locale: 'en_US',
      url: input.path,
      siteName: settings.site_name,
      title,
      description,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  }
}

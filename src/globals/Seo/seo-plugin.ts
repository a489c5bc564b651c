/**
 * @payloadcms/plugin-seo wired for the site: its field builders (counters and a search-result
 * preview while editing) are used directly (src/fields/seo.ts and the SEO
 * global), and the plugin itself only for its admin translations and two of its "generate"
 * endpoints, for the documents with their own page (`SEO_PREVIEW_COLLECTIONS`):
 * - `POST /api/plugin-seo/generate-url` (the preview's address): the document's public URL;
 * - `POST /api/plugin-seo/generate-image` (the share image's *Auto-generate*): the image the
 *   page uses as og:image when the field is empty (src/server/seo/metadata.ts).
 * No title or description is generated (empty fields take the defaults made from page
 * content). Both endpoints need a signed-in admin user who may read the document.
 */
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { GenerateImage, GenerateURL } from '@payloadcms/plugin-seo/types'
import type { Plugin } from 'payload'

import { getEnv } from '@/env'
import { postPath } from '@/lib/blog'
import { caseStudyPath } from '@/lib/case-studies'
import { landingPagePath } from '@/lib/pages'

/** The collections whose `meta` group shows a preview with the document's address and generates its image. */
export const SEO_PREVIEW_COLLECTIONS = ['pages', 'posts', 'case-studies'] as const
type PreviewCollection = (typeof SEO_PREVIEW_COLLECTIONS)[number]

/** What the generators read of the edited (unsaved) form data. */
type DocData = {
  slug?: unknown
  heroImage?: unknown
  coverImage?: unknown
  layout?: unknown
}

/** The public path of a document of `collection` with `slug`; the collection's list (or home) while it has none. */
function publicPath(collection: PreviewCollection, slug: unknown): string {
  const s = typeof slug === 'string' && slug ? slug : null
  if (collection === 'posts') return s ? postPath(s) : '/blog'
  if (collection === 'case-studies') return s ? caseStudyPath(s) : '/case-studies'
  return s ? landingPagePath(s) : '/'
}

/** A media id from an upload value: the id, a populated `{ id }`, else null. */
function mediaId(value: unknown): number | string | null {
  if (typeof value === 'number' || (typeof value === 'string' && value)) return value
  if (value && typeof value === 'object' && 'id' in value) return mediaId((value as { id: unknown }).id)
  return null
}

/** The default share image of a document: a post's hero, a case study's cover, a landing page's first hero block's image. */
function shareImageOf(collection: PreviewCollection, doc: DocData): number | string | null {
  if (collection === 'posts') return mediaId(doc.heroImage)
  if (collection === 'case-studies') return mediaId(doc.coverImage)
  const blocks = Array.isArray(doc.layout) ? (doc.layout as { blockType?: unknown; image?: unknown }[]) : []
  return mediaId(blocks.find((b) => b?.blockType === 'hero')?.image)
}

const isPreviewCollection = (slug: unknown): slug is PreviewCollection =>
  (SEO_PREVIEW_COLLECTIONS as readonly unknown[]).includes(slug)

/** The document's absolute public URL (`SERVER_URL` + its path); '' for anything else. */
export const generateURL: GenerateURL<DocData> = ({ collectionConfig, doc }) => {
  const collection = collectionConfig?.slug
  if (!isPreviewCollection(collection)) return ''
  return `${getEnv().SERVER_URL}${publicPath(collection, doc?.slug)}`
}

/** The media id of the image the page shares when its SEO image is empty; '' when it has none. */
export const generateImage: GenerateImage<DocData> = ({ collectionConfig, doc }) => {
  const collection = collectionConfig?.slug
  if (!isPreviewCollection(collection)) return ''
  return shareImageOf(collection, doc ?? {}) ?? ''
}

const KEPT_ENDPOINTS = new Set(['/plugin-seo/generate-url', '/plugin-seo/generate-image'])

/** Adds the plugin's admin translations and its URL and image generators; changes no collection or global. */
export const seoTranslations: Plugin = async (config) => {
  const withPlugin = await seoPlugin({
    collections: [...SEO_PREVIEW_COLLECTIONS],
    globals: [],
    uploadsCollection: 'media',
    generateURL,
    generateImage,
  })(config)
  return {
    ...withPlugin,
    endpoints: [
      ...(config.endpoints ?? []),
      ...(withPlugin.endpoints ?? []).filter((e) => KEPT_ENDPOINTS.has(e.path)),
    ],
    collections: config.collections,
    globals: config.globals,
  }
}

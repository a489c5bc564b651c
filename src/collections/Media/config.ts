import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { mediaAccess } from '@/access/policies'
import { getEnv } from '@/env'
import { revalidateCollection } from '@/hooks/revalidate'
import { mediaResponseHeaders } from '@/lib/media-cache'

import { missingFileHandler } from './missing-file'
import { checkUpload, IMAGE_MIME_TYPES } from './upload-rules'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/**
 * Uploaded images. Alt text is required because every image on the site is content.
 * Sizes are made with sharp at upload; the public site picks one per slot. Only raster
 * images of accepted types and size, under sanitized names (./upload-rules.ts).
 */
const MEDIA_STATIC_DIR = path.resolve(/*turbopackIgnore: true*/ process.cwd(), getEnv().MEDIA_DIR)

export const Media: CollectionConfig = {
  slug: 'media',
  // The file column shows each image's thumbnail, in the media list and in the picker of every upload field.
  admin: { group: ADMIN_GROUPS.media, useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: mediaAccess,
  // An image may be swapped under the same document: every page can show media.
  hooks: { ...revalidateCollection('media'), beforeOperation: [checkUpload] },
  upload: {
    // Resolved at run time from MEDIA_DIR; not a build input.
    staticDir: MEDIA_STATIC_DIR,
    // A missing file is a 404 (local storage; S3 storage answers through its own handler).
    handlers: getEnv().S3_BUCKET ? [] : [missingFileHandler(MEDIA_STATIC_DIR)],
    mimeTypes: IMAGE_MIME_TYPES,
    filesRequiredOnCreate: true,
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
      // Share cards are always 1200x630: a smaller upload is enlarged rather than skipped.
      { name: 'og', width: 1200, height: 630, position: 'centre', withoutEnlargement: false },
    ],
    adminThumbnail: 'thumbnail',
    displayPreview: true,
    // Browser caching of /api/media/file/* (src/lib/media-cache.ts).
    modifyResponseHeaders: mediaResponseHeaders,
  },
  fields: [
    {
      name: 'alt', label: 'Alt text',
      type: 'text',
      required: true,
      admin: { description: 'Describes the image for screen readers and search engines.' },
    },
  ],
}

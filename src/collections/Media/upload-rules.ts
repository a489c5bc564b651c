/**
 * What the media library accepts: raster images of the types
 * below, at most MAX_UPLOAD_BYTES, stored under a sanitized file name. SVG is refused: it can
 * carry scripts, and the site has no SVG sanitizer.
 */
import { ValidationError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

/** Largest accepted upload (bytes): 5 MB. Also the multipart limit of Payload's REST API. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** MIME types of accepted images (Payload `upload.mimeTypes`). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']

/** sharp's names of the same formats (AVIF is read by libheif, so sharp says `heif`). */
const SHARP_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif'])

const MAX_NAME_LENGTH = 100

/**
 * A file name safe on every file system and in a URL: the last path segment only, accents
 * folded, every character outside `A-Z a-z 0-9 . _ -` replaced by `-`, no leading dot or
 * dash, at most 100 characters, extension lower-cased. `../../etc/pass wd.PNG` -> `pass-wd.png`.
 */
export function safeFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? ''
  const ascii = last.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
  const dot = ascii.lastIndexOf('.')
  const clean = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-{2,}/g, '-')
  const base = clean(dot > 0 ? ascii.slice(0, dot) : ascii).replace(/^[.-]+|[.-]+$/g, '') || 'image'
  const ext = dot > 0 ? clean(ascii.slice(dot + 1)).replace(/[^A-Za-z0-9]/g, '').toLowerCase() : ''
  const room = MAX_NAME_LENGTH - (ext ? ext.length + 1 : 0)
  return ext ? `${base.slice(0, room)}.${ext}` : base.slice(0, room)
}

const refuse = (message: string, req: Parameters<CollectionBeforeOperationHook>[0]['req']): never => {
  throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message }] }, req.t)
}

/**
 * beforeOperation (create/update) of `media`: refuses a file that is too large, of another
 * type, or whose bytes are not an image of an accepted format (whatever its name says), and
 * renames it with safeFileName before Payload stores it.
 */
export const checkUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  // An anonymous REST upload is refused by access control next: do not spend sharp on it.
  if (!req.user && req.payloadAPI !== 'local') return args
  const file = req.file
  if (file.size > MAX_UPLOAD_BYTES || file.data.length > MAX_UPLOAD_BYTES) {
    refuse(`The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, req)
  }
  if (!IMAGE_MIME_TYPES.includes(file.mimetype)) refuse('Upload a JPEG, PNG, WebP, AVIF or GIF image.', req)
  const format = await sharp(file.data)
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined)
  if (!format || !SHARP_FORMATS.has(format)) refuse('The file is not a valid JPEG, PNG, WebP, AVIF or GIF image.', req)
  file.name = safeFileName(file.name)
  return args
}

/**
 * Browser caching of uploaded files served by Payload under /api/media/file/<name>.
 * Payload names a stored file after the upload and never reuses a name while a document or a
 * file of that name exists (getSafeFileName appends -1, -2, ...; editing a crop or focal point
 * writes new names too), so a URL keeps its bytes while it is in use. A name can come back once
 * its document is deleted and a file of the same name uploaded, so the files are cached for a
 * day (and served stale for a week while revalidating), not marked immutable.
 * Next's image optimizer also keeps its resized copies for the upstream max-age.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/**
 * Payload's `upload.modifyResponseHeaders` hook: adds MEDIA_CACHE_CONTROL to a file response.
 * Only responses that carry a file (they have a Content-Type) are cached; Payload also calls
 * this for a 416 answer to an unsatisfiable Range, which has none.
 */
export function mediaResponseHeaders({ headers }: { headers: Headers }): Headers {
  if (headers.has('Content-Type')) headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
  return headers
}

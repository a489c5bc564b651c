import 'server-only'

/**
 * JSON answers of the public read API: a strong ETag over the body and
 * `Cache-Control` letting browsers and CDNs keep the answer briefly, then revalidate with
 * `If-None-Match` (answered 304 without a body). The data itself is cached by tag in
 * src/server/data.ts, so an edit shows in the API as soon as it shows on the pages.
 */
import { createHash } from 'node:crypto'

import { isPreviewing } from '@/server/preview'

/** Seconds a client may reuse an answer without asking; then it revalidates (cheap 304). */
const MAX_AGE_S = 60
export const CACHE_CONTROL = `public, max-age=${MAX_AGE_S}, stale-while-revalidate=${MAX_AGE_S * 5}`

/** `body` as JSON with ETag + Cache-Control; 304 when the request's If-None-Match matches. */
export function cachedJson(request: Request, body: unknown): Response {
  const json = JSON.stringify(body)
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`
  const headers = { 'Cache-Control': CACHE_CONTROL, ETag: etag }
  const match = request.headers.get('if-none-match')
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(json, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}

/**
 * `response`, made private and uncacheable while its reader previews drafts (an
 * admin/editor in draft mode reads drafts through src/server/data.ts; no shared cache may keep them).
 */
export async function withoutPreviewCaching(response: Response): Promise<Response> {
  if (await isPreviewing()) {
    response.headers.set('Cache-Control', 'private, no-store')
    response.headers.delete('ETag')
  }
  return response
}

/** A GET route handler answering `read()` through cachedJson. */
export function jsonRoute(read: () => Promise<unknown>): (request: Request) => Promise<Response> {
  return async (request) => withoutPreviewCaching(cachedJson(request, await read()))
}

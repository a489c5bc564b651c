/**
 * Editor-made redirects (Redirects collection) answered before Next, for every method, with
 * the visitor's query kept when the target has none; `no-store`, so a change applies at once
 * (a stored page whose path gets a redirect is no longer served: src/edge/page-cache/page-cache.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { findRedirect } from '@/infra/redirect-table'

/** Sends the redirect of `pathname` if there is one; returns whether it did. */
export function answerRedirect(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  const redirect = findRedirect(pathname)
  if (!redirect) return false
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  const location = query !== -1 && !redirect.to.includes('?') ? redirect.to + url.slice(query) : redirect.to
  res.writeHead(redirect.status, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': '0' })
  res.end()
  return true
}

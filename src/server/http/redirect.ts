/**
 * The server step that answers editor-made redirects (Redirects collection) before the page
 * cache and Next, for every method. The visitor's query string is kept when the target has
 * none. The answer is not stored by browsers (no-store), so a changed redirect takes effect
 * at the next request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { findRedirect } from '../../infra/redirect-table'

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

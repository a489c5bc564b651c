/**
 * Requests the site's server answers itself, before any decision is made from the path
 * (body limit, CSP, page cache, XSRF cookie) and before Next sees them, so that they get a
 * clear 4xx instead of reaching code that would fail with a 500 or leak:
 * - a URL longer than MAX_URL_LENGTH characters: 414 (Next would answer some of them with a
 *   redirect whose `Location` repeats the URL, past what HTTP clients accept in headers);
 * - a method no route handler implements (TRACE, CONNECT, made-up ones): 405 with `Allow`;
 * - a path with a dot segment (`..` or `.`, also percent-encoded or with `\` separators):
 *   Next resolves them, while the server's decisions are made from the raw path, so
 *   `/api/media/../payments/orders` would get the upload body limit and `/admin/../about` the
 *   admin's CSP. Browsers never send them (they resolve dot segments themselves): 400;
 * - a post to a page (a server action: the contact form) from a page of another origin (its
 *   `Origin` names another host than the request's `Host`): Next refuses it by throwing,
 *   a 500; here it is a 403;
 * - Payload endpoints the site does not offer: `/api/payload-migrations` (internal) and
 *   `/api/users/verify/*` (e-mail verification is off), however their path is
 *   percent-encoded: 404 JSON, echoing nothing. (`/api/access` without a session is
 *   answered 404 by Payload itself, which knows whether a token is valid:
 *   src/access/access-endpoint.ts.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { errorJson } from '@/contracts/http'

/** Longest request URL (path and query) answered, in characters (nginx's default buffer is 8 KiB). */
export const MAX_URL_LENGTH = 8192

/** Methods some route of the site answers. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** A `.` or `..` segment, raw or percent-encoded, between `/`, `\` or `%5C` separators. */
const DOT_SEGMENT = /(?:^|\/|\\|%5c)(?:\.|%2e){1,2}(?=\/|\\|%5c|$)/i
/** Payload endpoints that are not part of the site. */
const UNOFFERED = /^\/api\/(?:payload-migrations|users\/verify)(?:\/|$)/

function json(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify(errorJson(message))
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  })
  res.end(body)
}

/** A non-GET to a page (not /api, not Next's own files) whose Origin is not the request's own host. */
function foreignActionPost(req: IncomingMessage, pathname: string): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return false
  const origin = req.headers.origin
  if (origin === undefined) return false
  try {
    return new URL(origin).host !== req.headers.host
  } catch {
    return true
  }
}

/** `pathname` decoded (the malformed-path step has refused what does not decode). */
function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/** Answers `req` when it is one of the requests above; returns whether it did. */
export function refuseRequest(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if ((req.url ?? '').length > MAX_URL_LENGTH) {
    json(res, 414, `The request URL is longer than ${MAX_URL_LENGTH} characters.`)
    return true
  }
  if (!ALLOWED_METHODS.includes(req.method ?? '')) {
    json(res, 405, 'Method not allowed.', { Allow: ALLOWED_METHODS.join(', ') })
    return true
  }
  if (DOT_SEGMENT.test(pathname)) {
    json(res, 400, 'Malformed URL: dot segments are not allowed.')
    return true
  }
  if (foreignActionPost(req, pathname)) {
    json(res, 403, 'Forbidden: the form was posted from another site.')
    return true
  }
  if (UNOFFERED.test(decoded(pathname))) {
    json(res, 404, 'Not found.')
    return true
  }
  return false
}

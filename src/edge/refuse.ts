/**
 * Requests the site's server answers itself with a clear 4xx JSON (docs/security.md), before
 * any decision is made from the path (body limit, CSP, XSRF cookie) and before Next, which
 * would answer them with a 500 or a leak:
 * - a path that does not decode (a lone `%`): 400;
 * - a URL longer than MAX_URL_LENGTH: 414 (Next redirects some, repeating the URL in `Location`);
 * - a method no route handler implements (TRACE, made-up ones): 405 with `Allow`;
 * - a method other than GET and HEAD on a page (any path outside /api and Next's own paths),
 *   unless it may be a server action (a POST with `Next-Action`, or a multipart POST: a form
 *   posted without JavaScript, whose action field body.ts looks for): 405 with `Allow: GET, HEAD`,
 *   as Next answers it on a prerendered page; Next would render a dynamic page and answer 200;
 * - a dot segment (`..`, `.`, percent-encoded or with `\`): 400. Next resolves them while the
 *   server decides from the raw path (`/api/media/../payments/orders` would get the upload
 *   limit); browsers never send them;
 * - a post to a page (a server action) whose `Origin` is another host: 403 (Next throws);
 * - Payload endpoints the site does not offer (`/api/payload-migrations`,
 *   `/api/users/verify/*`), however percent-encoded: 404, echoing nothing.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { errorJson } from '@/contracts/http'
import { isDecodablePath, MALFORMED_URL_MESSAGE } from '@/lib/malformed-request'

import { callsServerAction, isNextPath } from './next-adapter'

/** The message of every 405 of the site's server. */
export const METHOD_NOT_ALLOWED = 'Method not allowed.'

/** Longest request URL (path and query) answered, in characters (nginx's default buffer is 8 KiB). */
export const MAX_URL_LENGTH = 8192

/** Methods some route of the site answers, and the `Allow` header of a 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const ALLOW = { Allow: ALLOWED_METHODS.join(', ') }

/** Methods of a page, and the `Allow` header of its 405. */
export const PAGE_METHODS = ['GET', 'HEAD']
export const PAGE_ALLOW = { Allow: PAGE_METHODS.join(', ') }
const MULTIPART_TYPE = /^\s*multipart\/form-data/i

/** A `.` or `..` segment, raw or percent-encoded, between `/`, `\` or `%5C` separators. */
const DOT_SEGMENT = /(?:^|\/|\\|%5c)(?:\.|%2e){1,2}(?=\/|\\|%5c|$)/i
/** Payload endpoints that are not part of the site. */
const UNOFFERED = /^\/api\/(?:payload-migrations|users\/verify)(?:\/|$)/

/** Sends `body` as a JSON answer of `status`, never stored (the site's own error answers). */
export function answerJson(res: ServerResponse, status: number, body: object, more?: OutgoingHttpHeaders) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...more,
  })
  res.end(text)
}

/** Whether `pathname` is served by a page or a file route: not a route handler of /api, nor Next's own (isNextPath). */
export function isPagePath(pathname: string): boolean {
  return !/^\/api(?:\/|$)/.test(pathname) && !isNextPath(pathname)
}

/** A multipart POST to a page without `Next-Action`: a server action only if its body holds React's action field (body.ts). */
export function isFormActionPost(req: IncomingMessage, pathname: string): boolean {
  return (
    req.method === 'POST' &&
    !callsServerAction(req) &&
    MULTIPART_TYPE.test(req.headers['content-type'] ?? '') &&
    isPagePath(pathname)
  )
}

/** A method a page does not answer: not GET or HEAD, and no possible server action. */
function pageMethodRefused(req: IncomingMessage, pathname: string): boolean {
  if (PAGE_METHODS.includes(req.method!) || !isPagePath(pathname)) return false
  if (req.method !== 'POST') return true
  return !callsServerAction(req) && !MULTIPART_TYPE.test(req.headers['content-type'] ?? '')
}

/** A non-GET to a page (not /api, not Next's own files) whose Origin is not the request's own host. */
function foreignActionPost(req: IncomingMessage, pathname: string): boolean {
  const { method, headers } = req
  if (['GET', 'HEAD', 'OPTIONS'].includes(method!) || headers.origin === undefined) return false
  // An Origin that does not parse is no host of the site.
  return !/^\/(api|_next)\//.test(pathname) && URL.parse(headers.origin)?.host !== headers.host
}

/** The status and message of the refusal of `req`, when it is one of the requests above. */
function refusal(req: IncomingMessage, pathname: string): [number, string, OutgoingHttpHeaders?] | undefined {
  if (!isDecodablePath(pathname)) return [400, MALFORMED_URL_MESSAGE]
  if ((req.url ?? '').length > MAX_URL_LENGTH)
    return [414, `The request URL is longer than ${MAX_URL_LENGTH} characters.`]
  if (!ALLOWED_METHODS.includes(req.method ?? '')) return [405, METHOD_NOT_ALLOWED, ALLOW]
  if (DOT_SEGMENT.test(pathname)) return [400, 'Malformed URL: dot segments are not allowed.']
  if (foreignActionPost(req, pathname)) return [403, 'Forbidden: the form was posted from another site.']
  if (pageMethodRefused(req, pathname)) return [405, METHOD_NOT_ALLOWED, PAGE_ALLOW]
  // Decodes: a path that does not is refused first.
  if (UNOFFERED.test(decodeURIComponent(pathname))) return [404, 'Not found.']
}

/** Answers `req` when it is one of the requests above (405 with `Allow`); returns whether it did. */
export function refuseRequest(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  const [status, message, headers] = refusal(req, pathname) ?? [0, '']
  if (!status) return false
  answerJson(res, status, errorJson(message), headers)
  return true
}

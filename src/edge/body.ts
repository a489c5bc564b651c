/**
 * The request body checks of every endpoint, made before Next, Payload or a route handler
 * reads the body (docs/api.md "Errors"):
 * - larger than the path's limit (bodyLimit): 413 JSON. A declared Content-Length is judged
 *   before a byte is read; a chunked body is counted as it arrives. A declared body at most
 *   DRAIN_BYTES over the limit is then read and dropped on a connection kept open, so a client
 *   still writing it reads the answer (a closed socket would give it EPIPE instead); a larger
 *   or chunked one gets `Connection: close`;
 * - nested deeper than MAX_JSON_DEPTH (src/lib/json-depth.ts): 400 JSON. Code that walks
 *   parsed JSON recurses once per level and would overflow the stack (a 500). Every body but
 *   forms is measured (route handlers and Payload read JSON whatever its declared type; form
 *   parsers limit their own depth).
 * - declared JSON (`application/json`, `…+json`) that is not JSON: 400 JSON naming the line,
 *   column and position of the first error (src/lib/json-syntax.ts), instead of the parser's
 *   bare message or Payload's "An unknown error occurred.";
 * - a multipart POST to a page without `Next-Action` whose body holds no React action field
 *   (`$ACTION_ID_…` or `$ACTION_REF_…`, the fields of a form posted to a server action
 *   without JavaScript): 405 JSON with `Allow: GET, HEAD`, as refuse.ts answers other methods
 *   of a page. Next would render the page and answer 200.
 * A body that is measured, chunked or such a form is read whole through the stream API, and Next is handed
 * a request that replays it (replayRequest, src/edge/next-adapter.ts). Route
 * handlers keep their own, smaller limits (api/save_contact: 64 KiB); Next's server-action
 * limit (next.config.mjs) is above this one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { errorJson } from '@/contracts/http'
import { JsonDepth, TOO_DEEP_MESSAGE } from '@/lib/json-depth'
import { findJsonSyntaxError, malformedJsonMessage } from '@/lib/json-syntax'

import { hasActionField, replayRequest } from './next-adapter'
import { answerJson, isFormActionPost, METHOD_NOT_ALLOWED, PAGE_ALLOW } from './refuse'

/** Bytes of any request body but uploads. */
export const BODY_LIMIT = 1024 * 1024
/** Bytes of an upload to the media collection (the image plus multipart framing). */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024

const JSON_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i
const FORM_TYPE = /^\s*(multipart\/|application\/x-www-form-urlencoded)/i

/** Bytes over the limit of a refused declared body that are still read (and dropped) before the next request. */
export const DRAIN_BYTES = 4 * 1024 * 1024

/** The limit of a request path (bytes). */
export function bodyLimit(pathname: string): number {
  return pathname === '/api/media' || pathname.startsWith('/api/media/') ? UPLOAD_BODY_LIMIT : BODY_LIMIT
}

function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: 400 | 413,
  message: string,
  close = true,
): 'answered' {
  // 413 is `{"message"}` alone (docs/security.md), 400 the site's error shape.
  answerJson(
    res,
    status,
    status === 413 ? { message } : errorJson(message),
    close ? { Connection: 'close' } : {},
  )
  // The rest of the body is read and dropped, never held (until its end, or the connection closes).
  req.resume()
  return 'answered'
}

type Checked = 'answered' | void | Promise<'answered' | void>

/**
 * Checks the body of `x.req` as described above. Returns `'answered'` after refusing it (or
 * when the client went away mid-body), undefined (at once, or once a read body is in the
 * `x.req` it replaced) to let the request go on.
 */
export function checkBody(x: { req: IncomingMessage; res: ServerResponse; pathname: string }): Checked {
  const { req, res } = x
  const limit = bodyLimit(x.pathname)
  const tooLarge = `The request body is larger than ${limit} bytes.`
  const declared = req.headers['content-length']
  if (declared !== undefined && Number(declared) > limit)
    return refuse(req, res, 413, tooLarge, Number(declared) > limit + DRAIN_BYTES)
  const measured = !FORM_TYPE.test(req.headers['content-type'] ?? '')
  const chunked = declared === undefined && Boolean(req.headers['transfer-encoding'])
  const formAction = isFormActionPost(req, x.pathname)
  if (!(chunked || formAction || (measured && Number(declared) > 0))) return
  const depth = measured ? new JsonDepth() : undefined
  const json = JSON_TYPE.test(req.headers['content-type'] ?? '')
  const held: Buffer[] = []
  let bytes = 0
  return new Promise((resolve) => {
    const settle = (outcome?: 'answered') => {
      req.off('data', take)
      req.off('end', whole)
      res.off('close', gone)
      resolve(outcome)
    }
    const gone = () => settle('answered')
    const take = (chunk: Buffer) => {
      bytes += chunk.length
      if (bytes > limit) return settle(refuse(req, res, 413, tooLarge))
      depth?.feed(chunk)
      held.push(chunk)
    }
    const whole = () => {
      if (depth?.tooDeep) return settle(refuse(req, res, 400, TOO_DEEP_MESSAGE))
      const body = Buffer.concat(held, bytes)
      const syntax = json && bytes > 0 ? findJsonSyntaxError(body.toString('utf8')) : undefined
      if (syntax) return settle(refuse(req, res, 400, malformedJsonMessage(syntax)))
      if (formAction && !hasActionField(body)) {
        answerJson(res, 405, errorJson(METHOD_NOT_ALLOWED), PAGE_ALLOW)
        return settle('answered')
      }
      x.req = replayRequest(req, body)
      settle()
    }
    res.once('close', gone)
    req.on('data', take)
    req.once('end', whole)
  })
}

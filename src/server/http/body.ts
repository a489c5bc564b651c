/**
 * The request body checks of every endpoint, made before Next, Payload or a route handler
 * reads the body (docs/api.md "Errors"):
 * - larger than the path's limit (bodyLimit): 413 JSON, the connection closed. A declared
 *   Content-Length is judged before a byte is read; a chunked body is counted as it arrives;
 * - nested deeper than MAX_JSON_DEPTH (src/lib/json-depth.ts): 400 JSON. Code that walks
 *   parsed JSON recurses once per level and would overflow the stack (a 500). Every body but
 *   forms is measured (route handlers and Payload read JSON whatever its declared type; form
 *   parsers limit their own depth).
 * A body that must be measured is held as it arrives and handed on whole; a chunked form is
 * counted as it passes (checkBody names the one way it sees them). Route handlers keep their
 * own, smaller limits (api/save_contact: 64 KiB); Next's server-action limit
 * (next.config.mjs) is above this one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { errorJson } from '@/contracts/http'
import { JsonDepth, TOO_DEEP_MESSAGE } from '@/lib/json-depth'

/** Bytes of any request body but uploads. */
export const BODY_LIMIT = 1024 * 1024
/** Bytes of an upload to the media collection (the image plus multipart framing). */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024

const FORM_TYPE = /^\s*(multipart\/|application\/x-www-form-urlencoded)/i

/** The limit of a request path (bytes). */
export function bodyLimit(pathname: string): number {
  return pathname === '/api/media' || pathname.startsWith('/api/media/') ? UPLOAD_BODY_LIMIT : BODY_LIMIT
}

function refuse(req: IncomingMessage, res: ServerResponse, status: 400 | 413, message: string): 'answered' {
  if (res.headersSent) return (res.destroy(), 'answered')
  // 413 is `{"message"}` alone (docs/security.md), 400 the site's error shape.
  const body = JSON.stringify(status === 413 ? { message } : errorJson(message))
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  })
  res.end(body)
  // The rest of the body is read and dropped, never held, until the connection closes.
  req.resume()
  return 'answered'
}

/**
 * Checks the body of `req` as described above. Returns `'answered'` after refusing it,
 * undefined (at once, or once a measured body has arrived whole and been handed on) to let the
 * request go on.
 */
export function checkBody(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): 'answered' | void | Promise<'answered' | void> {
  const limit = bodyLimit(pathname)
  const tooLarge = `The request body is larger than ${limit} bytes.`
  const declared = req.headers['content-length']
  if (declared !== undefined && Number(declared) > limit) return refuse(req, res, 413, tooLarge)
  const chunked = declared === undefined && Boolean(req.headers['transfer-encoding'])
  const measured = !FORM_TYPE.test(req.headers['content-type'] ?? '')
  if (!(chunked || (measured && Number(declared) > 0))) return
  const depth = new JsonDepth()
  const held: Buffer[] = []
  let bytes = 0
  let refused = false
  const push = req.push
  const outcome = new Promise<'answered' | void>((resolve) => {
    // A client that goes away mid-body gets no answer; nothing is left waiting.
    res.once('close', () => resolve('answered'))
    const stop = (status: 400 | 413, message: string) => {
      refused = true
      resolve(refuse(req, res, status, message))
      return true
    }
    // The one patched request method of the site's server: Node's HTTP parser hands each body
    // chunk to `req.push`, and null at its end. Reading the stream instead would consume what
    // Next and Payload read after this step (tests/unit/http-server.test.ts proves both).
    req.push = function (this: IncomingMessage, chunk: Buffer | null, encoding?: BufferEncoding) {
      if (refused) return true
      if (chunk !== null) {
        bytes += chunk.length
        if (bytes > limit) return stop(413, tooLarge)
        if (!measured) return push.call(this, chunk, encoding)
        depth.feed(chunk)
        held.push(chunk)
        return true
      }
      req.push = push
      if (depth.tooDeep) return stop(400, TOO_DEEP_MESSAGE)
      for (const part of held) push.call(this, part)
      resolve()
      return push.call(this, null)
    }
  })
  // A chunked form is counted as it passes; a measured body is held until it is whole.
  return measured ? outcome : undefined
}

/**
 * Request body limits of every endpoint, enforced by the HTTP server
 * before Next, Payload or a route handler reads the body: a larger body is answered 413 JSON
 * `{"message"}` and the connection closed. Bodies with a Content-Length are refused before a
 * byte is read; chunked bodies are counted as they arrive.
 *
 * Route handlers keep their own, smaller limits (api/save_contact: 413 at 64 KiB); these are
 * the ceiling for everything, including Payload's REST API and server actions (Next's own
 * server action limit, next.config.mjs, is set above this one so this answer is the one seen).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Bytes of any request body but uploads. */
export const BODY_LIMIT = 1024 * 1024
/** Bytes of an upload to the media collection (the image plus multipart framing). */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024

/** The limit of a request path (bytes). */
export function bodyLimit(pathname: string): number {
  return pathname === '/api/media' || pathname.startsWith('/api/media/') ? UPLOAD_BODY_LIMIT : BODY_LIMIT
}

function refuse(res: ServerResponse, limit: number): void {
  if (res.headersSent) return void res.destroy()
  const body = JSON.stringify({ message: `The request body is larger than ${limit} bytes.` })
  res.writeHead(413, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  })
  res.end(body)
}

/**
 * Refuses `req` when its declared length is over the limit (returns false: do not handle it);
 * otherwise watches a chunked body and refuses it once it passes the limit.
 */
export function enforceBodyLimit(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  const limit = bodyLimit(pathname)
  const declared = req.headers['content-length']
  if (declared !== undefined) {
    if (Number(declared) <= limit) return true
    refuse(res, limit)
    req.resume()
    return false
  }
  if (!req.headers['transfer-encoding']) return true
  // Node's HTTP parser hands each body chunk to `req.push`: count there, without reading the
  // stream ourselves (the handler behind reads it).
  let seen = 0
  const push = req.push
  req.push = function (this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
    if (chunk && seen <= limit) {
      seen += (chunk as Buffer).length
      // The answer closes the connection; the rest of the body is dropped, never buffered.
      if (seen > limit) refuse(res, limit)
    }
    return seen > limit ? true : push.call(this, chunk, encoding)
  }
  return true
}

/**
 * Node's `clientError` event (node:http docs, "Event: 'clientError'"): a request its parser
 * refused before the site saw it (headers over Node's 16 KiB limit, a malformed request line).
 * The answer is JSON with a `message` like every other error (docs/api.md "Errors"): 431 for
 * headers too large, 408 for a request that timed out, 400 otherwise; then the connection
 * closes. A HEAD's answer has no body (RFC 9110 9.3.2): its method is read from `rawPacket`, the
 * bytes Node was parsing, which start with the request line unless the request came in several
 * reads. A socket that can no longer be written to is destroyed silently.
 */
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

import { errorJson } from '@/contracts/http'

/** The status and message of the answer to each parser error code (400 for any other). */
const ANSWERS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
}

type ParserError = Error & { code?: string; rawPacket?: Buffer }

export function answerClientError(error: ParserError, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy()
  const [status, message] = ANSWERS[error.code ?? ''] ?? [400, 'Malformed HTTP request.']
  const body = JSON.stringify(errorJson(message))
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
      (error.rawPacket?.toString('latin1', 0, 5) === 'HEAD ' ? '' : body),
  )
}

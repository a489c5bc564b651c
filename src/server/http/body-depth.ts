/**
 * Request bodies nested deeper than MAX_JSON_DEPTH (src/lib/json-depth.ts) are answered
 * `400 {"message"}` before Next, Payload or a route handler parses them: the code that walks
 * parsed JSON recurses once per level and overflows the stack on a body like 50,000 nested
 * arrays (a 500). Every body but forms is measured (route handlers and Payload read JSON
 * whatever its declared type; form parsers limit their own depth; uploads are multipart). The
 * body is held while it arrives (it is at most the body limit, body-limit.ts, which runs
 * first) and handed on whole once measured.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { errorJson } from '@/contracts/http'
import { JsonDepth, TOO_DEEP_MESSAGE } from '@/lib/json-depth'

import { bodyLimit } from './body-limit'

const FORM_TYPE = /^\s*(multipart\/|application\/x-www-form-urlencoded)/i

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length']
  return length !== undefined ? Number(length) > 0 : Boolean(req.headers['transfer-encoding'])
}

function refuse(res: ServerResponse): void {
  const body = JSON.stringify(errorJson(TOO_DEEP_MESSAGE))
  res.writeHead(400, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  })
  res.end(body)
}

/**
 * Measures the body of `req` as it arrives. Resolves `'answered'` after refusing a body that
 * is too deep, otherwise undefined once the whole body is measured and handed on (at once, when
 * there is no body to measure). A chunked body past the body limit is handed on unmeasured: the
 * body limit refuses it.
 */
export function enforceBodyDepth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<'answered' | void> | void {
  if (!hasBody(req) || FORM_TYPE.test(req.headers['content-type'] ?? '')) return
  const limit = bodyLimit(pathname)
  const depth = new JsonDepth()
  const held: unknown[] = []
  let bytes = 0
  const push = req.push
  return new Promise((resolve) => {
    // A client that goes away mid-body gets no answer; nothing is left waiting.
    res.once('close', () => resolve('answered'))
    const release = () => {
      req.push = push
      for (const chunk of held) push.call(req, chunk)
      resolve()
    }
    // Node's HTTP parser hands each body chunk to `req.push`, and null at its end.
    req.push = function (this: IncomingMessage, chunk: unknown) {
      if (chunk === null) {
        held.push(null)
        if (depth.tooDeep) {
          req.push = push
          refuse(res)
          resolve('answered')
        } else release()
        return true
      }
      const buffer = chunk as Buffer
      held.push(buffer)
      bytes += buffer.length
      depth.feed(buffer)
      if (bytes > limit) release()
      return true
    }
  })
}

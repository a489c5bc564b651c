/**
 * Every error answer is JSON with a `message` (docs/api.md "Errors"), pages excepted: their
 * errors are HTML. Next answers some errors itself without either: a route handler asked with
 * a method it does not export gets `405` with an empty body, a page asked with `PUT` a
 * plain-text one. This response wrapper turns an answer with status 400 or above whose type is
 * neither JSON nor HTML into `{"message", "errors": [{"message"}]}`, the message naming the
 * status (`Method not allowed.`). Install it last, so it sees Next's output first.
 */
import { STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'

import { errorJson } from '@/contracts/http'

const KEPT_TYPE = /json|html/i

/** The message of an error answer with `status`: `Method not allowed.` for 405. */
export function statusMessage(status: number): string {
  const text = STATUS_CODES[status] ?? 'Error'
  return `${text.charAt(0)}${text.slice(1).toLowerCase()}.`
}

export function jsonErrors(req: IncomingMessage, res: ServerResponse): void {
  const { writeHead, write, end } = res
  // undefined: not decided yet; null: passes as it is; a Buffer: the JSON body sent instead.
  let replacement: Buffer | null | undefined
  const decide = () => {
    if (replacement !== undefined) return replacement
    replacement = null
    if (
      res.statusCode < 400 ||
      res.headersSent ||
      KEPT_TYPE.test(String(res.getHeader('content-type') ?? ''))
    )
      return replacement
    const message = statusMessage(res.statusCode)
    replacement = Buffer.from(JSON.stringify(errorJson(message)))
    res.removeHeader('content-encoding')
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('Content-Length', replacement.length)
    return replacement
  }
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((r) => typeof r === 'object' && r !== null && !Array.isArray(r)) as
      OutgoingHttpHeaders | undefined
    const reason = rest.find((r) => typeof r === 'string') as string | undefined
    if (Array.isArray(rest.find((r) => Array.isArray(r))))
      return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest)
    res.statusCode = status
    for (const [name, value] of Object.entries(headers ?? {}))
      if (value !== undefined) res.setHeader(name, value)
    decide()
    const original = writeHead as (...a: unknown[]) => ServerResponse
    return reason === undefined ? original.call(this, status) : original.call(this, status, reason)
  } as ServerResponse['writeHead']
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (decide()) return true
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
  } as ServerResponse['write']
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    const body = decide()
    const original = end as (...a: unknown[]) => ServerResponse
    if (body) return original.call(this, req.method === 'HEAD' ? undefined : body)
    return original.call(this, chunk, ...rest)
  } as ServerResponse['end']
}

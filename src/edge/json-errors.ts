/**
 * Error answers in the site's one shape (docs/api.md "Errors"): Next answers some errors with
 * no body or plain text (a route handler without the method: an empty 405). Such an answer
 * becomes JSON `{message, errors}` naming its status; JSON and HTML errors stay as they are.
 */
import { STATUS_CODES, type ServerResponse } from 'node:http'

import { errorJson } from '@/contracts/http'

/** Whether `res` is an error answer without JSON or HTML (its head: status and Content-Type). */
export const isBareError = (res: ServerResponse): boolean =>
  res.statusCode >= 400 && !/json|html/i.test(String(res.getHeader('content-type') ?? ''))

/** The JSON body of the bare error answer `res`, whose Content-Type it sets (and Content-Encoding removes). */
export function jsonErrorBody(res: ServerResponse): Buffer {
  const text = STATUS_CODES[res.statusCode] ?? 'Error'
  res.removeHeader('content-encoding')
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  return Buffer.from(JSON.stringify(errorJson(`${text.charAt(0)}${text.slice(1).toLowerCase()}.`)))
}

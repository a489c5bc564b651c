/**
 * Reading and changing headers passed to `res.writeHead(status, [message], headers)` as well
 * as those set before with `res.setHeader`, for the steps of the site's server that wrap
 * `writeHead` (CSP, XSRF cookie). The raw-array form of `headers` is left alone.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

/** The headers object of writeHead's arguments, if one was passed (not the raw-array form). */
export function headersIn(args: unknown[]): OutgoingHttpHeaders | undefined {
  const headers = args.find((a) => a && typeof a === 'object')
  return headers && !Array.isArray(headers) ? (headers as OutgoingHttpHeaders) : undefined
}

/** The name under which `headers` holds header `name` (lower case; any case in `headers`), if it does. */
export const keyIn = (headers: OutgoingHttpHeaders | undefined, name: string): string | undefined =>
  Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name)

/** The value of header `name` (lower case) in writeHead's arguments, if there. */
export function headerIn(args: unknown[], name: string): string | undefined {
  const headers = headersIn(args)
  const key = keyIn(headers, name)
  return key === undefined ? undefined : String(headers![key])
}

/** Sets header `name` (lower case) to `value` on `res` and in writeHead's headers object, which would override it. */
export function setHeaderOfWriteHead(
  res: ServerResponse,
  args: unknown[],
  name: string,
  value: string | number,
) {
  res.setHeader(name, value)
  const headers = headersIn(args)
  const key = keyIn(headers, name)
  if (key !== undefined) headers![key] = value
}

/**
 * Early answers to requests the framework would otherwise fail on with a 500 (issue 7,
 * malformed-input sweep): a path that is not valid percent-encoded UTF-8 (Next.js cannot
 * decode it to match a route) and a multipart body that cannot be parsed (Next.js's
 * server-action parser and Payload's upload parser throw on it). Both get a 400 JSON
 * `{"message"}` instead. Used by src/proxy.ts and the Payload REST route.
 */

const badRequest = (message: string) => Response.json({ message, errors: [{ message }] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })

/** 400 when `pathname` (raw, still percent-encoded) does not decode; null when it does. */
export function malformedPath(pathname: string): Response | null {
  try {
    decodeURIComponent(pathname)
    return null
  } catch {
    return badRequest('Malformed URL: invalid percent-encoding.')
  }
}

/** 400 when `request` declares a multipart (or urlencoded) body that does not parse; null otherwise. The body stays readable. */
export async function malformedForm(request: Request): Promise<Response | null> {
  const type = request.headers.get('content-type')?.toLowerCase() ?? ''
  if (!request.body || !(type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded'))) return null
  try {
    await request.clone().formData()
    return null
  } catch {
    return badRequest('Malformed form body.')
  }
}

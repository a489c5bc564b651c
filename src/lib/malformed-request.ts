/**
 * Early answers to requests the framework would otherwise fail on with a 500: a path that is not valid percent-encoded UTF-8 (Next.js cannot
 * decode it to match a route) and a multipart body that cannot be parsed (Next.js's
 * server-action parser and Payload's upload parser throw on it). Both get a 400 JSON
 * `{"message"}` instead. Paths are checked by the site's HTTP server (src/server/http/server.ts),
 * form bodies by src/proxy.ts (pages: server actions) and the Payload REST route.
 */

/** The 400 message for a path that does not decode. */
export const MALFORMED_URL_MESSAGE = 'Malformed URL: invalid percent-encoding.'

/** Whether `pathname` (raw, still percent-encoded) decodes as UTF-8. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

const badRequest = (message: string) =>
  Response.json({ message, errors: [{ message }] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })

/** 400 when `request` declares a multipart (or urlencoded) body that does not parse; null otherwise. The body stays readable. */
export async function malformedForm(request: Request): Promise<Response | null> {
  const type = request.headers.get('content-type')?.toLowerCase() ?? ''
  if (
    !request.body ||
    !(type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded'))
  )
    return null
  try {
    await request.clone().formData()
    return null
  } catch {
    return badRequest('Malformed form body.')
  }
}

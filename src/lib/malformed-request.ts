/**
 * Early answers to requests the framework would otherwise fail on with a 500: a path that is
 * not valid percent-encoded UTF-8 (Next.js cannot decode it to match a route), a multipart
 * body that cannot be parsed (Next.js's server-action parser and Payload's upload parser throw
 * on it) and a server-action body that is not React's argument array. Each gets a 400 JSON
 * `{"message"}` instead. Paths are checked by the site's HTTP server (src/edge/refuse.ts),
 * form bodies by src/proxy.ts (pages: server actions) and the Payload REST route. Queries of
 * Payload's REST API are decided in one place, src/hooks/rest-query.
 */

import { errorJson } from '@/contracts/http'

import { tooDeep, TOO_DEEP_MESSAGE } from './json-depth'

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
  Response.json(errorJson(message), { status: 400, headers: { 'Cache-Control': 'no-store' } })

/**
 * 400 when `request` declares a multipart (or urlencoded) body that does not parse, or whose
 * `_payload` field (the JSON document Payload's admin sends with an upload) nests deeper than
 * MAX_JSON_DEPTH (src/lib/json-depth.ts); null otherwise. The body stays readable.
 */
export async function malformedForm(request: Request): Promise<Response | null> {
  const type = request.headers.get('content-type')?.toLowerCase() ?? ''
  if (
    !request.body ||
    !(type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded'))
  )
    return null
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return badRequest('Malformed form body.')
  }
  const document = form.get('_payload')
  return typeof document === 'string' && tooDeep(document) ? badRequest(TOO_DEEP_MESSAGE) : null
}

/**
 * An error answer of Payload's REST API in the site's error shape (docs/api.md "Errors"): a
 * top-level `message` (the first error's) next to Payload's `errors`, and without the error
 * class names (`"name": "o"` in a production build, whose class names are minified: noise
 * that tells a prober about the build). Other answers pass unchanged.
 */
export async function publicErrorAnswer(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('json')) return response
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown; errors?: unknown } | null
  if (!body || typeof body !== 'object' || Array.isArray(body)) return response
  const errors = Array.isArray(body.errors)
    ? body.errors.map((e: unknown) =>
        e && typeof e === 'object' ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'name')) : e,
      )
    : undefined
  const first = errors?.[0] as { message?: unknown } | undefined
  const message = typeof body.message === 'string' ? body.message : String(first?.message ?? 'Error.')
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify({ ...body, message, ...(errors && { errors }) }), {
    status: response.status,
    headers,
  })
}

/**
 * Arguments of every server action on the public pages: form actions of `useActionState`,
 * called with (previous state, form data). The admin's server function (under /admin) takes one.
 */
const PUBLIC_ACTION_ARGUMENTS = 2

/**
 * 400 when a server-action post (`Next-Action` header) carries a body that is not a form and
 * not the JSON array of arguments React's encodeReply writes (Next's decoder would throw: a
 * 500), or, on a public page, an argument array shorter than PUBLIC_ACTION_ARGUMENTS (the
 * action would run without its form). Null otherwise; the body stays readable.
 */
export async function malformedActionBody(request: Request): Promise<Response | null> {
  if (!request.headers.has('next-action') || !request.body) return null
  const type = request.headers.get('content-type')?.toLowerCase() ?? ''
  if (type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded')) return null
  let args: unknown
  try {
    args = JSON.parse(await request.clone().text())
  } catch {
    return badRequest('Malformed server action request.')
  }
  if (!Array.isArray(args)) return badRequest('Malformed server action request.')
  const admin = /^\/admin(\/|$)/.test(new URL(request.url).pathname)
  if (!admin && args.length < PUBLIC_ACTION_ARGUMENTS)
    return badRequest('Malformed server action request: missing arguments.')
  if (admin && !isServerFunctionCall(args))
    return badRequest('Malformed server action request: expected one {name, args} call.')
  return null
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether `args` is the one argument the admin's server function takes (Payload's
 * `ServerFunctionClient`: `{name, args}`, `args` an object). Payload spreads `args` and indexes
 * its handlers by `name` without checking: anything else throws (a 500). The body checked here
 * is not multipart, so it has no other parts: a React reference in place of the call or its
 * `args` (`"$K1"`: a FormData part) resolves to nothing Payload can read, and is refused too.
 */
function isServerFunctionCall(args: unknown[]): boolean {
  if (args.length !== 1) return false
  const [call] = args
  if (!isPlainObject(call)) return false
  const nameOk = typeof call.name === 'string' && /^[a-z][a-z-]*$/.test(call.name)
  return nameOk && (call.args === undefined || isPlainObject(call.args))
}

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

/** Geometry operators: the site has no point fields, and the database fails on them elsewhere. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const RANGE_OPERATORS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

/** Operators Payload knows (the last path segment before any value index). */
const OPERATORS = new Set([
  'equals',
  'not_equals',
  'like',
  'not_like',
  'contains',
  'exists',
  ...GEO_OPERATORS,
  ...LIST_OPERATORS,
  ...RANGE_OPERATORS,
])

/** Why the `where` parameter `key=value` (e.g. `where[id][in]=1,abc`) cannot be run, or null. */
function whereProblem(key: string, value: string): string | null {
  const segments = [...key.slice('where'.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)
  const at = segments.findIndex((s, i) => i > 0 && OPERATORS.has(s))
  if (at < 1) return null
  const [field, operator, ...rest] = segments.slice(at - 1)
  if (GEO_OPERATORS.has(operator!)) return `operator ${operator} is not supported`
  // `all` matches hasMany fields, which the site does not have; elsewhere the database fails.
  if (operator === 'all') return 'operator all is not supported'
  if (!LIST_OPERATORS.has(operator!) && rest.length)
    return `${operator} takes one value, not a list or object`
  if (LIST_OPERATORS.has(operator!)) {
    if (rest.length > 1 || (rest.length === 1 && !/^\d+$/.test(rest[0]!)))
      return `${operator} takes a list of values`
    if (field === 'id' && value.split(',').some((v) => !/^\d+$/.test(v.trim())))
      return `${operator} on id takes whole numbers`
  }
  if (
    RANGE_OPERATORS.has(operator!) &&
    !Number.isFinite(Number(value)) &&
    !Number.isFinite(Date.parse(value))
  )
    return `${operator} takes a number or a date`
  return null
}

/**
 * 400 when a Payload REST request's `where` query uses an operator in a way the database
 * would fail on (a 500): geometry operators and `all`, a list or object given to a one-value
 * operator, a nested object inside an `in` list, a non-number in an `id` list, a range
 * comparison with neither a number nor a date. Null otherwise (Payload
 * answers its own 400 for unknown fields and operators).
 */
export function malformedWhere(request: Request): Response | null {
  for (const [key, value] of new URL(request.url).searchParams) {
    if (!key.startsWith('where[')) continue
    const problem = whereProblem(key, value)
    if (problem) return badRequest(`Invalid where query (${key}): ${problem}.`)
  }
  return null
}

/**
 * An error answer of Payload's REST API without the error class names (`"name": "o"` in a
 * production build, whose class names are minified: noise that tells a prober about the
 * build). Other answers pass unchanged.
 */
export async function withoutErrorNames(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('json')) return response
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { errors?: unknown } | null
  if (!body || !Array.isArray(body.errors)) return response
  const errors = body.errors.map((e: unknown) =>
    e && typeof e === 'object' ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'name')) : e,
  )
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify({ ...body, errors }), { status: response.status, headers })
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
  return null
}

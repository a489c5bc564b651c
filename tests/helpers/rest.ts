/**
 * Payload's REST API (the handler behind /api/[...slug]) called in-process, without a
 * Next.js server: `handleEndpoints` is what the route's REST_* functions delegate to.
 */
import config from '@payload-config'
import { getPayload, handleEndpoints, type Payload } from 'payload'

import { SUMMARY_CSV_PATH, SUMMARY_PATH } from '@/contracts/analytics'
import { EXPERIMENT_RESULTS_PATH } from '@/contracts/experiments'

export const REST_ORIGIN = 'http://localhost:3000'

/** Sends `init` to `path` (e.g. `/api/users/login`) and returns Payload's Response. */
export function rest(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('Authorization', `JWT ${init.token}`)
  if (typeof init.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json')
  return handleEndpoints({ config, request: new Request(`${REST_ORIGIN}${path}`, { ...init, headers }) })
}

/** Logs in through REST, from client address `ip` when given; returns the response (cookie, token in the JSON body). */
export function restLogin(email: string, password: string, ip?: string): Promise<Response> {
  const headers: Record<string, string> = ip ? { 'x-forwarded-for': ip } : {}
  return rest('/api/users/login', { method: 'POST', headers, body: JSON.stringify({ email, password }) })
}

type SiteRoute = {
  /** The path as OpenAPI writes it (`{id}` for a segment). */
  path: string
  /** The route's handlers by method, given the request and the path's segments by name. */
  methods: Partial<
    Record<'GET' | 'POST', (request: Request, params: Record<string, string>) => Promise<Response>>
  >
}

/** Work deferred by a route handler (Next's `after`) runs at once in tests, its failure ignored. */
const runNow = (task: () => Promise<void>) => void task().catch(() => undefined)

/**
 * The site's own route handlers under /api that sit beside Payload's (tests/int/generated-requests.test.ts
 * sends generated requests to each). A handler that needs Next's request scope (`after`) is
 * called through its plain function.
 */
export const SITE_ROUTES: SiteRoute[] = [
  {
    path: SUMMARY_PATH,
    methods: { GET: async (request) => (await import('@/app/api/analytics/summary/route')).GET(request) },
  },
  {
    path: SUMMARY_CSV_PATH,
    methods: { GET: async (request) => (await import('@/app/api/analytics/summary.csv/route')).GET(request) },
  },
  {
    path: `${EXPERIMENT_RESULTS_PATH}/{pageId}`,
    methods: {
      GET: async (request, { pageId }) =>
        (await import('@/app/api/analytics/experiments/[pageId]/route')).GET(request, {
          params: Promise.resolve({ pageId: pageId! }),
        }),
    },
  },
  {
    path: '/api/forms/{id}/submit',
    methods: {
      POST: async (request, { id }) => {
        const { handleFormSubmit } = await import('@/server/forms/handle')
        return handleFormSubmit(request, id!, { payload: await getPayload({ config }), defer: runNow })
      },
    },
  },
]

/** The route of `pathname` among SITE_ROUTES and its path segments by name, or null. */
function siteRouteOf(pathname: string): { route: SiteRoute; params: Record<string, string> } | null {
  for (const route of SITE_ROUTES) {
    const names: string[] = []
    const pattern = route.path.replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))
    const match = new RegExp(`^${pattern}$`).exec(pathname)
    if (match)
      return {
        route,
        params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)])),
      }
  }
  return null
}

/**
 * Sends `init` to `path` through the site's Payload route (src/app/(payload)/api/[...slug]),
 * as Next would: the route's own checks and error shape, then Payload's REST handler.
 */
export async function restRoute(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<Response> {
  const route = await import('@/app/(payload)/api/[...slug]/route')
  const method = (init.method ?? 'GET').toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  const headers = new Headers(init.headers)
  if (init.token) headers.set('Authorization', `JWT ${init.token}`)
  if (typeof init.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json')
  const request = new Request(`${REST_ORIGIN}${path}`, { ...init, headers })
  // The site's own route handlers under /api that sit beside Payload's: Next answers the
  // methods they do not export 405, made JSON by the site's server (src/edge/json-errors.ts).
  const site = siteRouteOf(new URL(request.url).pathname)
  if (site) {
    const handler = site.route.methods[method as 'GET' | 'POST']
    if (!handler) return Response.json({ message: 'Method Not Allowed' }, { status: 405 })
    return handler(request, site.params)
  }
  const slug = new URL(request.url).pathname.split('/').slice(2)
  return route[method](request as never, { params: Promise.resolve({ slug }) })
}

/** Creates a user of `role` through the local API and signs it in through REST; its JWT. */
export async function signedInToken(
  payload: Payload,
  role: 'admin' | 'editor',
  email = `${role}@example.com`,
): Promise<string> {
  const password = 'a-long-password-123'
  await payload.create({
    collection: 'users',
    data: { email, password, role },
    context: { disableRevalidate: true },
  })
  return ((await (await restLogin(email, password)).json()) as { token: string }).token
}

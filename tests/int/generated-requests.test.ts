/**
 * The generated-request properties (tests/helpers/request-properties.ts) over Payload's REST
 * API in-process: every collection and global of the config and every collection's own
 * endpoints, through the site's Payload route (tests/helpers/rest.ts restRoute), on this run's database: SQLite in `npm run
 * test:int`, PostgreSQL in `npm run test:int:pg`. The end-to-end spec
 * tests/e2e/faults/generated.spec.ts sends the same generators to the production server
 * (pages, JSON routes, server actions too). A fixed seed and a bounded number of batches by
 * default; FUZZ_SEED (a number or `random`) and FUZZ_RUNS for longer hunts, which print their
 * seed and count.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { collections } from '@/collections'
import { tooDeep, TOO_DEEP_MESSAGE } from '@/lib/json-depth'

import { simplifyField } from '../helpers/content-fields'
import type { Site, Target } from '../helpers/generated-requests'
import type { RawAnswer, RawRequest } from '../helpers/malformed'
import { seededPayload } from '../helpers/payload'
import { hunt } from '../helpers/request-properties'
import { REST_ORIGIN, restLogin, restRoute, SITE_ROUTES } from '../helpers/rest'

let payload: Payload
let site: Site

const ROUTE_METHODS = new Set(['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'])
const FORM = /^\s*(multipart\/|application\/x-www-form-urlencoded)/i

/** `req` through the Payload route, as the site's HTTP server would hand it on. */
async function viaRoute(req: RawRequest): Promise<RawAnswer> {
  const method = req.method === 'HEAD' ? 'GET' : req.method
  // Methods no route exports are answered 405 by the site's server before Next (refuse.ts).
  if (!ROUTE_METHODS.has(method)) return { status: -1, contentType: '', body: '' }
  // Bodies nested too deep are refused by the site's server before Next (src/edge/body.ts).
  if (req.body && !FORM.test(req.headers['content-type'] ?? '') && tooDeep(req.body.toString('latin1')))
    return {
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ message: TOO_DEEP_MESSAGE }),
    }
  let headers: Headers
  try {
    headers = new Headers(req.headers)
  } catch {
    return { status: -1, contentType: '', body: '' } // not a header Node would send
  }
  let response: Response
  try {
    response = await restRoute(req.path, {
      method,
      headers,
      body: method === 'GET' ? undefined : (req.body as BodyInit | undefined),
    })
  } catch (error) {
    // What Next would answer for an error thrown out of the route.
    return { status: 500, contentType: 'text/plain', body: String(error) }
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  }
}

beforeAll(async () => {
  payload = await seededPayload()
  const tokens = { admin: '', editor: '' }
  let editorId = 0
  for (const role of ['admin', 'editor'] as const) {
    const email = `generated-${role}@example.com`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-password-123', role },
    })
    if (role === 'editor') editorId = user.id
    tokens[role] = ((await (await restLogin(email, 'a-long-password-123')).json()) as { token: string }).token
  }
  const targets: Target[] = [
    // Every collection and global of the running Payload, Payload's own included.
    ...payload.config.collections.map((c) => ({
      kind: 'collection' as const,
      path: `/api/${c.slug}`,
      slug: c.slug,
      fields: c.fields.map(simplifyField),
    })),
    ...payload.config.globals.map((g) => ({
      kind: 'global' as const,
      path: `/api/globals/${g.slug}`,
      slug: g.slug,
      fields: g.fields.map(simplifyField),
    })),
    // Every collection's own endpoints (`endpoints` in src/collections: the inbox CSV, a webhook
    // delivery's replay); Payload's sanitized config adds its REST handlers, generated above.
    ...collections.flatMap((c) =>
      (c.endpoints || []).map((e) => ({
        kind: 'openapi' as const,
        path: `/api/${c.slug}${e.path.replace(/:(\w+)/g, '{$1}')}`,
        fields: [],
      })),
    ),
    // The site's own routes beside Payload's: the staff summary and a form's submit
    // (tests/helpers/rest.ts SITE_ROUTES, which restRoute sends to).
    ...SITE_ROUTES.map((r) => ({ kind: 'openapi' as const, path: r.path, fields: [] })),
  ]
  const ids: Record<string, number[]> = {}
  for (const { slug } of payload.config.collections)
    ids[slug] = (await payload.find({ collection: slug, limit: 5, depth: 0 })).docs.map((d) => Number(d.id))
  site = {
    transport: viaRoute,
    readAsAdmin: async (path) =>
      (await (await restRoute(path, { token: tokens.admin })).json()) as Record<string, unknown>,
    targets,
    tokens,
    editorId,
    ids,
  }
}, 300_000)
afterAll(async () => {
  await payload.destroy()
})

const RUNS = Number(process.env.FUZZ_RUNS ?? 120)

describe('generated REST requests (fast-check)', () => {
  it(
    'get no 5xx, answer every error as JSON with a message, and change nothing a role may not',
    async () => {
      const seed =
        process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261126)
      const runs = RUNS
      const result = await hunt(site, { runs, seed, bodyLimit: () => Infinity })
      console.log(
        `generated REST requests: seed ${seed}, ${result.requests} requests, ${JSON.stringify(result.statuses)}`,
      )
      expect(result.requests).toBeGreaterThanOrEqual(runs)
    },
    Math.max(600_000, RUNS * 2_000),
  )

  it(
    "reach each of the site's own routes, from this site's pages too: no 5xx for any body",
    async () => {
      const own = site.targets.filter((t) => SITE_ROUTES.some((r) => r.path === t.path))
      expect(own.map((t) => t.path)).toContain('/api/forms/{id}/submit')
      const form = await payload.create({
        collection: 'forms',
        data: {
          title: 'Generated answers',
          fields: [
            { blockType: 'email', name: 'email', label: 'E-mail', required: true },
            { blockType: 'upload', name: 'cv', label: 'CV', maxSize: 2000, allowedTypes: ['pdf'] },
          ] as never,
          confirmationType: 'redirect',
          redirect: { url: '/thank-you' },
        },
      })
      // Half the requests come from a page of this site, so a form's body is read past the Origin check.
      const sameSite: Site = {
        ...site,
        targets: own,
        ids: { ...site.ids, submit: [form.id] },
        transport: (req) =>
          viaRoute(
            req.headers.origin || req.path.length % 2
              ? req
              : { ...req, headers: { ...req.headers, origin: REST_ORIGIN } },
          ),
      }
      const seed = Number(process.env.FUZZ_SEED ?? 20261127) || 20261127
      const result = await hunt(sameSite, { runs: RUNS, seed, bodyLimit: () => Infinity })
      console.log(
        `site routes: seed ${seed}, ${result.requests} requests, ${JSON.stringify(result.statuses)}`,
      )
      expect(result.requests).toBeGreaterThanOrEqual(RUNS)
    },
    Math.max(600_000, RUNS * 2_000),
  )
})

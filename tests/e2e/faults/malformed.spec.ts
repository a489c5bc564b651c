/**
 * Malformed-input sweep against the production build: fast-check generates
 * requests with fuzzed paths and queries, hostile headers and broken bodies
 * (tests/helpers/malformed.ts) for every public endpoint: the §7 reads, save_contact, the
 * payment endpoints, Payload's login, REST and GraphQL paths, the contact page's server
 * action and every page; with every method (unknown ones too), Payload `where` operators
 * on every field kind, server-action bodies (broken JSON, missing arguments, a foreign
 * Origin) and encoded characters in the preview's redirect target. Not one may answer 5xx
 * (or drop the connection), and the JSON API answers its 4xx as JSON.
 */
import fc from 'fast-check'

import { READ_ROUTES } from '../../../src/server/api/openapi'
import { bodyLimit } from '../../../src/edge/body'
import {
  fuzzedPath,
  nastyBody,
  nastyHeaders,
  send,
  type RawAnswer,
  type RawRequest,
} from '../../helpers/malformed'
import { PUBLIC_ROUTES } from '../helpers'
import { expect, test } from '../fixtures'

/** Every public endpoint with the methods it serves (others must be refused with a 4xx, not fail). */
const ENDPOINTS: string[] = [
  ...READ_ROUTES.map((r) => r.path),
  '/api/openapi.json',
  '/api/save_contact',
  '/api/payments/orders',
  '/api/payments/orders/5O190127TN364715T/capture',
  '/api/payments/webhook',
  '/api/users/login',
  '/api/users/me',
  '/api/users/logout',
  '/api/users/forgot-password',
  '/api/users',
  '/api/users/1',
  '/api/services',
  '/api/services/1',
  '/api/packages',
  '/api/media',
  '/api/contact-messages',
  '/api/orders',
  '/api/globals/settings',
  '/api/graphql',
  '/api/internal/revalidate',
  '/api/preview/exit',
  '/api/access',
  '/api/payload-migrations',
  '/api/users/verify/abc',
  '/api/media/file/missing.png',
  '/contact',
  '/sitemap.xml',
  '/robots.txt',
  '/_next/image',
  ...PUBLIC_ROUTES.map((r) => r.path),
]
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND', 'PURGE']

/** Payload `where` queries: every operator on fields of each kind, with values of the wrong kind too. */
const whereQuery: fc.Arbitrary<string> = fc
  .record({
    collection: fc.constantFrom('services', 'packages', 'media', 'users', 'orders'),
    field: fc.constantFrom('id', 'title', 'createdAt', 'sortOrder', 'nofield', 'or][0][title'),
    operator: fc.constantFrom(
      'equals',
      'not_equals',
      'in',
      'not_in',
      'all',
      'exists',
      'like',
      'contains',
      'near',
      'within',
      'intersects',
      'greater_than',
      'less_than_equal',
      'bogus',
    ),
    suffix: fc.constantFrom('', '[0]', '[0][a]', '[]'),
    value: fc.constantFrom('1', '1,abc', 'notadate', '2026-01-01', '', '%00', '1,2', 'true', '%E3%80%82'),
  })
  .map(
    ({ collection, field, operator, suffix, value }) =>
      `/api/${collection}?where[${field}][${operator}]${suffix}=${value}`,
  )

/** Redirect targets of the preview's exit, with encoded characters. */
const REDIRECT_TARGETS = [
  '/%E3%80%82x',
  '/x%00y',
  '//evil.example',
  '/%0d%0aSet-Cookie:%20x=1',
  '/%5cevil',
  '/%C0%AE',
]

/** Bodies of a server-action post: broken JSON, missing arguments, wrong shapes. */
const ACTION_BODIES = ['{{{{', '[]', '["$K1"]', 'null', '[1,2,3]', '']

const request: fc.Arbitrary<RawRequest> = fc
  .record({
    endpoint: fc.constantFrom(...ENDPOINTS),
    fuzzPath: fc.boolean(),
    method: fc.constantFrom(...METHODS),
    headers: nastyHeaders,
    body: fc.option(nastyBody, { nil: undefined }),
    serverAction: fc.boolean(),
  })
  .chain(({ endpoint, fuzzPath, method, headers, body, serverAction }) =>
    (fuzzPath ? fuzzedPath(endpoint) : fc.constant(endpoint)).map((path) => ({
      method,
      path,
      // A server action id that does not exist (the contact form posts through one).
      headers:
        serverAction && endpoint === '/contact' ? { ...headers, 'next-action': 'f'.repeat(42) } : headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    })),
  )

/** Answers the sweep may not give: any 5xx, a dropped connection, or a non-JSON 4xx from the JSON API. */
function problem(req: RawRequest, answer: RawAnswer): string | null {
  if (answer.status === -1) return null // Node would not send it: nothing reached the server.
  const what = `${req.method} ${req.path.slice(0, 200)} ${JSON.stringify(req.headers).slice(0, 300)} body=${req.body?.subarray(0, 80).toString('latin1') ?? '-'}`
  // Over the server's limit the answer is a 413 and the connection closes at once (body.ts):
  // a client still writing the body may see the reset (EPIPE, ECONNRESET) before the answer.
  const overLimit = (req.body?.length ?? 0) > bodyLimit(req.path.split('?')[0]!)
  if (answer.status === 0 && overLimit && /EPIPE|ECONNRESET/.test(answer.body)) return null
  if (answer.status === 0) return `no answer (${answer.body}): ${what}`
  if (answer.status >= 500) return `${answer.status} ${answer.body.slice(0, 300)}: ${what}`
  // As the server sees it (`/api/../x` and `/api/%2e%2e/x` are `/x`, a page).
  const api = /^\/api\//.test(
    new URL(req.path.replace(/%2e/gi, '.').replace(/%/g, '%25'), 'http://x').pathname,
  )
  // 400 / 431 / 413 from Node's HTTP parser come before any route: they have no body to speak of.
  if (
    api &&
    answer.status >= 400 &&
    req.method !== 'HEAD' &&
    answer.body &&
    !answer.contentType.includes('json')
  ) {
    return `${answer.status} not JSON (${answer.contentType}) ${answer.body.slice(0, 120)}: ${what}`
  }
  return null
}

test('no malformed request gets a 5xx', async ({ baseURL }) => {
  test.setTimeout(240_000)
  // A fixed draw by default, so `npm test` is repeatable; FAULTS_SEED=random (or a number) explores.
  const seed =
    process.env.FAULTS_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FAULTS_SEED ?? 20261123)
  const runs = Number(process.env.FAULTS_RUNS ?? 800)
  test.info().annotations.push({ type: 'seed', description: `FAULTS_SEED=${seed} FAULTS_RUNS=${runs}` })
  const requests = fc.sample(request, { numRuns: runs, seed })
  // Plus every endpoint with every method once, unfuzzed, so none depends on the draw.
  for (const path of [
    '/%ZZ.png',
    '/%E0%A4%A.js',
    '/_next/image/%ZZ',
    '/_next/static/%ZZ',
    '/%C0%AE%C0%AE/',
    '/api/media/file/nonexistent.png',
    '/api/media/file/logo.png%00.txt',
    '/_next/image?url=/api/media/file/missing.png&w=384&q=75',
    '/admin/../about',
    '/api/media/%2e%2e/payments/orders',
  ])
    requests.push({ method: 'GET', path, headers: {} })
  for (const path of fc.sample(whereQuery, { numRuns: 150, seed }))
    requests.push({ method: 'GET', path, headers: {} })
  for (const target of REDIRECT_TARGETS)
    requests.push({ method: 'GET', path: `/api/preview/exit?path=${target}`, headers: {} })
  for (const body of ACTION_BODIES)
    for (const origin of [undefined, 'http://evil.example'])
      requests.push({
        method: 'POST',
        path: '/contact',
        headers: {
          'next-action': 'f'.repeat(42),
          'content-type': 'text/plain;charset=UTF-8',
          ...(origin ? { origin } : {}),
        },
        body: Buffer.from(body),
      })
  for (const endpoint of ENDPOINTS)
    for (const method of METHODS)
      requests.push({
        method,
        path: endpoint,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.from('{"x":'),
      })
  const problems: string[] = []
  const statuses: Record<number, number> = {}
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const req = requests[next++]!
      const answer = await send(baseURL!, req)
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
      const found = problem(req, answer)
      if (found) problems.push(found)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  test.info().annotations.push({ type: 'statuses', description: JSON.stringify(statuses) })
  await test.info().attach('problems', { body: problems.join('\n'), contentType: 'text/plain' })
  expect(problems, `seed ${seed}`).toEqual([])
  // The site is still up and well after the sweep.
  expect((await send(baseURL!, { method: 'GET', path: '/api/getSettings', headers: {} })).status).toBe(200)
})

/**
 * Errors and body limits in production: the end-to-end server runs with
 * NODE_ENV=production. Provoked errors of our routes, Payload's REST API and server actions
 * are answered without stack traces or server paths, API errors as JSON; a body over the
 * limit is answered 413 JSON whether it declares its length or is sent chunked.
 */
import http from 'node:http'

import { buildActions } from '../helpers/generated-requests'
import { E2E_ADMIN } from './constants'
import { expect, test } from './fixtures'

/** What a leaked stack trace or server path looks like. */
const LEAK = /\bat \S+ \(|\bat (?:async )?\/|node_modules|\/work\/|\/src\/|\.tsx?:\d+|"stack"/

const BIG = 2 * 1024 * 1024
const XSRF = { cookie: 'XSRF-TOKEN=t0k3n', 'x-xsrf-token': 't0k3n' }

const PROVOKED: Array<{
  name: string
  method?: string
  path: string
  body?: string
  headers?: Record<string, string>
}> = [
  {
    name: 'anonymous create (Payload)',
    method: 'POST',
    path: '/api/services',
    body: '{"title":"x"}',
    headers: { 'content-type': 'application/json' },
  },
  { name: 'anonymous list of users (Payload)', path: '/api/users' },
  { name: 'missing document (Payload)', path: '/api/services/987654321' },
  { name: 'malformed id (Payload)', path: '/api/services/not-an-id%00' },
  {
    name: 'query on an unknown field (Payload)',
    path: '/api/services?where[nope][equals]=1&depth=abc&limit=-5',
  },
  {
    name: 'malformed JSON login (Payload)',
    method: 'POST',
    path: '/api/users/login',
    body: '{"email":',
    headers: { 'content-type': 'application/json' },
  },
  { name: 'unknown collection (Payload)', path: '/api/no-such-collection' },
  { name: 'path traversal of media files', path: '/api/media/file/..%2F..%2Fpackage.json' },
  {
    name: 'malformed JSON order',
    method: 'POST',
    path: '/api/payments/orders',
    body: '{"packageId":',
    headers: { 'content-type': 'application/json', ...XSRF },
  },
  {
    name: 'capture of an unknown order',
    method: 'POST',
    path: '/api/payments/orders/NOPE/capture',
    headers: XSRF,
  },
  {
    name: 'contact with a wrong content type',
    method: 'POST',
    path: '/api/save_contact',
    body: '<x/>',
    headers: { 'content-type': 'application/xml', ...XSRF },
  },
  {
    name: 'unknown server action',
    method: 'POST',
    path: '/contact',
    body: '[]',
    headers: { 'next-action': 'f'.repeat(42), 'content-type': 'text/plain;charset=UTF-8' },
  },
]

for (const { name, method = 'GET', path, body, headers } of PROVOKED) {
  test(`${name}: no stack trace, no server path`, async ({ request }) => {
    const response = await request.fetch(path, { method, data: body, headers, failOnStatusCode: false })
    const text = await response.text()
    expect(response.status(), text).toBeLessThan(500)
    expect(text).not.toMatch(LEAK)
    if (path.startsWith('/api/') && response.status() >= 400)
      expect(response.headers()['content-type']).toContain('application/json')
  })
}

test.describe('body limits', () => {
  for (const path of [
    '/api/save_contact',
    '/api/services',
    '/api/users/login',
    '/api/payments/orders',
    '/contact',
  ]) {
    test(`${path}: over the limit with a declared length -> 413 JSON`, async ({ request }) => {
      const response = await request.post(path, {
        data: Buffer.alloc(BIG, 'a'),
        headers: {
          'content-type': 'application/json',
          ...XSRF,
          ...(path === '/contact' ? { 'next-action': 'f'.repeat(42) } : {}),
        },
      })
      expect(response.status()).toBe(413)
      expect(await response.json()).toEqual({ message: 'The request body is larger than 1048576 bytes.' })
    })
  }

  test('a chunked body over the limit -> 413 JSON', async ({ baseURL }) => {
    // Raw node:http, and the body left open once it passed the limit: the 413 closes the
    // connection, and a client still writing then would see EPIPE instead of the answer.
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${baseURL}/api/services`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      })
      req.on('response', (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (part: string) => (body += part))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      expect(req.getHeader('content-length')).toBeUndefined()
      for (let sent = 0; sent <= 1024 * 1024; sent += chunk.length) req.write(chunk)
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request body is larger than 1048576 bytes.' })
  })

  test('an upload to media may be larger than the general limit', async ({ request }) => {
    // Refused by access control (anonymous), not by the size: the media limit is 12 MiB.
    const response = await request.post('/api/media', {
      multipart: {
        file: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.alloc(BIG) },
        _payload: JSON.stringify({ alt: 'A large upload' }),
      },
    })
    expect(response.status()).toBe(403)
  })
})

test('the sixth wrong sign-in from one address: 429 with its message and Retry-After', async ({
  request,
}) => {
  // The server trusts one proxy (TRUST_PROXY=1): this address is a client of its own.
  // SIGN_IN_RATE_LIMIT keeps its default, 5 attempts per 15 minutes.
  const headers = { 'x-forwarded-for': '198.51.100.209' }
  const data = { email: 'nobody@example.com', password: 'wrong-password-123' }
  const statuses: number[] = []
  for (let i = 0; i < 5; i++)
    statuses.push((await request.post('/api/users/login', { headers, data })).status())
  expect(statuses).toEqual([401, 401, 401, 401, 401])
  const refused = await request.post('/api/users/login', { headers, data })
  expect(refused.status()).toBe(429)
  const retryAfter = Number(refused.headers()['retry-after'])
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  const message = `Too many sign-in attempts from this address. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`
  expect(await refused.json()).toEqual({
    message,
    errors: [{ message, data: { retryAfter } }],
  })
})

/**
 * The requests of the second outside review that got a 5xx, a 200 or a body without a
 * message (docs/security.md "Bad requests"): each is a 4xx with a JSON `message` now.
 */
test.describe('the review requests', () => {
  const override = {
    'x-payload-http-method-override': 'GET',
    'content-type': 'application/x-www-form-urlencoded',
  }
  const REVIEW: Array<{
    method?: string
    path: string
    body?: string
    headers?: Record<string, string>
    status: number
  }> = [
    { path: '/api/services?where[createdAt][equals]=notadate', status: 400 },
    { path: '/api/services?where[createdAt][not_equals]=notadate', status: 400 },
    { path: '/api/media?where[updatedAt][equals]=notadate', status: 400 },
    { path: '/api/packages?where[createdAt][equals]=notadate', status: 400 },
    { path: '/api/services/count?where[createdAt][equals]=notadate', status: 400 },
    { path: '/api/services?limit=99999999999999999999', status: 400 },
    { path: '/api/media?limit=99999999999999999999', status: 400 },
    { path: '/api/services?limit=-1&page=2', status: 400 },
    { path: '/api/services?limit=-1&page=-5', status: 400 },
    {
      method: 'POST',
      path: '/api/services',
      body: 'where[title][near]=1,2,3',
      headers: override,
      status: 400,
    },
    { method: 'POST', path: '/api/services', body: 'where[title][all]=a', headers: override, status: 400 },
    {
      method: 'POST',
      path: '/api/services',
      body: 'where[createdAt][greater_than]=notadate',
      headers: override,
      status: 400,
    },
    { path: '/api/payload%2Dmigrations', status: 404 },
    { path: '/api/payload%2dmigrations/1', status: 404 },
    { path: '/api/acces%73', status: 404 },
    { path: '/api/access', headers: { authorization: 'Bearer garbage' }, status: 404 },
    { path: '/api/payments/orders', status: 405 },
    { method: 'PUT', path: '/', status: 405 },
  ]
  for (const { method = 'GET', path, body, headers, status } of REVIEW) {
    test(`${method} ${path}${body ? ` (${body})` : ''} -> ${status} JSON with a message`, async ({
      request,
    }) => {
      const response = await request.fetch(path, { method, data: body, headers, failOnStatusCode: false })
      expect(response.status()).toBe(status)
      expect(response.headers()['content-type']).toContain('application/json')
      const { message } = (await response.json()) as { message?: unknown }
      expect(typeof message).toBe('string')
      // Payload's fallback when a minified error class lost its name: the message would be lost too.
      expect(message).not.toBe('An unknown error occurred.')
    })
  }

  test('PATCH with a JSON array nested 50,000 deep, as admin -> 400 JSON before anything parses it', async ({
    request,
  }) => {
    const login = await request.post('/api/users/login', { data: E2E_ADMIN })
    const { token } = (await login.json()) as { token: string }
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`
    const response = await request.fetch('/api/services/1?draft=true', {
      method: 'PATCH',
      data: deep,
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      failOnStatusCode: false,
    })
    expect(response.status()).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/nested deeper/)
  })
})

/**
 * A well-shaped call of the admin's server function ({name, args}) whose Payload handler
 * throws: anonymous, it answered 500 (found by the generated requests). Now an answer telling
 * the caller to sign in; signed in with arguments that do not fit, an answer too.
 */
test.describe('admin server function calls whose handler throws', () => {
  const call = JSON.stringify([{ name: 'render-document', args: { collectionSlug: 'services', docID: 'x' } }])
  const adminAction = () => {
    const action = buildActions(process.env.NEXT_DIST_DIR ?? '.builds/e2e').find((a) => a.path === '/admin')
    expect(action?.actionId).toBeTruthy()
    return action!.actionId!
  }

  test('anonymous: not a 5xx, told to sign in', async ({ request }) => {
    const response = await request.post('/admin', {
      headers: { 'next-action': adminAction(), 'content-type': 'text/plain;charset=UTF-8' },
      data: call,
      failOnStatusCode: false,
    })
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('Sign in to the admin first.')
  })

  test('signed in, arguments that do not fit: not a 5xx', async ({ request }) => {
    const login = await request.post('/api/users/login', { data: E2E_ADMIN })
    const { token } = (await login.json()) as { token: string }
    const response = await request.post('/admin', {
      headers: {
        'next-action': adminAction(),
        'content-type': 'text/plain;charset=UTF-8',
        authorization: `JWT ${token}`,
      },
      data: JSON.stringify([{ name: 'render-document', args: 5 }]),
      failOnStatusCode: false,
    })
    expect(response.status()).toBeLessThan(500)
  })
})

/**
 * Public JSON API (docs/api.md) against the production build: every read answers
 * 200 with its wrapping and field names (checked with the schemas the OpenAPI
 * document is generated from), ETag/304, absolute image URLs, the XSRF cookie, and
 * save_contact's 419 / 422 / 413 / 429 / 200.
 */
import type { APIRequestContext } from '@playwright/test'

import { READ_ROUTES } from '../../src/server/api/openapi'
import { responses } from '../../src/server/api/schemas'
import { REJECTED_FACTOR } from '../../src/contracts/contact'
import { E2E_ADMIN, E2E_CONTACT } from './constants'
import { expect, test } from './fixtures'

const VALID = {
  name: 'Api Tester',
  email: 'api@example.com',
  subject: 'From the API test',
  phone_number: '+44 20 7946 0000',
  message: 'Hello',
}

/** XSRF token of `request`'s cookie jar (the contact page's GET issues it when absent). */
async function xsrfToken(request: APIRequestContext): Promise<string> {
  await request.get('/contact')
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')
  expect(cookie, 'XSRF-TOKEN cookie').toBeTruthy()
  return decodeURIComponent(cookie!.value)
}

for (const route of READ_ROUTES) {
  test(`GET ${route.path} answers its documented shape, with ETag`, async ({ request }) => {
    const response = await request.get(route.path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(response.headers()['cache-control']).toMatch(/max-age=\d+/)
    const body = await response.json()
    const parsed = responses[route.schema].safeParse(body)
    expect(parsed.error?.issues ?? []).toEqual([])
    const etag = response.headers()['etag']!
    expect(etag).toBeTruthy()
    const again = await request.get(route.path, { headers: { 'If-None-Match': etag } })
    expect(again.status()).toBe(304)
  })
}

test('lists are not empty, packages are grouped and images are absolute URLs of the site', async ({
  request,
  baseURL,
}) => {
  const services = (await (await request.get('/api/getServices')).json()).data
  expect(services.length).toBeGreaterThan(0)
  expect(services[0].image).toMatch(new RegExp(`^${baseURL}/api/media/file/`))
  expect(services[0].description).toMatch(/^<(p|h\d|ul|ol)/)
  const settings = (await (await request.get('/api/getSettings')).json()).data
  expect(settings.header_logo).toMatch(new RegExp(`^${baseURL}/`))
  expect((await request.get(settings.header_logo)).status()).toBe(200)
  const page = (await (await request.get('/api/get_package_page')).json()).data
  expect([page.website.length, page.seo.length, page.ppc.length, page.smo.length]).toEqual([4, 3, 3, 3])
  expect(page.website[0]).toMatchObject({
    id: 'web-standard',
    category: 'website',
    price: 599,
    currency: 'USD',
  })
  expect((await (await request.get('/api/get_contact_us')).json()).data).toMatch(/<p>/)
})

test('the OpenAPI 3.1 document describes every path', async ({ request }) => {
  const doc = await (await request.get('/api/openapi.json')).json()
  expect(doc.openapi).toBe('3.1.0')
  for (const route of READ_ROUTES) expect(doc.paths).toHaveProperty([route.path, 'get'])
  expect(doc.paths).toHaveProperty(['/api/save_contact', 'post'])
})

test('a GET of a form page sets a script-readable XSRF-TOKEN cookie once, on a private answer', async ({
  request,
}) => {
  const xsrfCookieOf = (response: Awaited<ReturnType<APIRequestContext['get']>>) =>
    response
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('XSRF-TOKEN='))
  for (const path of ['/contact', '/payment/web-standard']) {
    const response = await request.get(path, { headers: { cookie: '' } })
    const setCookie = xsrfCookieOf(response)
    expect(setCookie?.value, path).toMatch(/Path=\//)
    expect(setCookie?.value).toMatch(/SameSite=lax/i)
    expect(setCookie?.value).not.toMatch(/HttpOnly/i)
    expect(response.headers()['cache-control'], path).toBe('private, no-cache')
    const again = await request.get(path, { headers: { cookie: 'XSRF-TOKEN=present' } })
    expect(xsrfCookieOf(again), path).toBeUndefined()
  }
  // Answers a shared cache may store never carry it.
  for (const path of ['/about', '/api/getAbout', '/robots.txt']) {
    const response = await request.get(path, { headers: { cookie: '' } })
    expect(xsrfCookieOf(response), path).toBeUndefined()
  }
})

test.describe('POST api/save_contact', () => {
  const post = async (
    request: APIRequestContext,
    ip: string,
    data: Record<string, string> | string,
    headers: Record<string, string> = {},
  ) =>
    request.post('/api/save_contact', {
      ...(typeof data === 'string' ? { data } : { multipart: data }),
      headers: { 'x-forwarded-for': ip, 'x-xsrf-token': await xsrfToken(request), ...headers },
    })

  test('answers 419 without the header', async ({ request }) => {
    const response = await request.post('/api/save_contact', {
      multipart: VALID,
      headers: { 'x-forwarded-for': '10.1.0.1' },
    })
    expect(response.status()).toBe(419)
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' })
  })

  test('answers 422 with field texts, 413 when too large, 200 when stored', async ({ request }) => {
    const invalid = await post(request, '10.1.0.2', { ...VALID, email: 'nope', name: '' })
    expect(invalid.status()).toBe(422)
    expect(await invalid.json()).toEqual({
      name: 'The name field is required.',
      email: 'The email must be a valid email address.',
    })
    const large = await post(request, '10.1.0.2', JSON.stringify({ ...VALID, message: 'x'.repeat(70_000) }), {
      'content-type': 'application/json',
    })
    expect(large.status()).toBe(413)
    const ok = await post(request, '10.1.0.2', { ...VALID, subject: 'Stored through the API' })
    expect(ok.status()).toBe(200)
    expect(await ok.json()).toHaveProperty('message')

    // Stored: the admin sees it (Payload REST, signed in), and exports it as CSV.
    const login = await request.post('/api/users/login', { data: E2E_ADMIN })
    expect(login.status()).toBe(200)
    // A browser marks its own requests same-origin; Payload trusts the session cookie only then (csrf).
    const headers = { 'Sec-Fetch-Site': 'same-origin' }
    const found = await (
      await request.get('/api/contact-messages?where[subject][equals]=Stored%20through%20the%20API', {
        headers,
      })
    ).json()
    expect(found.docs[0]).toMatchObject({
      ...VALID,
      subject: 'Stored through the API',
      status: 'new',
      spam: false,
    })
    const csv = await request.get('/api/contact-messages/export.csv', { headers })
    expect(csv.headers()['content-type']).toContain('text/csv')
    expect(await csv.text()).toContain('Stored through the API')
  })

  test('answers 429 once one address exceeds the (larger) limit of rejected posts', async ({ request }) => {
    const statuses: number[] = []
    for (let i = 0; i <= E2E_CONTACT.rateLimit * REJECTED_FACTOR; i++)
      statuses.push((await post(request, '10.1.0.3', { ...VALID, email: 'x' })).status())
    expect(statuses.slice(0, -1).every((s) => s === 422)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect((await post(request, '10.1.0.4', { ...VALID, email: 'x' })).status()).toBe(422)
  })
})

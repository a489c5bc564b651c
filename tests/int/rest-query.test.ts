/**
 * Payload REST queries are decided once, after Payload parsed them (src/hooks/rest-query):
 * every request of the outside review that got a 500 now gets 400 JSON with a message, through
 * the site's Payload route (tests/helpers/rest.ts restRoute), anonymous and signed in.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seededPayload } from '../helpers/payload'
import { restLogin, restRoute } from '../helpers/rest'

let payload: Payload
const tokens: Record<'admin' | 'editor', string> = { admin: '', editor: '' }

beforeAll(async () => {
  payload = await seededPayload()
  for (const role of ['admin', 'editor'] as const) {
    const email = `${role}@example.com`
    await payload.create({ collection: 'users', data: { email, password: 'a-long-password-123', role } })
    tokens[role] = ((await (await restLogin(email, 'a-long-password-123')).json()) as { token: string }).token
  }
}, 300_000)
afterAll(async () => {
  await payload.destroy()
})

const override = (body: string) => ({
  method: 'POST',
  headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
  body,
})

async function expect400(response: Response, pattern: RegExp = /./) {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { message?: unknown; errors?: Array<{ message: string }> }
  expect(typeof body.message).toBe('string')
  expect(body.message).toMatch(pattern)
}

describe('Payload REST queries the database could not run get 400 JSON with a message', () => {
  it.each([
    '/api/services?where[createdAt][equals]=notadate',
    '/api/services?where[createdAt][not_equals]=notadate',
    '/api/media?where[updatedAt][equals]=notadate',
    '/api/packages?where[createdAt][equals]=notadate',
    '/api/services/count?where[createdAt][equals]=notadate',
    '/api/services?where[createdAt][in]=2026-01-01,notadate',
  ])('a date field compared with a non-date: %s', async (path) => {
    await expect400(await restRoute(path), /takes a date/)
  })

  it('a date field compared with a non-date, as admin on /api/orders', async () => {
    await expect400(await restRoute('/api/orders?where[createdAt][equals]=notadate', { token: tokens.admin }))
  })

  it.each([
    ['/api/services?limit=99999999999999999999', /limit/],
    ['/api/media?limit=99999999999999999999', /limit/],
    ['/api/services?limit=-1&page=2', /limit/],
    ['/api/services?limit=-1&page=-5', /limit/],
    ['/api/services?page=-5', /page/],
    ['/api/services?page=0', /page/],
    ['/api/services?depth=abc', /depth/],
    ['/api/services?depth=99', /depth/],
    ['/api/services?sort=%00', /sort/],
    ['/api/services?sort=nosuchfield', /sort/],
    ['/api/services?where[title][equals][a]=1', /one value/],
    ['/api/services?where[title][in][0][a]=1', /title/],
    ['/api/services?where[id][in]=1,abc', /document id/],
    ['/api/services?where[id][near]=1,2', /near/],
    ['/api/services?where[id][all][0]=1', /all/],
    ['/api/services?where[title][unknownop]=1', /unknown/],
    ['/api/services?where[nosuchfield][equals]=1', /nosuchfield/],
    ['/api/services?where[image][equals]=abc', /document id/],
    ['/api/services?where[id][equals]=99999999999', /document id/],
    ['/api/packages?where[category][equals]=nosuchcategory', /takes one of/],
    ['/api/services?where[title][equals]=a%00b', /NUL/],
    ['/api/services?where=%7B', /JSON/],
    ['/api/services?where=[]', /where/],
    ['/api/services?select=1', /select/],
    ['/api/globals/settings?depth=-1', /depth/],
  ])('%s', async (path, pattern) => {
    await expect400(await restRoute(path), pattern)
  })

  it.each(['where[title][near]=1,2,3', 'where[title][all]=a', 'where[createdAt][greater_than]=notadate'])(
    'the same query in the urlencoded body of a method-override post: %s',
    async (body) => {
      await expect400(await restRoute('/api/services', override(body)))
    },
  )

  it('a method-override post whose JSON body does not parse', async () => {
    await expect400(
      await restRoute('/api/services', {
        method: 'POST',
        headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/json' },
        body: '{"where":',
      }),
      /JSON/,
    )
  })

  it('lets queries the database can run through', async () => {
    for (const path of [
      '/api/services?where[title][equals]=Web',
      '/api/services?where[id][in]=1,2,3',
      '/api/services?where[id][in][0]=1&where[id][in][1]=2',
      '/api/services?where[createdAt][greater_than]=2026-01-01T00:00:00.000Z',
      '/api/services?where[createdAt][equals]=null',
      '/api/services?where[or][0][title][like]=web&where[or][1][short][exists]=true',
      '/api/services?where[image.alt][like]=a',
      '/api/packages?where[category][in]=website,seo',
      '/api/services?depth=1&limit=10&page=1&sort=-createdAt,title',
      '/api/services?select[title]=true',
      '/api/services?limit=0',
      '/api/globals/settings?depth=0',
      `/api/services?where=${encodeURIComponent(JSON.stringify({ title: { like: 'web' } }))}`,
    ]) {
      const response = await restRoute(path)
      expect(response.status, `${path} ${response.status === 200 ? '' : await response.text()}`).toBe(200)
    }
    const viaBody = await restRoute('/api/services', override('where[title][like]=web&limit=5'))
    expect(viaBody.status).toBe(200)
  })
})

describe('bodies nested too deep', () => {
  it('a multipart `_payload` nested 50,000 deep is 400 before Payload parses it', async () => {
    const form = new FormData()
    form.append('_payload', `${'['.repeat(50_000)}${']'.repeat(50_000)}`)
    await expect400(
      await restRoute('/api/services/1?draft=true', { method: 'PATCH', body: form, token: tokens.admin }),
      /nested deeper/,
    )
  })
})

describe('/api/access', () => {
  it('is 404 JSON without a valid session, whatever Authorization says; signed in, the permission map', async () => {
    for (const headers of [
      {},
      { Authorization: 'Bearer garbage' },
      { Authorization: 'JWT not.a.jwt' },
    ] as Array<Record<string, string>>) {
      const response = await restRoute('/api/access', { headers })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ message: 'Not found.' })
    }
    const signedIn = await restRoute('/api/access', { token: tokens.editor })
    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toHaveProperty('collections')
  })
})

describe('regressions the generated requests found (tests/int/generated-requests.test.ts)', () => {
  it('versions endpoints of a collection or global without versions are 404, not a database error', async () => {
    for (const [path, init] of [
      ['/api/redirects/versions/987654', { token: tokens.admin }],
      ['/api/redirects/versions', { token: tokens.admin }],
      ['/api/payload-jobs/versions/1', { method: 'POST', body: '[]' }],
      ['/api/globals/seo/versions', { token: tokens.admin }],
      // PostgreSQL: a version id that is not a whole number failed as "invalid input syntax".
      ['/api/globals/privacy-policy/versions/1.5', { token: tokens.admin }],
      ['/api/services/1.5', { token: tokens.admin }],
      // PostgreSQL: an id past its integer column failed as "out of range for type integer".
      ['/api/services/99999999999', { token: tokens.admin }],
      ['/api/redirects/99999999999999999999/duplicate', { method: 'POST', body: '{}', token: tokens.editor }],
    ] as const) {
      const response = await restRoute(path, init)
      expect(response.status, path).toBe(404)
      expect(typeof ((await response.json()) as { message?: unknown }).message).toBe('string')
    }
  })

  it("a malformed id on Payload's own collections is 404", async () => {
    const response = await restRoute('/api/payload-locked-documents/%00', {
      method: 'DELETE',
      token: tokens.editor,
    })
    expect(response.status).toBe(404)
  })

  it('a write whose body is not an object of fields is 400', async () => {
    await expect400(
      await restRoute('/api/packages/1', {
        method: 'PATCH',
        headers: { 'Content-Type': 'image/png' },
        body: '[]',
        token: tokens.editor,
      }),
      /object of fields/,
    )
    await expect400(await restRoute('/api/services', { method: 'POST', body: '[1]', token: tokens.admin }))
  })

  it('a write of a timestamp Date cannot hold is 400, not a 500 from the database adapter', async () => {
    for (const createdAt of ['275761', '+275761-01-01', 'not a date'])
      await expect400(
        await restRoute('/api/projects/1', {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ createdAt }),
          token: tokens.admin,
        }),
        /createdAt takes a date/,
      )
  })

  it('OPTIONS of an endpoint the site does not offer is 404 JSON', async () => {
    const response = await restRoute('/api/payload-migrations', { method: 'OPTIONS' })
    expect(response.status).toBe(404)
  })

  it("DELETE of an admin preference answers 404 when there is none and deletes the user's own", async () => {
    expect(
      (await restRoute('/api/payload-preferences/987654', { method: 'DELETE', token: tokens.admin })).status,
    ).toBe(404)
    const saved = await restRoute('/api/payload-preferences/nav', {
      method: 'POST',
      body: JSON.stringify({ value: { open: true } }),
      token: tokens.admin,
    })
    expect(saved.status).toBe(200)
    const deleted = await restRoute('/api/payload-preferences/nav', { method: 'DELETE', token: tokens.admin })
    expect(deleted.status).toBe(200)
    const after = await restRoute('/api/payload-preferences/nav', { token: tokens.admin })
    expect(((await after.json()) as { value?: unknown }).value ?? null).toBeNull()
  })
})

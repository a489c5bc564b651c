/** Early 400s for undecodable paths and broken form bodies (src/lib/malformed-request.ts). */
import { describe, expect, it } from 'vitest'

import {
  isDecodablePath,
  malformedActionBody,
  malformedForm,
  malformedWhere,
  withoutErrorNames,
} from '@/lib/malformed-request'

const post = (contentType: string, body: string) =>
  new Request('http://localhost/contact', { method: 'POST', headers: { 'content-type': contentType }, body })

describe('isDecodablePath', () => {
  it('refuses invalid percent-encodings and UTF-8', () => {
    for (const path of ['/%', '/%ZZ', '/a%', '/%C3%28', '/%E0%80%AF', '/%ED%A0%80', '/%uD800'])
      expect(isDecodablePath(path), path).toBe(false)
  })

  it('accepts decodable paths', () => {
    for (const path of ['/', '/services', '/a%20b', '/%C3%A9', '/api/getSettings'])
      expect(isDecodablePath(path), path).toBe(true)
  })
})

describe('malformedForm', () => {
  it('answers 400 for a multipart body that does not parse', async () => {
    expect((await malformedForm(post('multipart/form-data', 'x')))?.status).toBe(400)
    expect(
      (
        await malformedForm(
          post(
            'multipart/form-data; boundary=zzz',
            '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nx',
          ),
        )
      )?.status,
    ).toBe(400)
  })

  it('lets a valid form through with its body still readable, and ignores other types', async () => {
    const form = new FormData()
    form.append('name', 'Ann')
    const request = new Request('http://localhost/contact', { method: 'POST', body: form })
    expect(await malformedForm(request)).toBeNull()
    expect((await request.formData()).get('name')).toBe('Ann')
    expect(await malformedForm(post('application/json', '{"a":'))).toBeNull()
  })
})

describe('malformedWhere', () => {
  const at = (query: string) => new Request(`http://localhost/api/services?${query}`)

  it.each([
    'where[id][near]=1,2',
    'where[createdAt][greater_than]=notadate',
    'where[id][in]=1,abc',
    'where[title][in][0][a]=1',
    'where[or][0][location][within]=1',
    'where[id][all][0]=1',
    'where[title][equals][0][a]=1,2',
    'where[createdAt][contains][]=x',
    'where[title][not_equals][0]=2026-01-01',
  ])('answers 400 to %s (the database would fail: a 500)', async (query) => {
    const response = malformedWhere(at(query))
    expect(response?.status).toBe(400)
    expect(((await response!.json()) as { message: string }).message).toMatch(/^Invalid where query/)
  })

  it.each([
    'where[title][equals]=Web',
    'where[id][in]=1,2,3',
    'where[id][in][0]=1&where[id][in][1]=2',
    'where[createdAt][greater_than]=2026-01-01T00:00:00.000Z',
    'where[sortOrder][less_than_equal]=5',
    'where[or][0][title][like]=web&where[or][1][slug][exists]=true',
    'depth=1&limit=10',
  ])('lets %s through', (query) => {
    expect(malformedWhere(at(query))).toBeNull()
  })
})

describe('withoutErrorNames', () => {
  it("drops the errors' class names of an error answer and keeps the rest", async () => {
    const answer = Response.json(
      { errors: [{ name: 'o', message: 'The following path cannot be queried: x', data: [{ path: 'x' }] }] },
      { status: 400 },
    )
    const cleaned = await withoutErrorNames(answer)
    expect(cleaned.status).toBe(400)
    expect(await cleaned.json()).toEqual({
      errors: [{ message: 'The following path cannot be queried: x', data: [{ path: 'x' }] }],
    })
  })

  it('leaves successful answers alone', async () => {
    const answer = Response.json({ docs: [{ name: 'kept' }] })
    expect(await withoutErrorNames(answer)).toBe(answer)
  })
})

describe('malformedActionBody', () => {
  const action = (body: string, contentType = 'text/plain;charset=UTF-8') =>
    new Request('http://localhost/contact', {
      method: 'POST',
      headers: { 'next-action': 'f'.repeat(42), 'content-type': contentType },
      body,
    })

  it.each(['{{{{', '', '{"a":1}', 'null'])('answers 400 to an action body %j', async (body) => {
    expect((await malformedActionBody(action(body)))?.status).toBe(400)
  })

  it.each(['[]', '["$K1"]'])(
    'answers 400 to a public action post missing its arguments: %s',
    async (body) => {
      const answer = await malformedActionBody(action(body))
      expect(answer?.status).toBe(400)
      expect(await answer?.json()).toMatchObject({
        message: 'Malformed server action request: missing arguments.',
      })
    },
  )

  it("lets the admin's one-argument server function through", async () => {
    const adminCall = new Request('http://localhost/admin/collections/media', {
      method: 'POST',
      headers: { 'next-action': 'f'.repeat(42), 'content-type': 'text/plain;charset=UTF-8' },
      body: '[{"name":"render-list","args":{}}]',
    })
    expect(await malformedActionBody(adminCall)).toBeNull()
  })

  it("lets React's argument arrays and forms through", async () => {
    expect(await malformedActionBody(action('["$K1",{"seq":0}]'))).toBeNull()
    expect(await malformedActionBody(action('name=x', 'application/x-www-form-urlencoded'))).toBeNull()
  })
})

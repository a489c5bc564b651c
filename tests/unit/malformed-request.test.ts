/** Early 400s for undecodable paths and broken form bodies (src/lib/malformed-request.ts). */
import { describe, expect, it } from 'vitest'

import {
  isDecodablePath,
  malformedActionBody,
  malformedForm,
  publicErrorAnswer,
} from '@/lib/malformed-request'
import { JsonDepth, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE, tooDeep } from '@/lib/json-depth'

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

  it("answers 400 for a multipart `_payload` document nested deeper than the limit (Payload's admin sends one with uploads)", async () => {
    const form = (document: string) => {
      const data = new FormData()
      data.append('_payload', document)
      return new Request('http://localhost/api/media', { method: 'POST', body: data })
    }
    const deep = await malformedForm(form(`${'['.repeat(50_000)}${']'.repeat(50_000)}`))
    expect(deep?.status).toBe(400)
    expect(((await deep!.json()) as { message: string }).message).toBe(TOO_DEEP_MESSAGE)
    expect(await malformedForm(form(JSON.stringify({ alt: 'x', nested: [[[{ a: 1 }]]] })))).toBeNull()
  })
})

describe('JsonDepth', () => {
  it('measures nesting outside strings, in chunks, without parsing', () => {
    expect(new JsonDepth().feed('{"a":[1,{"b":[]}]}').deepest).toBe(4)
    expect(new JsonDepth().feed('{"a":"[[[[{{{{\\"}').deepest).toBe(1)
    expect(new JsonDepth().feed('["\\"').feed(Buffer.from('",[["x]"]]]')).deepest).toBe(3)
    expect(tooDeep('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false)
    expect(tooDeep('['.repeat(MAX_JSON_DEPTH + 1))).toBe(true)
  })
})

describe('publicErrorAnswer', () => {
  it("adds the first error's message on top and drops the errors' class names, keeping the rest", async () => {
    const answer = Response.json(
      { errors: [{ name: 'o', message: 'The following path cannot be queried: x', data: [{ path: 'x' }] }] },
      { status: 400 },
    )
    const cleaned = await publicErrorAnswer(answer)
    expect(cleaned.status).toBe(400)
    expect(await cleaned.json()).toEqual({
      message: 'The following path cannot be queried: x',
      errors: [{ message: 'The following path cannot be queried: x', data: [{ path: 'x' }] }],
    })
  })

  it('leaves successful answers alone', async () => {
    const answer = Response.json({ docs: [{ name: 'kept' }] })
    expect(await publicErrorAnswer(answer)).toBe(answer)
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

  it.each([
    '[{"name":"form-state","args":0}]',
    '[{"name":"form-state","args":[1]}]',
    '[{"args":{}}]',
    '[{"name":5}]',
    '[1]',
    '[{},{}]',
    // A reference to a part of a multipart body, in a body with no parts.
    '["$K1"]',
    '[{"name":"form-state","args":"$K1"}]',
  ])(
    'answers 400 to an admin server function call that is not one {name, args}: %s (Payload would throw)',
    async (body) => {
      const adminCall = new Request('http://localhost/admin', {
        method: 'POST',
        headers: { 'next-action': 'f'.repeat(42), 'content-type': 'text/plain;charset=UTF-8' },
        body,
      })
      expect((await malformedActionBody(adminCall))?.status).toBe(400)
    },
  )

  it("lets React's argument arrays and forms through", async () => {
    expect(await malformedActionBody(action('["$K1",{"seq":0}]'))).toBeNull()
    expect(await malformedActionBody(action('name=x', 'application/x-www-form-urlencoded'))).toBeNull()
  })
})

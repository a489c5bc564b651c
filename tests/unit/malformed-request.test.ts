/** Early 400s for undecodable paths and broken form bodies (src/lib/malformed-request.ts). */
import { describe, expect, it } from 'vitest'

import { isDecodablePath, malformedForm } from '@/lib/malformed-request'

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

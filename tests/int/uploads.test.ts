/**
 * Media uploads: accepted image types only (by content, not by name),
 * a 5 MB limit (local API and REST multipart), sanitized stored file names.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { File, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_UPLOAD_BYTES } from '@/collections/Media/upload-rules'
import { getEnv } from '@/env'
import type { User } from '@/payload-types'

import { pngFile } from '../helpers/access-fixtures'
import { migratedPayload } from '../helpers/payload'
import { rest, restLogin } from '../helpers/rest'

let payload: Payload
let editor: User
let token: string
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await migratedPayload()
  await payload.create({
    collection: 'users',
    data: { email: 'admin@example.com', password: 'a-long-password-123' },
  })
  editor = await payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'a-long-password-123' },
  })
  token = ((await (await restLogin('editor@example.com', 'a-long-password-123')).json()) as { token: string })
    .token
})

afterAll(async () => {
  await payload.destroy()
})

const upload = (file: File) =>
  payload.create({
    collection: 'media',
    data: { alt: 'Test' },
    file,
    user: editor,
    overrideAccess: false,
    context,
  })

const fileError = (message: RegExp) => ({
  data: { errors: [expect.objectContaining({ path: 'file', message: expect.stringMatching(message) })] },
})

async function image(format: 'jpeg' | 'webp' | 'avif' | 'gif', name: string): Promise<File> {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#884422' } })
    [format]()
    .toBuffer()
  return { data, mimetype: `image/${format}`, name, size: data.length }
}

describe('accepted types', () => {
  it.each(['jpeg', 'webp', 'avif', 'gif'] as const)('stores a %s image', async (format) => {
    await expect(upload(await image(format, `ok.${format}`))).resolves.toMatchObject({
      mimeType: `image/${format}`,
    })
  })

  it('refuses SVG', async () => {
    const data = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    await expect(
      upload({ data, mimetype: 'image/svg+xml', name: 'x.svg', size: data.length }),
    ).rejects.toMatchObject(fileError(/JPEG, PNG/))
  })

  it('refuses a non-image named and typed as PNG', async () => {
    const data = Buffer.from('<html><script>alert(1)</script></html>')
    await expect(
      upload({ data, mimetype: 'image/png', name: 'x.png', size: data.length }),
    ).rejects.toMatchObject(fileError(/not a valid/))
  })

  it('refuses a PDF', async () => {
    const data = Buffer.from('%PDF-1.4\n%%EOF\n')
    await expect(
      upload({ data, mimetype: 'application/pdf', name: 'x.pdf', size: data.length }),
    ).rejects.toMatchObject(fileError(/JPEG, PNG/))
  })

  it('requires a file on create', async () => {
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'No file' },
        user: editor,
        overrideAccess: false,
        context,
      }),
    ).rejects.toThrow()
    expect(
      (await payload.count({ collection: 'media', where: { alt: { equals: 'No file' } } })).totalDocs,
    ).toBe(0)
  })
})

describe('size limit', () => {
  it('refuses a file over 5 MB through the local API', async () => {
    const png = await pngFile('big.png')
    const data = Buffer.concat([png.data, Buffer.alloc(MAX_UPLOAD_BYTES)])
    await expect(upload({ ...png, data, size: data.length })).rejects.toMatchObject(
      fileError(/larger than 5 MB/),
    )
  })

  it('answers 413 to a REST multipart upload over 5 MB, and 201 under it', async () => {
    const post = async (bytes: Buffer, name: string) => {
      const form = new FormData()
      form.append('_payload', JSON.stringify({ alt: name }))
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name)
      // Encoded up front: a FormData body is a lazy stream in undici, which rejects unhandled
      // ("ReadableStream is already closed") when the handler stops reading it at the limit.
      const encoded = new Response(form)
      const headers = { 'Content-Type': encoded.headers.get('Content-Type')! }
      return rest('/api/media', { method: 'POST', token, headers, body: await encoded.arrayBuffer() })
    }
    const png = (await pngFile()).data
    expect((await post(Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)]), 'big.png')).status).toBe(413)
    expect((await post(png, 'small.png')).status).toBe(201)
  })
})

describe('file names', () => {
  it('stores a sanitized name, inside the media folder', async () => {
    const doc = await upload(await pngFile('../../Évil name\u0007<x>.PNG'))
    expect(doc.filename).toBe('Evil-name-x.png')
    expect(existsSync(path.join(path.resolve(getEnv().MEDIA_DIR), doc.filename!))).toBe(true)
  })
})

describe('missing files', () => {
  it.each(['/api/media/file/nonexistent.png', '/api/media/file/logo.png%00.txt'])(
    'answers 404 JSON to %s, logged as info, not an error',
    async (url) => {
      const errors: unknown[] = []
      const original = payload.logger.error.bind(payload.logger)
      payload.logger.error = ((...args: unknown[]) => void errors.push(args)) as typeof payload.logger.error
      try {
        const response = await rest(url)
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual({ message: 'Not found.', errors: [{ message: 'Not found.' }] })
      } finally {
        payload.logger.error = original
      }
      expect(errors).toEqual([])
    },
  )

  it('still serves a stored file', async () => {
    const doc = await upload(await pngFile('served.png'))
    const response = await rest(`/api/media/file/${doc.filename}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0)
  })
})

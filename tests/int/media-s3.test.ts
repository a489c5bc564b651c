/**
 * Media on S3-compatible storage against the s3rver stand-in: an upload through
 * Payload lands in the bucket (original and every size) and not on local disk, the site's
 * URL of the image (`/api/media/file/...`, used by pages and the JSON API) serves the same
 * bytes, and a delete removes the objects.
 */
import { existsSync, readdirSync } from 'node:fs'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3Standin, type S3Standin } from '../helpers/s3-standin'

let s3: S3Standin
let payload: Payload
let restGet: (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

beforeAll(async () => {
  s3 = await startS3Standin()
  Object.assign(process.env, s3.env)
  // Loaded only now: the config reads S3_* once, when it is first imported.
  const { migratedPayload } = await import('../helpers/payload')
  const { default: config } = await import('@payload-config')
  const { REST_GET } = await import('@payloadcms/next/routes')
  payload = await migratedPayload()
  restGet = REST_GET(config)
})
afterAll(async () => {
  await payload.destroy()
  await s3.close()
})

/** A small PNG of one colour, made with sharp. */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()
}

async function fetchFromSite(url: string): Promise<Response> {
  const slug = new URL(url, 'http://localhost').pathname.replace(/^\/api\//, '').split('/')
  return restGet(new Request(new URL(url, 'http://localhost')), { params: Promise.resolve({ slug }) })
}

describe('media on S3 (S3_BUCKET set)', () => {
  it('stores the upload and its sizes in the bucket, serves it at the site URL, deletes it', async () => {
    const data = await png(1600, 900)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Blue test image' },
      file: { data, mimetype: 'image/png', name: 's3-test.png', size: data.length },
      context: { disableRevalidate: true },
    })
    expect(doc.filename).toBe('s3-test.png')
    expect(doc.url).toBe('/api/media/file/s3-test.png')
    // Same schema as without S3 (src/storage.ts), so the committed migrations fit both.
    expect(payload.collections.media.config.fields.map((f) => ('name' in f ? f.name : ''))).not.toContain(
      '_objectKey',
    )

    const original = await s3.getObject('s3-test.png')
    expect(original.status).toBe(200)
    expect(Buffer.from(await original.arrayBuffer()).equals(data)).toBe(true)
    const thumbnail = doc.sizes?.thumbnail
    expect(thumbnail?.filename).toBe('s3-test-400x300.png')
    expect((await s3.getObject(thumbnail!.filename!)).status).toBe(200)
    // Nothing on local disk.
    const mediaDir = process.env.MEDIA_DIR!
    expect(existsSync(mediaDir) ? readdirSync(mediaDir) : []).toEqual([])

    const served = await fetchFromSite(doc.url!)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true)
    const servedThumb = await fetchFromSite(thumbnail!.url!)
    expect(servedThumb.status).toBe(200)
    expect((await sharp(Buffer.from(await servedThumb.arrayBuffer())).metadata()).width).toBe(400)

    await payload.delete({ collection: 'media', id: doc.id, context: { disableRevalidate: true } })
    expect((await s3.getObject('s3-test.png')).status).toBe(404)
    expect((await fetchFromSite(doc.url!)).status).toBe(404)
  })
})

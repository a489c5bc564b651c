/**
 * Check 5, media on S3: an image uploaded through a (POST /api/media, multipart, as the admin) is
 * in the S3 stand-in's bucket and served by b and c (GET /api/media/file/<name>) with the bytes
 * the bucket holds; no instance wrote media to its own disk (each has a MEDIA_DIR of its own,
 * which must stay missing or empty).
 */
import { existsSync, readdirSync } from 'node:fs'

import sharp from 'sharp'

import type { Instance } from '../cluster'
import { getPage, type CheckResult, type Context } from './context'

/** Check 5 (see above): one row; throws when the upload itself is refused. */
export async function checkMedia(ctx: Context): Promise<CheckResult> {
  const [a, b, c] = ctx.cluster.instances as [Instance, Instance, Instance]
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `cluster-${ctx.run}.png`)
  form.append('_payload', JSON.stringify({ alt: `Cluster upload ${ctx.run}` }))
  const { doc } = await ctx.rest(a).upload<{ doc: { filename: string } }>('/api/media', form)
  const inBucket = await ctx.cluster.s3.getObject(doc.filename)
  const stored = inBucket.ok ? Buffer.from(await inBucket.arrayBuffer()) : Buffer.alloc(0)
  const served = await Promise.all(
    [b, c].map(async (instance) => {
      const answer = await getPage(
        ctx.cluster,
        instance.url,
        `/api/media/file/${encodeURIComponent(doc.filename)}`,
      )
      return { instance, ok: answer.status === 200 && answer.body.equals(stored), status: answer.status }
    }),
  )
  const onDisk = ctx.cluster.instances.filter(
    (instance) => existsSync(instance.mediaDir) && readdirSync(instance.mediaDir).length > 0,
  )
  return {
    check: '5. upload on a, served by b and c from S3',
    pass: inBucket.ok && stored.length > 0 && served.every((s) => s.ok) && onDisk.length === 0,
    figures: `${doc.filename}: in the bucket ${inBucket.ok ? `(${stored.length} bytes)` : `no (${inBucket.status})`}; ${served.map((s) => `${s.instance.name} ${s.status}${s.ok ? ' same bytes' : ' differs'}`).join(', ')}; MEDIA_DIR written by: ${onDisk.map((i) => i.name).join(', ') || 'none'}`,
  }
}

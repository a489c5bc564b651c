/**
 * A post published by a job of the running server (a scheduled publish, run by the jobs
 * cron outside any Next.js request, where `revalidateTag` throws) still expires the cache:
 * the hook asks the server's own `POST /api/internal/revalidate` on 127.0.0.1:PORT, with the
 * revalidate token. Here a stand-in server listens on that port and Next's runtime flag is set,
 * as in the server bundle.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

const { revalidateTag } = vi.hoisted(() => {
  process.env.PORT = '3221'
  process.env.NEXT_RUNTIME = 'nodejs'
  return {
    revalidateTag: vi.fn(() => {
      throw new Error('Invariant: static generation store missing in revalidateTag')
    }),
  }
})
vi.mock('next/cache', () => ({ revalidateTag, unstable_cache: (read: unknown) => read }))

import { getEnv } from '@/env'
import { revalidateToken } from '@/lib/revalidate-token'
import { runNotifications } from '@/mail'
import { doc, paragraph } from '@/seed/richtext'

import { seededPayload } from '../helpers/payload'

let payload: Payload
let server: Server
const received: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders }> = []

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({ method: req.method, url: req.url, headers: req.headers })
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":[]}')
  })
  // A port in use fails the suite at once (EADDRINUSE) rather than at the hook's timeout.
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(getEnv().PORT, '127.0.0.1', resolve),
  )
  payload = await seededPayload()
}, 300_000)

afterAll(async () => {
  await payload.destroy()
  await new Promise((resolve) => server.close(resolve))
  delete process.env.NEXT_RUNTIME
})

it('a scheduled publish run by the jobs runner asks the server to expire the cache', async () => {
  const media = (await payload.find({ collection: 'media', limit: 1 })).docs[0]!.id
  const draft = await payload.create({
    collection: 'posts',
    data: {
      title: 'Scheduled for later',
      slug: '',
      excerpt: 'Goes live on its own.',
      heroImage: media,
      author: 'Test',
      content: doc(paragraph('Body.')),
      _status: 'draft',
    },
    context: { disableRevalidate: true },
  })
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'posts', value: draft.id } },
    waitUntil: new Date(Date.now() - 1000),
  })
  await runNotifications(payload)

  const published = await payload.findByID({ collection: 'posts', id: draft.id, overrideAccess: false })
  expect(published._status).toBe('published')
  expect(revalidateTag).toHaveBeenCalledWith('posts', { expire: 0 })
  await vi.waitFor(() => expect(received.length).toBeGreaterThan(0))
  expect(received[0]).toMatchObject({
    method: 'POST',
    url: '/api/internal/revalidate',
    headers: expect.objectContaining({ 'x-revalidate-token': revalidateToken(getEnv().PAYLOAD_SECRET) }),
  })
})

/**
 * Editor-made redirects: the demo seeds, refusals when saved (loop, chain, bad path or URL,
 * as a 400 naming the field), and the site's HTTP server answering them before its page
 * cache, with every admin change applied at the next request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import type { Payload } from 'payload'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSiteServer } from '@/edge/server'

import { migratedPayload } from '../helpers/payload'
import { send } from '../helpers/raw-http'
import { rest, restLogin } from '../helpers/rest'

let payload: Payload
let editorToken: string
let site: ReturnType<typeof createSiteServer>
let port: number
let nextCalls = 0

/** Stand-in for Next: every path is a cacheable page naming itself. */
function fakeNext(req: IncomingMessage, res: ServerResponse): void {
  nextCalls++
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 's-maxage=3600',
    ETag: `"${req.url}"`,
  })
  res.end(`<html><body>page ${req.url}</body></html>`)
}

const post = (data: unknown) =>
  rest('/api/redirects', { method: 'POST', token: editorToken, body: JSON.stringify(data) })

beforeAll(async () => {
  payload = await migratedPayload()
  await payload.create({
    collection: 'users',
    data: { email: 'admin@example.com', password: 'a-long-password-123' },
  })
  await payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'a-long-password-123', role: 'editor' },
  })
  const login = await restLogin('editor@example.com', 'a-long-password-123')
  editorToken = ((await login.json()) as { token: string }).token
  const { seed } = await import('@/seed')
  await seed(payload)
  site = createSiteServer({
    handle: fakeNext,
    logger: pino(new Writable({ write: (_c, _e, done) => done() })),
    https: false,
    paypalOrigins: [],
  })
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
  port = (site.server.address() as AddressInfo).port
})
afterAll(async () => {
  await site.shutdown(1000)
  await payload.destroy()
})

describe('seeded redirects', () => {
  it('sends /our-work to /ourworks and /packages to /package with 301, keeping the query', async () => {
    const ourWork = await send(port, '/our-work')
    expect(ourWork.status).toBe(301)
    expect(ourWork.headers.location).toBe('/ourworks')
    expect(ourWork.headers['cache-control']).toBe('no-store')
    const packages = await send(port, '/packages/?tab=seo')
    expect(packages.status).toBe(301)
    expect(packages.headers.location).toBe('/package?tab=seo')
  })

  it('leaves /home a page', async () => {
    const home = await send(port, '/home')
    expect(home.status).toBe(200)
    expect(home.body.toString()).toContain('page /home')
  })
})

describe('saving a redirect', () => {
  it('refuses a loop with a 400 naming the target field', async () => {
    const response = await post({ from: '/loop', to: { url: '/loop/' }, type: '301' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as {
      errors: Array<{ data: { errors: Array<{ path: string; message: string }> } }>
    }
    expect(body.errors[0]!.data.errors).toEqual([
      expect.objectContaining({ path: 'to.url', message: expect.stringMatching(/loop/) }),
    ])
  })

  it('refuses a chain of two hops, in either direction', async () => {
    const onward = await post({ from: '/old-packages', to: { url: '/packages' }, type: '301' })
    expect(onward.status).toBe(400)
    expect(JSON.stringify(await onward.json())).toContain('/packages is itself redirected to /package')
    const before = await post({ from: '/ourworks', to: { url: '/home' }, type: '302' })
    expect(before.status).toBe(400)
    expect(JSON.stringify(await before.json())).toContain('/our-work already redirects to /ourworks')
  })

  it('refuses a target that is neither a site path nor an http(s) URL, and the admin as a source', async () => {
    const script = await post({ from: '/x', to: { url: 'javascript:alert(1)' }, type: '301' })
    expect(script.status).toBe(400)
    const admin = await post({ from: '/admin', to: { url: '/home' }, type: '301' })
    expect(admin.status).toBe(400)
    expect(JSON.stringify(await admin.json())).toContain('cannot be redirected')
  })
})

describe('changes in the admin', () => {
  it('apply at the next request, ahead of a page the cache already holds', async () => {
    const cached = await send(port, '/old-blog')
    expect(cached.status).toBe(200)
    const again = await send(port, '/old-blog')
    expect(again.headers['x-page-cache']).toBe('HIT')

    const created = await post({ from: '/old-blog', to: { url: 'https://blog.example.com/' }, type: '302' })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const external = await send(port, '/old-blog')
    expect(external.status).toBe(302)
    expect(external.headers.location).toBe('https://blog.example.com/')

    const updated = await rest(`/api/redirects/${doc.id}`, {
      method: 'PATCH',
      token: editorToken,
      body: JSON.stringify({ type: '301', to: { url: '/home' } }),
    })
    expect(updated.status).toBe(200)
    const internal = await send(port, '/old-blog')
    expect(internal.status).toBe(301)
    expect(internal.headers.location).toBe('/home')

    const deleted = await rest(`/api/redirects/${doc.id}`, { method: 'DELETE', token: editorToken })
    expect(deleted.status).toBe(200)
    const page = await send(port, '/old-blog')
    expect(page.status).toBe(200)
  })

  it('are not open to visitors', async () => {
    const list = await rest('/api/redirects')
    expect(list.status).toBe(403)
    const callsBefore = nextCalls
    expect((await send(port, '/our-work')).status).toBe(301)
    expect(nextCalls).toBe(callsBefore)
  })
})

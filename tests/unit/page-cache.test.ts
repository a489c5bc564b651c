/**
 * The shared page cache of the site's HTTP server (src/edge/page-cache/page-cache.ts)
 * around a stand-in for Next's handler: what is stored (a shareable HTML 200) and what is
 * not, purging through src/infra/page-cache-purge.ts, encodings, 304 and HEAD.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { instanceState } from '@/infra/shared-state'
import { purgePageCache } from '@/infra/page-cache-purge'
import type { PageCache } from '@/edge/page-cache/page-cache'
import { createSiteServer } from '@/edge/server'

import { send } from '../helpers/raw-http'

const SHARED = 's-maxage=31536000'
let version = 1
let rendered: string[] = []
let releaseSlow: (() => void) | undefined
/** The render of /shared in flight, which Next hands to every request for the page made meanwhile. */
let sharedRender: Promise<string> | undefined
/** Whether a new render of /shared waits for `releaseSlow` (else it answers at once). */
let holdShared = true
/** Next's answer while the database is away: a 500 for every page. */
let failing = false
let pageCache: PageCache

/** Stand-in for Next: pages with the cache headers Next sends, and answers that must not be stored. */
async function fakeNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/'
  rendered.push(url)
  if (failing) {
    res.statusCode = 500
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    return void res.end('{"message":"Internal server error."}')
  }
  const html = (cacheControl: string) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', cacheControl)
    res.setHeader('ETag', `"v${version}"`)
    res.setHeader('Vary', 'rsc, next-router-state-tree')
  }
  if (url === '/slow') {
    html(SHARED)
    const renderedVersion = version
    // The first rendering waits for the test to purge meanwhile; later ones answer at once.
    if (!releaseSlow) await new Promise<void>((resolve) => (releaseSlow = resolve))
    return void res.end(`<p>slow v${renderedVersion}</p>`)
  }
  if (url === '/shared') {
    html(SHARED)
    const renderedVersion = version
    const hold = () =>
      holdShared ? new Promise<void>((resolve) => (releaseSlow = resolve)) : Promise.resolve()
    sharedRender ??= hold().then(() => {
      sharedRender = undefined
      return `<p>shared v${renderedVersion}</p>`
    })
    return void res.end(await sharedRender)
  }
  if (url === '/private') html('private, no-cache, no-store, max-age=0, must-revalidate')
  else if (url.startsWith('/api/')) return api(url, res)
  else if (url.startsWith('/_next/')) return buildFile(url, res)
  else html(url === '/file.png' ? 'public, max-age=86400' : SHARED)
  if (url === '/file.png') res.setHeader('Content-Type', 'image/png')
  if (url === '/cookie') res.setHeader('Set-Cookie', 'session=1')
  if (url === '/missing') res.statusCode = 404
  // Written in two chunks, as Next streams.
  res.write(`<html><body><p>${url} v${version}</p>`)
  res.end(`${'<i>padding</i>'.repeat(200)}</body></html>`)
}

/** The public JSON API (src/server/api/respond.ts) and Payload's REST API (no freshness given). */
function api(url: string, res: ServerResponse): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  if (url.startsWith('/api/getAbout'))
    res.setHeader('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
  if (url === '/api/preview-json') res.setHeader('Cache-Control', 'private, no-store')
  res.end(JSON.stringify({ url, version }))
}

/** Next's static files (immutable) and its image optimizer. */
function buildFile(url: string, res: ServerResponse): void {
  const type = url.endsWith('.js')
    ? 'application/javascript; charset=UTF-8'
    : url.endsWith('.woff2')
      ? 'font/woff2'
      : 'image/avif'
  res.setHeader('Content-Type', type)
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  res.end(url.endsWith('.js') ? `self.chunk=${JSON.stringify('x'.repeat(4000))}` : Buffer.alloc(3000, 7))
}

let port = 0
let close: () => Promise<void>

beforeEach(async () => {
  version = 1
  failing = false
  rendered = []
  releaseSlow = undefined
  sharedRender = undefined
  holdShared = true
  const site = createSiteServer({
    handle: fakeNext,
    logger: pino({ level: 'silent' }),
    https: false,
    paypalOrigins: [],
  })
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
  port = (site.server.address() as AddressInfo).port
  pageCache = site.pageCache!
  close = () => new Promise((resolve) => site.server.close(() => resolve()))
})
afterEach(() => close())

describe('page cache', () => {
  it('answers a repeat request for a shareable page from memory, with the same body and headers', async () => {
    const first = await send(port, '/services')
    const second = await send(port, '/services')
    expect(rendered).toEqual(['/services'])
    expect(first.headers['x-page-cache']).toBeUndefined()
    expect(second.headers['x-page-cache']).toBe('HIT')
    expect(second.body.toString()).toBe(first.body.toString())
    for (const name of [
      'content-type',
      'etag',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
    ]) {
      expect(second.headers[name], name).toBe(first.headers[name])
    }
    expect(second.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding')
  })

  it('keeps per-answer headers per answer, and never a cookie on a shareable page', async () => {
    const miss = await send(port, '/')
    const hit = await send(port, '/', { headers: { 'x-request-id': 'abc-123' } })
    expect(hit.headers['x-page-cache']).toBe('HIT')
    expect(hit.headers['x-request-id']).toBe('abc-123')
    expect(miss.headers['set-cookie']).toBeUndefined()
    expect(hit.headers['set-cookie']).toBeUndefined()
  })

  it('gives the form pages the XSRF cookie and keeps them private: no shared cache stores them', async () => {
    for (const path of ['/contact', '/payment/web-standard']) {
      const first = await send(port, path)
      expect(String(first.headers['set-cookie']), path).toMatch(
        /^XSRF-TOKEN=[\w-]{43}; Path=\/; Max-Age=604800; SameSite=Lax$/,
      )
      expect(first.headers['cache-control'], path).toBe('private, no-cache')
      const withCookie = await send(port, path, { headers: { cookie: 'XSRF-TOKEN=present' } })
      expect(withCookie.headers['set-cookie']).toBeUndefined()
      expect(withCookie.headers['cache-control'], path).toBe('private, no-cache')
      expect(withCookie.headers['x-page-cache']).toBeUndefined()
    }
  })

  it('stores nothing private, unshareable, cookie-setting, non-200 or other than HTML and JSON', async () => {
    const paths = ['/private', '/cookie', '/missing', '/file.png', '/api/services/1', '/api/preview-json']
    for (const path of paths) {
      await send(port, path)
      await send(port, path)
    }
    expect(rendered).toEqual(paths.flatMap((path) => [path, path]))
  })

  it('keys a page by its path: made-up query strings share its one entry', async () => {
    await send(port, '/about')
    for (let i = 0; i < 5; i++)
      expect((await send(port, `/about?cb=${i}`)).headers['x-page-cache']).toBe('HIT')
    expect(rendered).toEqual(['/about'])
    await send(port, '/ourworks?cb=1')
    expect((await send(port, '/ourworks')).headers['x-page-cache']).toBe('HIT')
    expect(rendered).toEqual(['/about', '/ourworks?cb=1'])
  })

  it('keys the public JSON API by its path too: query strings it does not read share one entry', async () => {
    await send(port, '/api/getAbout?cb=1')
    for (let i = 2; i < 6; i++)
      expect((await send(port, `/api/getAbout?cb=${i}`)).headers['x-page-cache']).toBe('HIT')
    expect(rendered).toEqual(['/api/getAbout?cb=1'])
    expect(pageCache.size).toBe(1)
  })

  it('counts keys and kept headers in its memory bound, not only the bodies', async () => {
    const long = `/api/getAbout/${'k'.repeat(8_000)}`
    const reply = await send(port, long)
    expect(pageCache.size).toBe(1)
    // The stored key (host + path) and the kept headers are counted with the body.
    expect(pageCache.bytes).toBeGreaterThan(reply.body.length + long.length + 100)
  })

  it('stores the public JSON API', async () => {
    const first = await send(port, '/api/getAbout')
    const second = await send(port, '/api/getAbout')
    expect(rendered).toEqual(['/api/getAbout'])
    expect(second.headers['x-page-cache']).toBe('HIT')
    expect(JSON.parse(second.body.toString())).toEqual(JSON.parse(first.body.toString()))
  })

  it('skips previews, RSC requests and server-action POSTs', async () => {
    await send(port, '/about')
    await send(port, '/about', { headers: { cookie: '__prerender_bypass=1' } })
    await send(port, '/about', { headers: { rsc: '1' } })
    await send(port, '/about?_rsc=x1')
    await send(port, '/about', { method: 'POST', headers: { 'next-action': 'abc' } })
    expect(rendered).toEqual(['/about', '/about', '/about', '/about?_rsc=x1', '/about'])
  })

  it('purgePageCache() drops every page: the next request renders the new content', async () => {
    await send(port, '/')
    version = 2
    expect((await send(port, '/')).body.toString()).toContain('v1')
    purgePageCache()
    const fresh = await send(port, '/')
    expect(fresh.headers['x-page-cache']).toBeUndefined()
    expect(fresh.body.toString()).toContain('v2')
    expect((await send(port, '/')).body.toString()).toContain('v2')
  })

  it('does not store a page whose rendering started before a purge', async () => {
    const slow = send(port, '/slow')
    while (!releaseSlow) await new Promise((resolve) => setTimeout(resolve, 5))
    version = 2
    purgePageCache()
    releaseSlow!()
    expect((await slow).body.toString()).toContain('slow v1')
    const next = await send(port, '/slow')
    expect(next.headers['x-page-cache']).toBeUndefined()
    expect(next.body.toString()).toContain('slow v2')
    expect((await send(port, '/slow')).headers['x-page-cache']).toBe('HIT')
  })

  it("does not store a render begun before a purge and handed to a request made after it (Next's shared render)", async () => {
    const first = send(port, '/shared')
    while (!releaseSlow) await new Promise((resolve) => setTimeout(resolve, 5))
    version = 2
    purgePageCache()
    const joined = send(port, '/shared')
    while (rendered.length < 2) await new Promise((resolve) => setTimeout(resolve, 5))
    releaseSlow!()
    expect((await joined).body.toString()).toContain('shared v1')
    expect((await first).body.toString()).toContain('shared v1')
    holdShared = false
    const next = await send(port, '/shared')
    expect(next.headers['x-page-cache']).toBeUndefined()
    expect(next.body.toString()).toContain('shared v2')
    expect((await send(port, '/shared')).headers['x-page-cache']).toBe('HIT')
    expect(pageCache.inFlight).toBe(0)
  })

  it('answers a purged page from its stale copy when Next fails with a 5xx, until Next answers again', async () => {
    await send(port, '/about')
    version = 2
    purgePageCache()
    failing = true
    const stale = await send(port, '/about')
    expect(stale.status).toBe(200)
    expect(stale.headers['x-page-cache']).toBe('STALE')
    expect(stale.body.toString()).toContain('/about v1')
    // Never stored as fresh: the next request asks Next again.
    expect((await send(port, '/about')).headers['x-page-cache']).toBe('STALE')
    // A page never stored has no copy: the error passes through.
    expect((await send(port, '/never-stored')).status).toBe(500)
    failing = false
    const fresh = await send(port, '/about')
    expect(fresh.headers['x-page-cache']).toBeUndefined()
    expect(fresh.body.toString()).toContain('/about v2')
    // The fresh answer replaced the stale copy.
    purgePageCache()
    failing = true
    expect((await send(port, '/about')).body.toString()).toContain('/about v2')
  })

  it('serves gzip and brotli copies to clients that accept them', async () => {
    const plain = await send(port, '/ourworks')
    const br = await send(port, '/ourworks', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const gzip = await send(port, '/ourworks', { headers: { 'accept-encoding': 'gzip' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString())
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString())
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length)
    expect(gzip.body.length).toBeLessThan(plain.body.length / 5)
    expect(rendered).toEqual(['/ourworks'])
  })

  it("keeps the build's scripts and fonts (brotli for scripts only), not the image optimizer's answers", async () => {
    const script = await send(port, '/_next/static/chunks/a.js')
    const br = await send(port, '/_next/static/chunks/a.js', { headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.body).toString()).toBe(script.body.toString())
    await send(port, '/_next/static/media/f.woff2')
    const font = await send(port, '/_next/static/media/f.woff2', {
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(font.headers['x-page-cache']).toBe('HIT')
    expect(font.headers['content-encoding']).toBeUndefined()
    expect(font.body).toEqual(Buffer.alloc(3000, 7))
    await send(port, '/_next/image?url=%2Fa.png&w=640&q=75')
    await send(port, '/_next/image?url=%2Fa.png&w=640&q=75')
    expect(rendered).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/media/f.woff2',
      '/_next/image?url=%2Fa.png&w=640&q=75',
      '/_next/image?url=%2Fa.png&w=640&q=75',
    ])
  })

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    await send(port, '/package')
    const notModified = await send(port, '/package', { headers: { 'if-none-match': '"v1"' } })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    const head = await send(port, '/package', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers['x-page-cache']).toBe('HIT')
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000)
    expect(head.body.length).toBe(0)
    expect(rendered).toEqual(['/package'])
  })

  it('revalidates when the client asks for it (reload: no-cache)', async () => {
    await send(port, '/contact')
    await send(port, '/contact', { headers: { 'cache-control': 'no-cache' } })
    expect(rendered).toEqual(['/contact', '/contact'])
  })
})

describe('page cache limited to the public host', () => {
  it('stores answers for the host of SERVER_URL only', async () => {
    rendered = []
    const site = createSiteServer({
      handle: fakeNext,
      logger: pino({ level: 'silent' }),
      https: false,
      paypalOrigins: [],
      publicHost: 'site.example',
    })
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
    const own = (site.server.address() as AddressInfo).port
    try {
      for (const host of ['other.example', 'random-1.example', 'other.example'])
        expect((await send(own, '/services', { headers: { host } })).headers['x-page-cache']).toBeUndefined()
      await send(own, '/services', { headers: { host: 'site.example' } })
      const hit = await send(own, '/services', { headers: { host: 'site.example' } })
      expect(hit.headers['x-page-cache']).toBe('HIT')
      expect(rendered).toHaveLength(4)
    } finally {
      await new Promise((resolve) => site.server.close(resolve))
    }
  })

  // Last: it leaves this process's connection state with a connection (shared) registered.
  it('several instances: keeps nothing rendered while joining, nor a render that straddles a join', async () => {
    const state = instanceState()
    state.setReady('stand-in', false)
    await send(port, '/about')
    expect((await send(port, '/about')).headers['x-page-cache']).toBeUndefined()
    state.setReady('stand-in', true)
    await send(port, '/about')
    expect((await send(port, '/about')).headers['x-page-cache']).toBe('HIT')
    // A render that began in shared, and the instance left and joined again before it finished.
    const slow = send(port, '/slow')
    while (!releaseSlow) await new Promise((resolve) => setTimeout(resolve, 5))
    state.setReady('stand-in', false)
    state.setReady('stand-in', true)
    releaseSlow!()
    await slow
    expect((await send(port, '/slow')).headers['x-page-cache']).toBeUndefined()
  })
})

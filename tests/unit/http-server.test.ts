/**
 * The site's HTTP server (src/edge/server.ts) around a stand-in for Next's handler: the
 * order of its steps, CSP hashes of the HTML actually sent (remembered by ETag), gzip and brotli,
 * body limits (413 JSON), one JSON log line per request with its id, and graceful shutdown.
 */
import { createHash } from 'node:crypto'
import { Agent, request as httpRequest, ServerResponse, type IncomingMessage } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import fc from 'fast-check'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'

import { TOO_DEEP_MESSAGE } from '@/lib/json-depth'
import { deferHydration, HYDRATION_LOADER } from '@/edge/deferred-hydration'
import { createSiteServer, KEEP_ALIVE_MS } from '@/edge/server'
import { MAX_URL_LENGTH } from '@/edge/refuse'

import { send } from '../helpers/raw-http'

const INLINE = 'self.__next_f.push([1,"hello"])'
const PAGE = `<!DOCTYPE html><html><body><p>${'x'.repeat(2000)}</p><script>${INLINE}</script><script src="/a.js"></script></body></html>`
/** A page with Next's chunk tags (deferred-hydration.ts rewrites them). */
const CHUNKED =
  '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>Hi</body></html>'
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** Whether `text` is JSON. */
function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

let handled = 0
let bodiesRead: number[] = []
/** Stand-in for Next: a prerendered page (with ETag), a streamed dynamic one, JSON, a slow one, and a body reader. */
async function fakeNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  handled++
  if (req.url === '/page') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('ETag', '"v1"')
    res.setHeader('Cache-Control', 's-maxage=31536000')
    res.setHeader('x-nextjs-cache', 'HIT')
    res.setHeader('x-nextjs-prerender', '1')
    res.end(PAGE)
  } else if (req.url === '/payment/x') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.write('<html><script>self.__next_f.push([1,"first"])</script>')
    await new Promise((resolve) => setTimeout(resolve, 20))
    res.end('<script>self.__next_f.push([1,"second"])</script><script>injected()</script></html>')
  } else if (req.url === '/chunked') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(CHUNKED)
  } else if (req.url === '/api/forwarded') {
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] }))
  } else if (req.url === '/slow') {
    await new Promise((resolve) => setTimeout(resolve, 800))
    res.end('done')
  } else if (req.url === '/api/no-get') {
    // A route handler without GET: Next answers 405 with an empty body.
    res.statusCode = 405
    res.setHeader('Allow', 'POST')
    res.end()
  } else if (req.url === '/text-error') {
    res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Method Not Allowed')
  } else if (req.url === '/html-404') {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end('<html><body>Not here</body></html>')
  } else if (req.url === '/api/upload') {
    let size = 0
    req.on('data', (c: Buffer) => (size += c.length))
    req.on('end', () => {
      bodiesRead.push(size)
      res.end(String(size))
    })
  } else if (req.url === '/api/iterate') {
    // As Next reads a body (NextRequestAdapter): the request stream as a web Request's body,
    // which must be a stream nobody has read.
    const init = { method: 'POST', body: req, duplex: 'half' } as unknown as RequestInit
    res.end(Buffer.from(await new Request('http://localhost/', init).arrayBuffer()))
  } else {
    res.setHeader('Content-Type', 'application/json')
    res.end('{"data":[]}')
  }
}

const lines: Array<Record<string, unknown>> = []
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>)
    done()
  },
})

async function start(https = false, trustProxy?: number) {
  const site = createSiteServer({
    handle: fakeNext,
    logger: pino(sink),
    https,
    trustProxy,
    paypalOrigins: ['http://127.0.0.1:9'],
  })
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
  return { site, port: (site.server.address() as AddressInfo).port }
}

let current: Awaited<ReturnType<typeof start>> | undefined
afterEach(async () => {
  if (current?.site.server.listening) await current.site.shutdown(1000)
  current = undefined
})

describe('site HTTP server', () => {
  it('sends the hashes of the inline scripts of the HTML sent, gzip-compressed, and remembers them by ETag', async () => {
    current = await start()
    const first = await send(current.port, '/page', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(first.body).toString()).toBe(PAGE)
    const policy = String(first.headers['content-security-policy'])
    expect(policy).toContain(`script-src 'self' ${sha(INLINE)};`)
    expect(first.headers['x-content-type-options']).toBe('nosniff')
    const again = await send(current.port, '/page')
    expect(again.body.toString()).toBe(PAGE)
    expect(again.headers['content-security-policy']).toBe(policy)
  })

  it("defers a page's Next chunks until after its first paint and hashes the loader; without the step the page is sent as Next wrote it", async () => {
    current = await start()
    const deferred = await send(current.port, '/chunked')
    expect(deferred.body.toString()).toBe(deferHydration(CHUNKED))
    expect(deferred.body.toString()).toContain('<script data-src="/_next/static/chunks/a.js"></script>')
    expect(deferred.headers['content-security-policy']).toContain(sha(HYDRATION_LOADER))
    await current.site.shutdown(1000)
    const site = createSiteServer({
      handle: fakeNext,
      logger: pino(sink),
      https: false,
      paypalOrigins: [],
      without: ['defer-hydration'],
    })
    current = { site, port: 0 }
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
    current.port = (site.server.address() as AddressInfo).port
    const plain = await send(current.port, '/chunked')
    expect(plain.body.toString()).toBe(CHUNKED)
    expect(plain.headers['content-security-policy']).not.toContain(sha(HYDRATION_LOADER))
  })

  it("hashes the site's scripts of a streamed page without ETag as a whole, with PayPal allowed on /payment", async () => {
    current = await start()
    const reply = await send(current.port, '/payment/x')
    expect(reply.body.toString()).toBe(
      '<html><script>self.__next_f.push([1,"first"])</script><script>self.__next_f.push([1,"second"])</script><script>injected()</script></html>',
    )
    const policy = String(reply.headers['content-security-policy'])
    expect(policy).toContain(
      `script-src 'self' ${sha('self.__next_f.push([1,"first"])')} ${sha('self.__next_f.push([1,"second"])')} http://127.0.0.1:9;`,
    )
    expect(policy).not.toContain(sha('injected()'))
  })

  it('encodes last, answers a stored page without Next in one head, and leaves the page cache, CSP and encoding to production', async () => {
    // The order of the steps, by what it does: tests/unit/edge-pipeline.test.ts.
    current = await start()
    // Encoding runs last: the CSP hashes were taken of the plain HTML, and the client gets it brotli-encoded.
    const reply = await send(current.port, '/page', { headers: { 'Accept-Encoding': 'br' } })
    expect(reply.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(reply.body).toString()).toBe(PAGE)
    expect(reply.headers['content-security-policy']).toContain(sha(INLINE))
    // A stored page passes only the steps before the page cache: Next's handler is not asked again.
    handled = 0
    const hit = await send(current.port, '/page')
    expect(hit.headers['x-page-cache']).toBe('HIT')
    expect(hit.headers['x-content-type-options']).toBe('nosniff')
    expect(hit.headers['content-security-policy']).toBe(reply.headers['content-security-policy'])
    expect(handled).toBe(0)
    // A hit is one writeHead of the stored raw head: no header is set on the response before it.
    const setHeader = ServerResponse.prototype.setHeader
    let headersSet = 0
    ServerResponse.prototype.setHeader = function (this: ServerResponse, ...args) {
      headersSet++
      return setHeader.apply(this, args)
    }
    const again = await send(current.port, '/page', { headers: { 'X-Request-Id': 'hit-1' } }).finally(
      () => (ServerResponse.prototype.setHeader = setHeader),
    )
    expect(headersSet).toBe(0)
    expect(again.headers).toMatchObject({ 'x-page-cache': 'HIT', 'x-request-id': 'hit-1' })
    expect(again.headers.age).toMatch(/^\d+$/)
    expect(again.body.toString()).toBe(PAGE)
    const dev = createSiteServer({
      handle: fakeNext,
      logger: pino(sink),
      https: false,
      paypalOrigins: [],
      dev: true,
    })
    await new Promise<void>((resolve) => dev.server.listen(0, '127.0.0.1', resolve))
    const devPort = (dev.server.address() as AddressInfo).port
    // Asked twice: the second would be a hit of a page cache.
    const plain = await send(devPort, '/page')
      .then(() => send(devPort, '/page', { headers: { 'Accept-Encoding': 'br' } }))
      .finally(() => dev.shutdown(1000))
    expect(plain.body.toString()).toBe(PAGE)
    expect(plain.headers['content-security-policy']).toBeUndefined()
    expect(plain.headers['x-page-cache']).toBeUndefined()
    expect(plain.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends HSTS and upgrade-insecure-requests only when the site is served over https', async () => {
    current = await start(true)
    const reply = await send(current.port, '/page')
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(reply.headers['content-security-policy']).toContain('upgrade-insecure-requests')
    await current.site.shutdown(1000)
    current = await start(false)
    const plain = await send(current.port, '/page')
    expect(plain.headers['strict-transport-security']).toBeUndefined()
  })

  it('hands Next the socket address as X-Forwarded-For without trusted proxies, whatever the request says', async () => {
    current = await start()
    const forwardedFor = async (headers: Record<string, string>) =>
      JSON.parse((await send(current!.port, '/api/forwarded', { headers })).body.toString()) as {
        forwardedFor: string
      }
    expect(await forwardedFor({ 'X-Forwarded-For': '10.9.8.1' })).toEqual({ forwardedFor: '127.0.0.1' })
    expect(await forwardedFor({ 'X-Forwarded-For': '10.9.8.2, 10.9.8.3' })).toEqual({
      forwardedFor: '127.0.0.1',
    })
    expect(await forwardedFor({})).toEqual({ forwardedFor: '127.0.0.1' })
    await current.site.shutdown(1000)
    // Behind one trusted proxy, the proxy's header is kept; without one, the socket address is used.
    current = await start(false, 1)
    expect(await forwardedFor({ 'X-Forwarded-For': '10.9.8.1' })).toEqual({ forwardedFor: '10.9.8.1' })
    expect(await forwardedFor({})).toEqual({ forwardedFor: '127.0.0.1' })
  })

  it("removes Next's internal x-nextjs-* headers, logging Next's cache status instead", async () => {
    current = await start()
    lines.length = 0
    const reply = await send(current.port, '/page', { headers: { 'X-Request-Id': 'cache-status-1' } })
    expect(Object.keys(reply.headers).filter((name) => name.startsWith('x-nextjs-'))).toEqual([])
    const plain = await send(current.port, '/api/x', { headers: { 'X-Request-Id': 'cache-status-2' } })
    expect(plain.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(lines.find((l) => l.reqId === 'cache-status-1')?.res).toEqual({ status: 200, nextCache: 'HIT' })
    expect(lines.find((l) => l.reqId === 'cache-status-2')?.res).toEqual({ status: 200 })
  })

  it('answers 414 JSON to a URL longer than the limit without calling Next; one at the limit reaches it', async () => {
    current = await start()
    handled = 0
    const long = await send(current.port, `//${'a'.repeat(MAX_URL_LENGTH)}?x=q`)
    expect(long.status).toBe(414)
    expect(JSON.parse(long.body.toString())).toMatchObject({
      message: `The request URL is longer than ${MAX_URL_LENGTH} characters.`,
    })
    expect(handled).toBe(0)
    const atLimit = await send(current.port, `/api/getAbout?x=${'q'.repeat(MAX_URL_LENGTH - 17)}`)
    expect(atLimit.status).not.toBe(414)
    expect(handled).toBe(1)
  })

  it('answers 405 with Allow to a method no route implements, without calling Next', async () => {
    current = await start()
    handled = 0
    for (const method of ['TRACE', 'PROPFIND', 'PURGE']) {
      const reply = await send(current.port, '/api/getAbout', { method })
      expect(reply.status, method).toBe(405)
      expect(reply.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    }
    expect(handled).toBe(0)
  })

  it.each([
    ['POST', '/api/media/../payments/orders'],
    ['POST', '/api/media/%2e%2e/payments/orders'],
    ['GET', '/admin/../about'],
    ['GET', '/admin/%2E%2E/about'],
    ['GET', '/admin\\..\\about'],
    ['GET', '/./about'],
  ])(
    'answers 400 to %s %s (a dot segment) before any decision is made from the path',
    async (method, path) => {
      current = await start()
      handled = 0
      const body = method === 'POST' ? Buffer.from('{}') : undefined
      expect((await send(current.port, path, { method, body })).status).toBe(400)
      expect(handled).toBe(0)
    },
  )

  it('answers 403 to a form posted to a page from another origin; its own origin reaches Next', async () => {
    current = await start()
    handled = 0
    for (const origin of ['http://evil.example', 'null']) {
      const reply = await send(current.port, '/contact', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded', 'next-action': 'abc' },
        body: Buffer.from('name=x'),
      })
      expect(reply.status, origin).toBe(403)
    }
    expect(handled).toBe(0)
    const own = await send(current.port, '/contact', {
      method: 'POST',
      headers: {
        origin: `http://127.0.0.1:${current.port}`,
        'content-type': 'application/x-www-form-urlencoded',
        'next-action': 'abc',
      },
      body: Buffer.from('name=x'),
    })
    expect(own.status).toBe(200)
    expect(handled).toBe(1)
  })

  it('answers 404 to Payload endpoints the site does not offer, however percent-encoded, echoing nothing', async () => {
    current = await start()
    handled = 0
    for (const [method, path] of [
      ['GET', '/api/payload-migrations'],
      ['GET', '/api/payload%2Dmigrations'],
      ['GET', '/api/payload%2dmigrations/1'],
      ['GET', '/api/%70ayload-migrations'],
      ['POST', '/api/users/verify/abc'],
      ['POST', '/api/users/%76erify/abc'],
    ] as const) {
      const reply = await send(current.port, path, { method, headers: { host: 'evil.example' } })
      expect(reply.status, path).toBe(404)
      expect(JSON.parse(reply.body.toString()), path).toMatchObject({ message: 'Not found.' })
      expect(reply.body.toString()).not.toMatch(/evil\.example|payload-migrations|verify/)
    }
    expect(handled).toBe(0)
  })

  it('answers 400 JSON naming the line and column to declared JSON that is not JSON, without calling the handler', async () => {
    current = await start()
    const port = current.port
    handled = 0
    const review = await send(port, '/api/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{'),
    })
    expect(review.status).toBe(400)
    expect(JSON.parse(review.body.toString())).toMatchObject({
      message:
        'Malformed JSON in the request body at line 1, column 2 (position 1): the JSON ends before it is complete.',
    })
    // Any declared JSON type, declared or chunked length: refused with the place JSON.parse fails at.
    const type = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/merge-patch+json',
    )
    const broken = fc
      .json()
      .chain((text) =>
        fc.nat(text.length).map((cut) => `${text.slice(0, cut)}${cut === text.length ? ' x' : ''}`),
      )
      .filter((text) => text.trim().length > 0 && !parses(text))
    await fc.assert(
      fc.asyncProperty(type, broken, fc.boolean(), async (contentType, text, chunked) => {
        const headers: Record<string, string> = { 'content-type': contentType }
        if (chunked) headers['Transfer-Encoding'] = 'chunked'
        const reply = await send(port, '/api/upload', {
          method: 'PATCH',
          headers,
          body: chunked ? [text.slice(0, 3), text.slice(3)] : Buffer.from(text),
        })
        expect(reply.status, text).toBe(400)
        expect(JSON.parse(reply.body.toString()).message).toMatch(
          /^Malformed JSON in the request body at line \d+, column \d+ \(position \d+\): /,
        )
      }),
      { numRuns: 60 },
    )
    expect(handled).toBe(0)
  })

  it('answers 400 JSON to a body nested deeper than the limit without calling the handler; a normal JSON body reaches it whole', async () => {
    current = await start()
    bodiesRead = []
    handled = 0
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`
    for (const headers of [
      { 'content-type': 'application/json' },
      { 'content-type': 'text/plain' },
      { 'Transfer-Encoding': 'chunked' },
    ] as Array<Record<string, string>>) {
      const reply = await send(current.port, '/api/upload', {
        method: 'PATCH',
        headers,
        body:
          'Transfer-Encoding' in headers ? [deep.slice(0, 30_000), deep.slice(30_000)] : Buffer.from(deep),
      })
      expect(reply.status).toBe(400)
      expect(JSON.parse(reply.body.toString())).toMatchObject({ message: TOO_DEEP_MESSAGE })
    }
    expect(handled).toBe(0)
    const document = JSON.stringify({ a: [[[{ b: 'x'.repeat(100_000) }]]] })
    const ok = await send(current.port, '/api/upload', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(document),
    })
    expect(ok.body.toString()).toBe(String(Buffer.byteLength(document)))
    expect(bodiesRead).toEqual([Buffer.byteLength(document)])
  })

  it('hands a checked body to Next byte for byte, as its web Request reads it, chunked or declared, empty or not', async () => {
    current = await start()
    const document = JSON.stringify({ items: Array.from({ length: 5000 }, (_, i) => ({ i, text: 'é' })) })
    const cases: Array<[Record<string, string>, Buffer | string[], string]> = [
      [{ 'content-type': 'application/json' }, Buffer.from(document), document],
      [
        { 'Transfer-Encoding': 'chunked' },
        [document.slice(0, 7), document.slice(7, 70_000), document.slice(70_000)],
        document,
      ],
      [
        { 'Transfer-Encoding': 'chunked', 'content-type': 'multipart/form-data; boundary=x' },
        ['--x', '--'],
        '--x--',
      ],
      [{ 'Transfer-Encoding': 'chunked' }, [], ''],
    ]
    // Sent one after the other: the global agent keeps the connection alive between them.
    for (const [headers, body, expected] of cases) {
      const reply = await send(current.port, '/api/iterate', { method: 'POST', headers, body })
      expect(reply.status).toBe(200)
      expect(reply.body.toString()).toBe(expected)
    }
  })

  it('turns an error answer Next sends without JSON or HTML into JSON with a message; HTML errors stay HTML', async () => {
    current = await start()
    const empty405 = await send(current.port, '/api/no-get', { method: 'GET' })
    expect(empty405.status).toBe(405)
    expect(empty405.headers['content-type']).toContain('application/json')
    expect(JSON.parse(empty405.body.toString())).toMatchObject({ message: 'Method not allowed.' })
    const text = await send(current.port, '/text-error', { method: 'PUT' })
    expect(text.status).toBe(405)
    expect(JSON.parse(text.body.toString())).toMatchObject({ message: 'Method not allowed.' })
    const page = await send(current.port, '/html-404')
    expect(page.status).toBe(404)
    expect(page.body.toString()).toBe('<html><body>Not here</body></html>')
  })

  it('gives JSON a deny-all policy', async () => {
    current = await start()
    const reply = await send(current.port, '/api/x')
    expect(reply.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it('answers 413 JSON to a declared body over the limit without calling the handler', async () => {
    current = await start()
    handled = 0
    const reply = await send(current.port, '/api/save_contact', {
      method: 'POST',
      headers: { 'Content-Length': String(2 * 1024 * 1024) },
      body: Buffer.alloc(1024),
    })
    expect(reply.status).toBe(413)
    expect(JSON.parse(reply.body.toString())).toMatchObject({
      message: 'The request body is larger than 1048576 bytes.',
    })
    expect(handled).toBe(0)
  })

  it('reads a refused body a client is still sending, and keeps the connection for the next request', async () => {
    current = await start()
    const port = current.port
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const size = 2 * 1024 * 1024
    // The answer comes after the first KiB; the rest of the body is written only then.
    const refused = await new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        const req = httpRequest({
          port,
          host: '127.0.0.1',
          path: '/api/save_contact',
          method: 'POST',
          agent,
          headers: { 'Content-Length': String(size) },
        })
        req.on('error', reject)
        req.on('response', (res) => {
          res.resume()
          req.end(Buffer.alloc(size - 1024, 'a'))
          let pending = 2
          const done = () =>
            --pending || resolve({ status: res.statusCode!, connection: res.headers.connection })
          res.on('end', done)
          req.on('finish', done)
        })
        req.write(Buffer.alloc(1024, 'a'))
      },
    )
    expect(refused).toEqual({ status: 413, connection: 'keep-alive' })
    const next = await new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = httpRequest({ port, host: '127.0.0.1', path: '/api/x', agent }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }))
      })
      req.on('error', reject)
      req.end()
    })
    agent.destroy()
    expect(next).toEqual({ status: 200, reused: true })
  })

  it('answers 413 JSON to a chunked body once it passes the limit; a smaller one reaches the handler', async () => {
    current = await start()
    bodiesRead = []
    const part = 'y'.repeat(256 * 1024)
    const big = await send(current.port, '/api/upload', {
      method: 'POST',
      headers: { 'Transfer-Encoding': 'chunked' },
      body: Array(6).fill(part),
    })
    expect(big.status).toBe(413)
    expect(big.headers['content-type']).toContain('application/json')
    const small = await send(current.port, '/api/upload', {
      method: 'POST',
      headers: { 'Transfer-Encoding': 'chunked' },
      body: Array(2).fill(part),
    })
    expect(small.body.toString()).toBe(String(512 * 1024))
    expect(bodiesRead).toContain(512 * 1024)
  })

  it('logs one JSON line per request with its id, method, path (no query), status and duration', async () => {
    current = await start()
    lines.length = 0
    const reply = await send(current.port, '/api/x?token=secret', { headers: { 'X-Request-Id': 'abc-123' } })
    expect(reply.headers['x-request-id']).toBe('abc-123')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const line = lines.find((l) => l.reqId === 'abc-123')
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      req: { method: 'GET', path: '/api/x' },
      res: { status: 200 },
    })
    expect(typeof line?.durationMs).toBe('number')
    expect(JSON.stringify(lines)).not.toContain('secret')
  })

  it('tells clients it keeps an idle connection longer than a proxy in front would', async () => {
    current = await start()
    const reply = await send(current.port, '/api/x', { headers: { Connection: 'keep-alive' } })
    const timeout = Number(/timeout=(\d+)/.exec(String(reply.headers['keep-alive']))?.[1])
    expect(timeout * 1000).toBeGreaterThanOrEqual(KEEP_ALIVE_MS)
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000)
  })

  it('on shutdown, finishes the request in flight, then refuses new connections', async () => {
    current = await start()
    const { site, port } = current
    const slow = send(port, '/slow')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const stopped = site.shutdown(5000)
    await expect(send(port, '/api/x')).rejects.toThrow(/ECONNREFUSED/)
    const reply = await slow
    expect(reply.status).toBe(200)
    expect(reply.body.toString()).toBe('done')
    expect(reply.headers.connection).toBe('close')
    await expect(stopped).resolves.toBe('drained')
  })

  it('cuts requests still running when the shutdown time is up', async () => {
    current = await start()
    const slow = send(current.port, '/slow').catch((error: Error) => error)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(current.site.shutdown(200)).resolves.toBe('timeout')
    expect(await slow).toBeInstanceOf(Error)
  })
})

describe("requests Node's parser refuses", () => {
  /** Sends `raw` bytes on a new connection and resolves with everything the server answers. */
  const rawExchange = (port: number, raw: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(raw))
      let answer = ''
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
    })

  it.each([
    [
      'headers over the limit',
      `GET / HTTP/1.1\r\nHost: x\r\nCookie: big=${'x'.repeat(20_000)}\r\n\r\n`,
      '431 Request Header Fields Too Large',
      'The request headers are too large.',
    ],
    [
      'a malformed request line',
      'GET / HTTP/9 nonsense\r\n\r\n',
      '400 Bad Request',
      'Malformed HTTP request.',
    ],
  ])('answers %s with JSON and closes the connection', async (_, raw, statusLine, message) => {
    current = await start()
    const answer = await rawExchange(current.port, raw)
    const [head = '', body = ''] = answer.split('\r\n\r\n')
    expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${statusLine}`)
    expect(head).toContain('Content-Type: application/json; charset=utf-8')
    expect(head).toContain('Connection: close')
    expect(JSON.parse(body)).toEqual({ message, errors: [{ message }] })
  })

  it('answers a HEAD whose headers are over the limit without a body', async () => {
    current = await start()
    const answer = await rawExchange(
      current.port,
      `HEAD / HTTP/1.1\r\nHost: x\r\nCookie: big=${'x'.repeat(20_000)}\r\n\r\n`,
    )
    const [head = '', body] = answer.split('\r\n\r\n')
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    expect(head).toContain('Connection: close')
    expect(body).toBe('')
  })
})

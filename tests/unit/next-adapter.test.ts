/**
 * The contacts of the site's server with Next.js and React (src/edge/next-adapter.ts), run
 * against the installed packages' own code: each test fails when an upgrade changes what the
 * adapter relies on (tests/unit/framework-assumptions.test.ts lists them as proofs).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'

import { DRAFT_COOKIE } from '@/contracts/http'
import { deferHydration } from '@/edge/deferred-hydration'
import {
  captureResponse,
  giveUserAgent,
  NEXT_CLIENT_HEADERS,
  NO_USER_AGENT,
  replaceChunkTags,
  takeNextInternalHeaders,
} from '@/edge/next-adapter'
import { createSiteServer } from '@/edge/server'
import { createInstanceState } from '@/infra/instance-state'

import { send } from '../helpers/raw-http'

const load = createRequire(import.meta.url)
const next = <T>(file: string) => load(`next/dist/${file}`) as T

type NodeNextRequestClass = new (req: IncomingMessage) => { body: unknown }
type NodeNextResponseClass = new (res: ServerResponse) => unknown
const { NodeNextRequest, NodeNextResponse } = next<{
  NodeNextRequest: NodeNextRequestClass
  NodeNextResponse: NodeNextResponseClass
}>('server/base-http/node.js')

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

/** A plain server running `handle`; resolves with its port. */
async function serve(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void) {
  const server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => new Promise((resolve) => server.close(() => resolve()))
  return (server.address() as AddressInfo).port
}

describe('request replay', () => {
  it('Next reads a replayed body byte for byte: its web Request, and the busboy of its server actions', async () => {
    const { NextRequestAdapter } = next<{
      NextRequestAdapter: { fromNodeNextRequest: (req: unknown, signal: AbortSignal) => Request }
    }>('server/web/spec-extension/adapters/next-request.js')
    const busboy =
      next<(options: { headers: IncomingMessage['headers'] }) => Writable>('compiled/busboy/index.js')
    // As Next's handlers read a body: a route handler through its web Request, a form posted to
    // a server action through busboy (action-handler.js pipes `req.body` into it).
    const handle = async (req: IncomingMessage, res: ServerResponse) => {
      if (req.headers['content-type']?.startsWith('multipart/')) {
        const fields: string[] = []
        const parser = busboy({ headers: req.headers })
        parser.on('field', (name: string, value: string) => fields.push(`${name}=${value}`))
        parser.on('close', () => res.end(fields.join('&')))
        ;(new NodeNextRequest(req).body as NodeJS.ReadableStream).pipe(parser)
        return
      }
      const request = NextRequestAdapter.fromNodeNextRequest(
        new NodeNextRequest(req),
        new AbortController().signal,
      )
      res.end(Buffer.from(await request.arrayBuffer()))
    }
    const site = createSiteServer({
      handle,
      logger: pino({ level: 'silent' }),
      https: false,
      paypalOrigins: [],
    })
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
    close = () => site.shutdown(1000).then(() => {})
    const port = (site.server.address() as AddressInfo).port
    const json = JSON.stringify({ text: 'é'.repeat(70_000) })
    const declared = await send(port, '/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(json),
    })
    expect(declared.body.toString()).toBe(json)
    const chunked = await send(port, '/api/x', { method: 'PUT', body: [json.slice(0, 9), json.slice(9)] })
    expect(chunked.body.toString()).toBe(json)
    const form = [
      '--b',
      'Content-Disposition: form-data; name="$ACTION_ID_abc"',
      '',
      '',
      '--b',
      'Content-Disposition: form-data; name="name"',
      '',
      'Ann',
      '--b--',
      '',
    ].join('\r\n')
    const posted = await send(port, '/contact', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: Buffer.from(form),
    })
    expect(posted.body.toString()).toBe('$ACTION_ID_abc=&name=Ann')
  })
})

describe('response capture', () => {
  type RenderResultClass = {
    new (response: unknown, options: { contentType: string; metadata: object }): unknown
    fromStatic(value: string, contentType: string): unknown
  }
  const RenderResult = next<{ default: RenderResultClass }>('server/render-result.js').default
  const { sendRenderResult } = next<{
    sendRenderResult: (options: {
      req: IncomingMessage
      res: ServerResponse
      result: unknown
      generateEtags: boolean
      poweredByHeader: boolean
    }) => Promise<void>
  }>('server/send-payload.js')
  const { sendResponse } = next<{
    sendResponse: (req: unknown, res: unknown, response: Response) => Promise<void>
  }>('server/send-response.js')

  it("captures whatever Next's own writers send, once, whole: a prerendered page, a streamed page, a route handler's Response", async () => {
    const heads: string[] = []
    const port = await serve(async (req, res) => {
      captureResponse(res, {
        onHead: () => (heads.push(`${req.url} ${res.statusCode}`), res.setHeader('x-captured', '1'), 'hold'),
        onWhole: (body) => Buffer.from(body.toString().toUpperCase()),
      })
      const html = 'text/html; charset=utf-8'
      if (req.url === '/static') {
        const result = RenderResult.fromStatic('<p>prerendered</p>', html)
        return sendRenderResult({ req, res, result, generateEtags: true, poweredByHeader: false })
      }
      if (req.url === '/stream') {
        const parts = ['<p>one</p>', '<p>two</p>', '<p>three</p>'].map((part) =>
          new TextEncoder().encode(part),
        )
        const stream = new ReadableStream<Uint8Array>({
          async pull(controller) {
            await new Promise((resolve) => setTimeout(resolve, 5))
            const part = parts.shift()
            if (part) controller.enqueue(part)
            else controller.close()
          },
        })
        const result = new RenderResult(stream, { contentType: html, metadata: {} })
        return sendRenderResult({ req, res, result, generateEtags: true, poweredByHeader: false })
      }
      const response = new Response('route body', {
        status: 201,
        headers: { 'content-type': 'text/plain', 'set-cookie': 'a=1' },
      })
      return sendResponse(new NodeNextRequest(req), new NodeNextResponse(res), response)
    })
    for (const [path, status, body] of [
      ['/static', 200, '<P>PRERENDERED</P>'],
      ['/stream', 200, '<P>ONE</P><P>TWO</P><P>THREE</P>'],
      ['/route', 201, 'ROUTE BODY'],
    ] as const) {
      const reply = await send(port, path)
      expect(reply.status, path).toBe(status)
      expect(reply.headers['x-captured'], path).toBe('1')
      expect(reply.body.toString(), path).toBe(body)
      expect(reply.headers['content-length'], path).toBe(String(body.length))
    }
    expect(heads).toEqual(['/static 200', '/stream 200', '/route 201'])
  })

  it('takes every x-nextjs-* header Next names off an answer, keeping its cache status for the log', async () => {
    const headers = next<Record<string, unknown>>('client/components/app-router-headers.js')
    const internal = Object.values(headers).filter(
      (v): v is string => typeof v === 'string' && v.startsWith('x-nextjs-'),
    )
    expect(internal.length).toBeGreaterThan(3)
    const port = await serve((_req, res) => {
      for (const name of [...internal, 'x-nextjs-cache'])
        res.setHeader(name, name === 'x-nextjs-cache' ? 'HIT' : '1')
      const cache = takeNextInternalHeaders(res)
      res.end(String(cache))
    })
    const reply = await send(port, '/')
    expect(Object.keys(reply.headers).filter((name) => name.startsWith('x-nextjs-'))).toEqual([])
    expect(reply.body.toString()).toBe('HIT')
  })
})

describe("Next's names", () => {
  it("names every request header of Next's client router, its RSC query and its draft-mode cookie", () => {
    const headers = next<Record<string, unknown>>('client/components/app-router-headers.js')
    const router = [...(headers.FLIGHT_HEADERS as string[]), headers.ACTION_HEADER, headers.NEXT_URL]
    expect(router.filter((name) => !NEXT_CLIENT_HEADERS.includes(name as string))).toEqual([])
    expect(headers.NEXT_RSC_UNION_QUERY).toBe('_rsc')
    expect(next<Record<string, unknown>>('server/api-utils/index.js').COOKIE_NAME_PRERENDER_BYPASS).toBe(
      DRAFT_COOKIE,
    )
  })
})

describe('the async context of a render', () => {
  it("reaches the cache handler's set: a render that straddles a rejoin is not kept (Next's response and incremental caches)", async () => {
    const ResponseCache = next<{
      default: new (options: object) => { get: (...args: unknown[]) => Promise<unknown> }
    }>('server/response-cache/index.js').default
    const { IncrementalCache } = next<{ IncrementalCache: new (options: object) => unknown }>(
      'server/lib/incremental-cache/index.js',
    )
    const RenderResult = next<{ default: { fromStatic(value: string, type: string): unknown } }>(
      'server/render-result.js',
    ).default
    const state = createInstanceState()
    state.setReady('next-cache', true)
    const kept: boolean[] = []
    // The cache handler of cache-handler.mjs writes to Redis only when mayKeep() says so.
    class Handler {
      async get() {
        return null
      }
      async set() {
        kept.push(state.mayKeep())
      }
      async revalidateTag() {}
    }
    const incrementalCache = new IncrementalCache({
      dev: false,
      minimalMode: false,
      requestHeaders: {},
      previewProps: { previewModeId: 'p', previewModeEncryptionKey: 'k', previewModeSigningKey: 's' },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
      fetchCacheKeyPrefix: '',
      maxMemoryCacheSize: 0,
      CurCacheHandler: Handler,
    })
    const { getResponseCacheOwner } = next<{ getResponseCacheOwner: (definition: object) => object }>(
      'server/lib/route-cache-key.js',
    )
    // As a page's route module makes its response cache (route-module.js getResponseCache).
    const route = getResponseCacheOwner({ kind: 'APP_PAGE', page: '/page', pathname: '/page' })
    const render = (rejoin: boolean) =>
      state.runRequest(() =>
        new ResponseCache({ minimalMode: false, route }).get(
          '/page',
          async () => {
            // The instance leaves the shared state and joins again while the page renders.
            if (rejoin) state.setReady('next-cache', false)
            await new Promise((resolve) => setTimeout(resolve, 5))
            if (rejoin) state.setReady('next-cache', true)
            return {
              value: {
                kind: 'APP_PAGE',
                html: RenderResult.fromStatic('<p>page</p>', 'text/html'),
                rscData: Buffer.from('rsc'),
                headers: {},
                status: 200,
                postponed: undefined,
                segmentData: undefined,
              },
              cacheControl: { revalidate: 60, expire: undefined },
            }
          },
          {
            routeKind: 'APP_PAGE',
            incrementalCache,
            isOnDemandRevalidate: false,
            isPrefetch: false,
            isRoutePPREnabled: false,
          },
        ),
      )
    await render(false)
    await render(true)
    expect(kept).toEqual([true, false])
  })
})

describe('chunk tags', () => {
  /**
   * The HTML React writes for Next's required scripts (getRequiredScripts: bootstrap and
   * preinit) as a Turbopack build renders them: its inline bootstrap first, which takes React's
   * `_R_` id (without one the bootstrap chunk tag would carry it, and stay undeferred).
   */
  async function requiredScriptsHtml(): Promise<string> {
    const React = load('react') as typeof import('react')
    const { renderToPipeableStream } = load('react-dom/server') as typeof import('react-dom/server')
    const { getRequiredScripts } = next<{
      getRequiredScripts: (...args: unknown[]) => [() => void, { src: string }]
    }>('server/app-render/required-scripts.js')
    const manifest = {
      rootMainFiles: ['static/chunks/a.js', 'static/chunks/turbopack-b.js', 'static/chunks/c.js'],
    }
    // next.config.mjs sets no crossOrigin, assetPrefix nor subresource integrity.
    const [preinit, bootstrap] = getRequiredScripts(
      manifest,
      '',
      undefined,
      undefined,
      '',
      undefined,
      '/page',
    )
    const Page = () => (
      preinit(),
      React.createElement('html', null, React.createElement('head'), React.createElement('body', null, 'x'))
    )
    return new Promise((done, fail) => {
      let html = ''
      const sink = new Writable({
        write: (chunk: Buffer, _encoding, callback) => void ((html += chunk.toString()), callback()),
        final: (callback) => void (done(html), callback()),
      })
      const stream = renderToPipeableStream(React.createElement(Page), {
        bootstrapScriptContent:
          '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})',
        bootstrapScripts: [bootstrap as never],
        onShellReady: () => stream.pipe(sink),
        onShellError: fail,
      })
    })
  }

  it("defers every chunk tag Next's required scripts make through React", async () => {
    const html = await requiredScriptsHtml()
    const unknown: string[] = []
    const { replaced } = replaceChunkTags(
      html,
      (src) => src,
      (tag) => unknown.push(tag),
    )
    expect(unknown).toEqual([])
    expect(replaced).toBe(3)
    expect(deferHydration(html)).not.toMatch(/<script[^>]*\ssrc="\/_next\//)
  })

  it('reports a chunk tag with an attribute it does not know instead of passing over it', () => {
    const html =
      '<html><head><script src="/_next/static/chunks/a.js" async="" crossorigin=""></script></head><body></body></html>'
    const unknown: string[] = []
    expect(deferHydration(html, (tag) => unknown.push(tag))).toBe(html)
    expect(unknown).toEqual(['<script src="/_next/static/chunks/a.js" async="" crossorigin=""></script>'])
  })
})

describe('giveUserAgent', () => {
  it('gives a request without a User-Agent the placeholder, and keeps the one a request has', () => {
    const bare = { headers: {} } as IncomingMessage
    giveUserAgent(bare)
    expect(bare.headers['user-agent']).toBe(NO_USER_AGENT)
    const empty = { headers: { 'user-agent': '' } } as IncomingMessage
    giveUserAgent(empty)
    expect(empty.headers['user-agent']).toBe(NO_USER_AGENT)
    const browser = { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } } as IncomingMessage
    giveUserAgent(browser)
    expect(browser.headers['user-agent']).toBe('Mozilla/5.0 (X11; Linux x86_64)')
  })
})

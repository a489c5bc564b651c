/**
 * Methods of pages, through the site's HTTP server (src/edge/refuse.ts, body.ts) around a
 * stand-in for Next that renders every path as a cacheable 200 page, as Next renders a dynamic
 * page whatever the method: every route outside /api of src/app (its dynamic segments filled
 * with generated values) × every method but GET and HEAD gets 405 JSON with `Allow: GET, HEAD`
 * without reaching Next, unless it may be a server action (a POST with `Next-Action`, or a
 * multipart form holding React's action field).
 */
import { readdirSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, relative, sep } from 'node:path'

import fc from 'fast-check'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { VARIANT_SEGMENT } from '@/edge/experiment'
import { createSiteServer } from '@/edge/server'

import { send } from '../helpers/raw-http'

const APP = join(process.cwd(), 'src/app')

/** The URL patterns of the pages and file routes of src/app outside /api (route groups dropped). */
function pageRoutes(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return pageRoutes(path)
    if (!/^(page|route)\.tsx?$/.test(entry.name)) return []
    const segments = relative(APP, dir)
      .split(sep)
      .filter((s) => s && !/^\(.*\)$/.test(s))
    return segments[0] === 'api' ? [] : [`/${segments.join('/')}`]
  })
}

/** The internal variant route (src/edge/experiment.ts): answered 404 to every request from outside. */
const isInternal = (pattern: string) => pattern.includes(`/${VARIANT_SEGMENT}/`)
const ROUTES = pageRoutes().filter((pattern) => !isInternal(pattern))
const INTERNAL_ROUTES = pageRoutes().filter(isInternal)
const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/)
/** A URL of `pattern` with each `[name]` or `[[...name]]` filled with a generated segment. */
const url = fc
  .constantFrom(...ROUTES)
  .chain((pattern) =>
    fc
      .array(segment, { minLength: 4, maxLength: 4 })
      .map((values) => pattern.replace(/\[\[?(?:\.\.\.)?\w+\]?\]/g, () => values.pop()!)),
  )

/** A request a page does not answer: a method other than GET and HEAD, no server action. */
const refused = fc.oneof(
  fc.record({
    method: fc.constantFrom('DELETE', 'PUT', 'PATCH', 'OPTIONS'),
    type: fc.constantFrom(undefined, 'application/json', 'text/plain'),
    body: fc.constantFrom('', '{}', 'x=1'),
  }),
  fc.record({
    method: fc.constant('POST'),
    type: fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    body: fc.constantFrom('', '{}', 'name=x'),
  }),
  // A multipart form without React's action field.
  fc.record({
    method: fc.constant('POST'),
    type: fc.constant('multipart/form-data; boundary=b'),
    body: fc
      .stringMatching(/^[a-z_]{1,12}$/)
      .map((name) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n--b--\r\n`),
  }),
)

let handled = 0
/** Stand-in for Next rendering a dynamic page: 200, cacheable, whatever the method. */
function fakeNext(_req: IncomingMessage, res: ServerResponse) {
  handled++
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 's-maxage=31536000' })
  res.end('<html><body>page</body></html>')
}

let site: ReturnType<typeof createSiteServer>
let port = 0
beforeAll(async () => {
  // Without the page cache: every request of the property reaches the server's checks.
  site = createSiteServer({
    handle: fakeNext,
    logger: pino({ level: 'silent' }),
    https: false,
    paypalOrigins: [],
    without: ['page-cache-hit'],
  })
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
  port = (site.server.address() as AddressInfo).port
})
afterAll(() => site.shutdown(1000))

describe('methods of pages', () => {
  it('finds the dynamic pages among the routes', () => {
    for (const pattern of [
      '/[slug]',
      '/blog/[slug]',
      '/blog/category/[slug]',
      '/case-studies/[slug]',
      '/search',
    ])
      expect(ROUTES).toContain(pattern)
  })

  it('answers 405 JSON with Allow: GET, HEAD to every other method on every page route, without Next', async () => {
    await fc.assert(
      fc.asyncProperty(url, refused, async (path, { method, type, body }) => {
        handled = 0
        const headers: Record<string, string> = type ? { 'content-type': type } : {}
        const reply = await send(port, path, { method, headers, body: body ? Buffer.from(body) : undefined })
        expect(reply.status, `${method} ${path} ${type}`).toBe(405)
        expect(reply.headers.allow).toBe('GET, HEAD')
        expect(reply.headers['cache-control']).toBe('no-store')
        expect(JSON.parse(reply.body.toString())).toMatchObject({ message: 'Method not allowed.' })
        expect(handled).toBe(0)
      }),
      { numRuns: 200 },
    )
  })

  it('answers 404 to every method on the internal variant route, without Next', async () => {
    expect(INTERNAL_ROUTES).toEqual([`/[slug]/${VARIANT_SEGMENT}/[key]`])
    handled = 0
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) {
      const reply = await send(port, `/web-design-offer/${VARIANT_SEGMENT}/b`, { method })
      expect(reply.status, method).toBe(404)
    }
    expect(handled).toBe(0)
  })

  it('leaves the methods of /api, Next’s files and its development endpoints to their routes', async () => {
    handled = 0
    for (const path of ['/api/x', '/_next/static/x.js', '/__nextjs_original-stack-frames'])
      expect((await send(port, path, { method: 'POST', body: Buffer.from('{}') })).status, path).toBe(200)
    expect(handled).toBe(3)
  })

  it('hands GET, HEAD and possible server actions to Next', async () => {
    const form = '--b\r\nContent-Disposition: form-data; name="$ACTION_ID_abc"\r\n\r\n\r\n--b--\r\n'
    await fc.assert(
      fc.asyncProperty(url, async (path) => {
        handled = 0
        const answers = [
          await send(port, path),
          await send(port, path, { method: 'HEAD' }),
          await send(port, path, {
            method: 'POST',
            headers: { 'next-action': 'abc' },
            body: Buffer.from('[]'),
          }),
          await send(port, path, {
            method: 'POST',
            headers: { 'content-type': 'multipart/form-data; boundary=b' },
            body: Buffer.from(form),
          }),
        ]
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
        expect(handled).toBe(4)
      }),
      { numRuns: 30 },
    )
  })
})

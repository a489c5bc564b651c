/**
 * The campaign-arrival step of the site's HTTP server (src/edge/campaign-arrival.ts) in front
 * of the page cache and a stand-in for Next: a page URL with UTM parameters or click ids gets a
 * 303 to itself without them, `no-store`, and the campaign cookie; no cacheable answer ever
 * carries the cookie, and no cached page is answered for such a URL.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import fc from 'fast-check'
import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { attributionCookieOf, splitQuery } from '@/lib/attribution'
import { createSiteServer } from '@/edge/server'

import { send, type Reply } from '../helpers/raw-http'

let rendered: string[] = []

/** Stand-in for Next: every page shareable for a year, as a prerendered page is. */
function fakeNext(req: IncomingMessage, res: ServerResponse): void {
  rendered.push(`${req.method} ${req.url}`)
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 's-maxage=31536000')
  res.end(`<html><body><p>${req.url}</p></body></html>`)
}

let port = 0
let close: () => Promise<void>

async function start(https: boolean) {
  const site = createSiteServer({
    handle: fakeNext,
    logger: pino({ level: 'silent' }),
    https,
    paypalOrigins: [],
  })
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
  port = (site.server.address() as AddressInfo).port
  close = () => new Promise((resolve) => site.server.close(() => resolve()))
}

beforeEach(async () => {
  rendered = []
  await start(false)
})
afterEach(() => close())

/** The campaign cookie an answer sets, as the contact pipeline would read it back. */
const cookieOf = (reply: Reply) => {
  const header = reply.headers['set-cookie']
  return header ? attributionCookieOf(String(header).split(';')[0]) : null
}

/** Whether an answer may be stored by a shared cache (the parts of RFC 9111 our answers use). */
const shareable = (reply: Reply) =>
  reply.status === 200 && !/private|no-store/.test(String(reply.headers['cache-control'] ?? ''))

describe('campaign arrival', () => {
  it('answers 303 to the URL without the parameters, no-store, with the HttpOnly cookie; Next is not asked', async () => {
    const reply = await send(port, '/contact?utm_campaign=spring&q=a%20b&utm_source=google&gclid=Cj0K_1')
    expect(reply.status).toBe(303)
    expect(reply.headers.location).toBe('/contact?q=a%20b')
    expect(reply.headers['cache-control']).toBe('no-store')
    expect(reply.body.length).toBe(0)
    expect(String(reply.headers['set-cookie'])).toMatch(
      /^lead_source=[\w-]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    )
    expect(cookieOf(reply)).toMatchObject({
      campaign: 'spring',
      source: 'google',
      gclid: 'Cj0K_1',
      landingPage: '/contact',
      firstPage: '/contact',
    })
    expect(rendered).toEqual([])
    expect((await send(port, '/offer?fbclid=IwAR2', { method: 'HEAD' })).headers.location).toBe('/offer')
  })

  it('never sets the cookie on a cacheable answer: the same URL twice, then the page without parameters', async () => {
    const answers: Reply[] = []
    for (const path of [
      '/about',
      '/about?utm_campaign=spring',
      '/about?utm_campaign=spring',
      '/about',
      '/about',
    ]) {
      answers.push(await send(port, path))
    }
    const [plain, arrival, again, after, hit] = answers as [Reply, Reply, Reply, Reply, Reply]
    expect([arrival.status, again.status]).toEqual([303, 303])
    expect(cookieOf(arrival)?.campaign).toBe('spring')
    expect(cookieOf(again)?.campaign).toBe('spring')
    // The cached page is never the answer to an arrival: the arrival never reaches the cache.
    expect(arrival.headers['x-page-cache']).toBeUndefined()
    expect(hit.headers['x-page-cache']).toBe('HIT')
    for (const reply of [plain, after, hit]) {
      expect(shareable(reply)).toBe(true)
      expect(reply.headers['set-cookie']).toBeUndefined()
    }
    expect(rendered).toEqual(['GET /about'])
  })

  it('marks the cookie Secure when the site is https, and keeps the first page of an earlier arrival', async () => {
    await close()
    await start(true)
    const first = await send(port, '/offer?utm_campaign=spring')
    expect(String(first.headers['set-cookie'])).toMatch(/; Secure$/)
    const cookie = String(first.headers['set-cookie']).split(';')[0]!
    const second = await send(port, '/blog?utm_campaign=autumn', { headers: { cookie } })
    expect(cookieOf(second)).toMatchObject({ campaign: 'autumn', landingPage: '/blog', firstPage: '/offer' })
  })

  it('strips parameters without a valid value but sets no cookie', async () => {
    const reply = await send(port, '/offer?utm_source=&gclid=not%20an%20id')
    expect(reply.status).toBe(303)
    expect(reply.headers.location).toBe('/offer')
    expect(reply.headers['set-cookie']).toBeUndefined()
  })

  it('leaves posts, the API, the admin, Next client navigations and off-site Locations to the rest of the server', async () => {
    const passed = [
      // A server action's post (other posts to a page are 405: tests/unit/page-methods.test.ts).
      await send(port, '/contact?utm_campaign=x', {
        method: 'POST',
        headers: { 'content-length': '0', 'next-action': 'abc' },
      }),
      await send(port, '/api/getAbout?utm_campaign=x'),
      await send(port, '/admin?utm_campaign=x'),
      await send(port, '/_next/static/a.js?utm_campaign=x'),
      await send(port, '/about?utm_campaign=x', { headers: { rsc: '1' } }),
      await send(port, '/about?utm_campaign=x&_rsc=abc'),
      await send(port, '//evil.example/?utm_campaign=x'),
    ]
    for (const reply of passed) {
      expect(reply.status).not.toBe(303)
      expect(reply.headers['set-cookie']).toBeUndefined()
    }
    expect(rendered).toHaveLength(passed.length)
  })

  it('for any query: no 5xx, and the cookie only on a no-store 303 that stays on the site without the parameters', async () => {
    const path = fc.constantFrom(
      '/',
      '/about',
      '/contact/',
      '/api/getAbout',
      '/admin',
      '//evil.example',
      '/\\evil',
      '/%2F%2Fx',
    )
    const name = fc.constantFrom(
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'gclid',
      'fbclid',
      'utm%5Fcampaign',
      'q',
      '_rsc',
    )
    const value = fc.oneof(
      fc.string({ maxLength: 120, unit: 'binary' }).map(encodeURIComponent),
      fc.constantFrom('', '%', '%ff', '%00', '%0d%0a', 'a+b', 'Cj0K_1'),
    )
    await fc.assert(
      fc.asyncProperty(path, fc.array(fc.tuple(name, value), { maxLength: 6 }), async (pathname, pairs) => {
        const query = pairs.map(([n, v]) => `${n}=${v}`).join('&')
        const reply = await send(port, query ? `${pathname}?${query}` : pathname)
        expect(reply.status).toBeLessThan(500)
        if (String(reply.headers['set-cookie'] ?? '').includes('lead_source=')) {
          expect(reply.status).toBe(303)
          expect(reply.headers['cache-control']).toBe('no-store')
        }
        if (reply.status !== 303) return
        const location = String(reply.headers.location)
        expect(location).toMatch(/^\/(?![/\\])/)
        const mark = location.indexOf('?')
        expect(mark === -1 || !splitQuery(location.slice(mark + 1)).found).toBe(true)
      }),
      { numRuns: 150 },
    )
  })
})

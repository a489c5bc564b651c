/**
 * The experiment step of the site's server (src/edge/experiment.ts) through the whole pipeline,
 * with a stand-in for Next: bots and prefetches get the control without a cookie; a fresh draw
 * sets the cookie and is private and never stored; a holder gets the same variant, from the page
 * cache; a tampered cookie is a new draw; an internal variant path from outside is a 404; a page
 * without an experiment keeps its caching exactly. A property: no generated Cookie header and
 * path makes the step throw or answer 5xx.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import fc from 'fast-check'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSiteServer } from '@/edge/server'
import { publishExperiments } from '@/infra/experiment-table'
import { parseAssignments } from '@/lib/experiments/assign'

import { send, type Reply } from '../helpers/raw-http'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0'
/** The paths Next was asked, in order (the experiment step rewrites a variant's). */
const asked: string[] = []

async function fakeNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  asked.push(req.url ?? '')
  const path = (req.url ?? '').split('?')[0]!
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 's-maxage=31536000')
  const variant = /\/exp-variant\/([a-z0-9-]+)$/.exec(path)?.[1] ?? 'control'
  res.end(`<html><body><h1>Hero ${variant}</h1><p>${path}</p></body></html>`)
}

const site = createSiteServer({
  handle: fakeNext,
  logger: pino({ level: 'silent' }),
  https: false,
  paypalOrigins: [],
})
let port = 0

beforeAll(async () => {
  publishExperiments([
    {
      id: '7',
      path: '/offer',
      pageId: '1',
      variants: [
        { key: 'control', weight: 1 },
        { key: 'short', weight: 1 },
      ],
    },
  ])
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
  port = (site.server.address() as AddressInfo).port
})
afterAll(async () => {
  publishExperiments([])
  await site.shutdown(1000)
})

const get = (path: string, headers: Record<string, string> = {}) =>
  send(port, path, { headers: { 'User-Agent': BROWSER, ...headers } })
const heroOf = (reply: Reply) => /Hero ([a-z0-9-]+)/.exec(reply.body.toString())?.[1]
const cookieOf = (reply: Reply) =>
  [reply.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('site_exp='))

describe('the experiment step', () => {
  it('a bot or a prefetch gets the control, with no cookie', async () => {
    const automated: Array<Record<string, string>> = [
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'Sec-Purpose': 'prefetch' },
      { 'Next-Router-Prefetch': '1' },
      { Purpose: 'prefetch' },
    ]
    for (const headers of automated) {
      const reply = await get('/offer', headers)
      expect(reply.status).toBe(200)
      expect(heroOf(reply)).toBe('control')
      expect(cookieOf(reply)).toBeUndefined()
    }
  })

  it('a first view draws a variant: the answer sets the cookie, is private and is not stored', async () => {
    const before = site.pageCache!.size
    const reply = await get('/offer')
    const cookie = cookieOf(reply)!
    expect(cookie).toMatch(/^site_exp=7\.(control|short); Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly$/)
    expect(reply.headers['cache-control']).toBe('private, no-store')
    expect(heroOf(reply)).toBe(parseAssignments(cookie.split(';')[0]!.slice('site_exp='.length)).get('7'))
    expect(site.pageCache!.size).toBe(before)
  })

  it('a holder gets the same variant on every view, from the page cache after the first', async () => {
    for (const key of ['control', 'short']) {
      const replies = [] as Reply[]
      for (let i = 0; i < 3; i++)
        replies.push(await get('/offer', { Cookie: `a=1; site_exp=other.x~7.${key}` }))
      expect(replies.map(heroOf)).toEqual([key, key, key])
      expect(replies.map(cookieOf)).toEqual([undefined, undefined, undefined])
      expect(replies.at(-1)!.headers['x-page-cache']).toBe('HIT')
    }
  })

  it('a tampered or unknown cookie value is a new draw, never an error; other entries are kept', async () => {
    for (const value of ['7.nope', '7.SHORT', '%%%', '7..short', 'x'.repeat(5000), 'other.x~7.gone']) {
      const reply = await get('/offer', { Cookie: `site_exp=${value}` })
      expect(reply.status).toBe(200)
      expect(cookieOf(reply)).toMatch(/^site_exp=(other\.x~)?7\.(control|short);/)
    }
    const kept = await get('/offer', { Cookie: 'site_exp=other.x' })
    expect(cookieOf(kept)).toMatch(/^site_exp=other\.x~7\./)
  })

  it("a holder's form post (a server action) reaches its variant's route; it draws nothing and sets no cookie", async () => {
    const action = (cookie?: string) =>
      send(port, '/offer', {
        method: 'POST',
        headers: {
          'User-Agent': BROWSER,
          'Next-Action': 'abc123',
          'Content-Type': 'text/plain;charset=UTF-8',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: Buffer.from('[]'),
      })
    const held = await action('site_exp=7.short')
    expect(heroOf(held)).toBe('short')
    expect(asked.at(-1)).toBe('/offer/exp-variant/short')
    for (const cookie of [undefined, 'site_exp=7.control', 'site_exp=7.gone']) {
      const reply = await action(cookie)
      expect(heroOf(reply), String(cookie)).toBe('control')
      expect(cookieOf(reply), String(cookie)).toBeUndefined()
      expect(asked.at(-1)).toBe('/offer')
    }
  })

  it('an internal variant path asked from outside is a 404, and no copy of it is served', async () => {
    for (const path of [
      '/offer/exp-variant/short',
      '/offer/EXP-VARIANT/short',
      '/offer/exp%2Dvariant/short',
      '/offer/exp-variant/short/',
    ]) {
      const reply = await get(path, { Cookie: 'site_exp=7.short' })
      expect(reply.status).toBe(404)
      expect(reply.body.toString()).not.toContain('Hero')
    }
  })

  it('a path of another depth holding the segment (a post named exp-variant) reaches its own route', async () => {
    expect((await get('/blog/exp-variant')).status).toBe(200)
  })

  it('a page without an experiment is stored and answered as before: no cookie, its own Cache-Control', async () => {
    const first = await get('/plain')
    const second = await get('/plain', { Cookie: 'site_exp=7.short' })
    expect(first.headers['cache-control']).toBe('s-maxage=31536000')
    expect(cookieOf(first)).toBeUndefined()
    expect(second.headers['x-page-cache']).toBe('HIT')
    expect(heroOf(second)).toBe('control')
  })

  it('property: no Cookie header and path make the step throw or answer 5xx', async () => {
    const token = fc.stringMatching(/^[a-z0-9-]{0,6}$/)
    const cookie = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc
        .array(fc.tuple(token, token), { maxLength: 25 })
        .map((pairs) => `site_exp=${pairs.map(([a, b]) => `${a}.${b}`).join('~')}`),
      fc
        .tuple(fc.constantFrom('7', 'other'), fc.string({ maxLength: 10 }))
        .map(([id, key]) => `site_exp=${id}.${key}`),
    )
    const path = fc.constantFrom(
      '/offer',
      '/offer/',
      '/offer?x=1',
      '/offer/exp-variant/short',
      '/offer/exp-variant',
      '/plain',
    )
    await fc.assert(
      fc.asyncProperty(cookie, path, async (value, at) => {
        // Header values must be printable ASCII for node:http to send them.
        const printable = value.replace(/[^\x20-\x7e]/g, '')
        const reply = await get(at, { Cookie: printable })
        expect(reply.status).toBeLessThan(500)
      }),
      { numRuns: 200, seed: 36 },
    )
  })
})

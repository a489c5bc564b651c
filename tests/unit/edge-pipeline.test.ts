/**
 * The order of the steps of the site's server (SITE_PIPELINE, src/edge/pipeline.ts), checked by
 * what it does. Each rule is a behaviour that holds only while one step comes before another:
 * every rule holds on SITE_PIPELINE, and breaks once its later step is moved just above its
 * earlier one. Every two neighbours of the list are either such a rule, or commute (listed
 * below with why; every rule still holds with them swapped). So swapping any two steps that
 * depend on each other fails a named behaviour here. The docs list the same steps in the same
 * order (docs/performance.md "What each step buys").
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { ServerResponse, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Writable } from 'node:stream'

import pino from 'pino'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCounter, type Counter, type DailyRow } from '@/edge/analytics/counter'
import { HYDRATION_LOADER } from '@/edge/deferred-hydration'
import { SITE_PIPELINE } from '@/edge/pipeline'
import { createSiteServer, type StepName } from '@/edge/server'
import { publishExperiments } from '@/infra/experiment-table'
import { publishRedirects } from '@/infra/redirect-table'
import { TOO_DEEP_MESSAGE } from '@/lib/json-depth'

import { send } from '../helpers/raw-http'

const INLINE = 'self.__next_f.push([1,"hello"])'
/** A site page as Next writes it: a chunk tag (deferred), an inline script (hashed), room to compress. */
const PAGE = `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>${'x'.repeat(2000)}</p><script>${INLINE}</script></body></html>`
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
/** Searches a client may make on each server of this test. */
const SEARCHES = 2

/** Stand-in for Next: a shareable page, a search page (rendered per request), an empty 405, JSON. */
async function fakeNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.url === '/page' || req.url?.startsWith('/search')) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', req.url === '/page' ? 's-maxage=31536000' : 'private, no-store')
    return void res.end(PAGE)
  }
  if (req.url?.startsWith('/exp-page')) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 's-maxage=31536000')
    return void res.end(
      `<html><body><h1>${req.url === '/exp-page/exp-variant/b' ? 'Hero B' : 'Hero A'}</h1></body></html>`,
    )
  }
  if (req.url === '/bare-405') {
    res.statusCode = 405
    return void res.end()
  }
  res.setHeader('Content-Type', 'application/json')
  res.end('{"data":[]}')
}

const lines: Array<Record<string, unknown>> = []
const logger = pino(
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  }),
)

/** The rows the current server's page-view counter wrote. */
let written: DailyRow[] = []
let counter: Counter

/** Runs `check` against a fresh server of the steps `order` (its own page cache, search budget and counter). */
async function onServer(order: readonly StepName[], check: (port: number) => Promise<void>): Promise<void> {
  written = []
  counter = createCounter({
    store: () => ({
      timeZone: () => 'UTC',
      salt: async () => 'salt',
      write: async (rows) => void written.push(...rows),
    }),
    maxValues: 10,
  })
  const site = createSiteServer({
    analytics: counter,
    handle: fakeNext,
    logger,
    https: false,
    paypalOrigins: [],
    order,
    searchLimit: {
      limiter: new RateLimiterMemory({ points: SEARCHES, duration: 60 }),
      trustProxy: 0,
      secret: 'test-secret',
    },
  })
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
  try {
    await check((site.server.address() as AddressInfo).port)
  } finally {
    await site.shutdown(1000)
  }
}

/** `/page` asked once, so that the page cache holds it. */
const stored = async (port: number, headers: Record<string, string> = {}) => {
  await send(port, '/page', { headers })
  return port
}

/** A check: `path` is answered `status` by a step, with the security headers. */
const answeredSecured = (path: string, status: number) => async (port: number) => {
  const answer = await send(port, path)
  expect(answer.status).toBe(status)
  expect(answer.headers['x-frame-options']).toBe('DENY')
}

type Rule = { before: StepName; after: StepName; behaviour: string; check: (port: number) => Promise<void> }

const RULES: Rule[] = [
  {
    before: 'request-log',
    after: 'page-cache-hit',
    behaviour: 'a page-cache hit carries its request id and has its log line',
    check: async (port) => {
      const id = `hit-${Math.random()}`
      const hit = await send(await stored(port), '/page', { headers: { 'X-Request-Id': id } })
      expect(hit.headers['x-page-cache']).toBe('HIT')
      expect(hit.headers['x-request-id']).toBe(id)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(lines.some((line) => line.reqId === id)).toBe(true)
    },
  },
  {
    before: 'page-views',
    after: 'page-cache-hit',
    behaviour: 'a page-cache hit is counted as a page view',
    check: async (port) => {
      const browser = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' }
      await stored(port, browser)
      const hit = await send(port, '/page', { headers: browser })
      expect(hit.headers['x-page-cache']).toBe('HIT')
      await new Promise((resolve) => setTimeout(resolve, 20))
      await counter.flush()
      expect(written.filter((row) => row.path === '/page').map((row) => row.views)).toEqual([2])
    },
  },
  {
    before: 'experiment',
    after: 'page-cache-hit',
    behaviour: "a visitor holding variant b gets b's stored copy, never the control's",
    check: async (port) => {
      // A bot gets the control: its answer stores the page's own copy.
      await send(port, '/exp-page', { headers: { 'User-Agent': 'Googlebot/2.1' } })
      const holder = { 'User-Agent': 'Mozilla/5.0 Firefox/140.0', Cookie: 'site_exp=e1.b' }
      await send(port, '/exp-page', { headers: holder })
      const hit = await send(port, '/exp-page', { headers: holder })
      expect(hit.headers['x-page-cache']).toBe('HIT')
      expect(hit.body.toString()).toContain('Hero B')
    },
  },
  {
    before: 'page-cache-hit',
    after: 'security-headers',
    behaviour: 'a hit is one writeHead of its stored head: no header is set before it',
    check: async (port) => {
      await stored(port)
      const setHeader = ServerResponse.prototype.setHeader
      let set = 0
      ServerResponse.prototype.setHeader = function (this: ServerResponse, ...args) {
        set++
        return setHeader.apply(this, args)
      }
      const hit = await send(port, '/page').finally(() => (ServerResponse.prototype.setHeader = setHeader))
      expect(hit.headers['x-page-cache']).toBe('HIT')
      expect(hit.headers['x-frame-options']).toBe('DENY')
      expect(set).toBe(0)
    },
  },
  {
    before: 'security-headers',
    after: 'campaign-arrival',
    behaviour: 'the campaign 303 carries the security headers',
    check: answeredSecured('/page?utm_source=news', 303),
  },
  {
    before: 'security-headers',
    after: 'refuse',
    behaviour: 'a refusal carries the security headers',
    check: answeredSecured('/a/%', 400),
  },
  {
    before: 'refuse',
    after: 'body',
    behaviour: 'a path with a dot segment is refused for its path before its body is read',
    check: async (port) => {
      const deep = Buffer.from(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)
      const refused = await send(port, '/api/media/../orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deep,
      })
      expect(refused.status).toBe(400)
      expect(JSON.parse(refused.body.toString()).message).not.toBe(TOO_DEEP_MESSAGE)
    },
  },
  {
    before: 'body',
    after: 'redirect',
    behaviour: 'a body over the limit is refused before a redirect answers, leaving it unread',
    check: async (port) => {
      const refused = await send(port, '/api/old', {
        method: 'POST',
        headers: { 'Content-Length': String(2 * 1024 * 1024) },
        body: Buffer.alloc(1024),
      })
      expect(refused.status).toBe(413)
    },
  },
  {
    before: 'redirect',
    after: 'xsrf-cookie',
    behaviour: 'a redirected form page gets no anti-forgery cookie',
    check: async (port) => {
      const moved = await send(port, '/payment/old')
      expect(moved.status).toBe(301)
      expect(moved.headers['set-cookie']).toBeUndefined()
    },
  },
  {
    before: 'forwarded-for',
    after: 'search-limit',
    behaviour: 'the search limit counts the socket address, not a made-up X-Forwarded-For',
    check: async (port) => {
      const statuses = []
      for (let i = 0; i <= SEARCHES; i++)
        statuses.push((await send(port, '/search', { headers: { 'X-Forwarded-For': `10.0.0.${i}` } })).status)
      expect(statuses.at(-1)).toBe(429)
    },
  },
  {
    before: 'refuse',
    after: 'search-limit',
    behaviour: 'a refused search spends none of the client’s searches',
    check: async (port) => {
      for (let i = 0; i <= SEARCHES; i++)
        expect((await send(port, `/search?q=${'q'.repeat(9000)}`)).status).toBe(414)
      expect((await send(port, '/search')).status).toBe(200)
    },
  },
  {
    before: 'encoding',
    after: 'page-cache-store',
    behaviour: 'the page cache stores the plain page: a hit in another encoding is whole',
    check: async (port) => {
      await stored(port, { 'Accept-Encoding': 'br' })
      const hit = await send(port, '/page', { headers: { 'Accept-Encoding': 'identity' } })
      expect(hit.headers['x-page-cache']).toBe('HIT')
      expect(hit.body.toString()).toContain(INLINE)
    },
  },
  {
    before: 'page-cache-store',
    after: 'csp',
    behaviour: 'a stored page carries the policy with the hashes of its inline scripts',
    check: async (port) => {
      const hit = await send(await stored(port), '/page')
      expect(hit.headers['x-page-cache']).toBe('HIT')
      expect(hit.headers['content-security-policy']).toContain(sha(INLINE))
    },
  },
  {
    before: 'csp',
    after: 'defer-hydration',
    behaviour: 'the policy allows the hydration loader the page is sent with',
    check: async (port) => {
      const page = await send(port, '/page')
      expect(page.body.toString()).toContain(HYDRATION_LOADER)
      expect(page.headers['content-security-policy']).toContain(sha(HYDRATION_LOADER))
    },
  },
  {
    before: 'json-errors',
    after: 'next',
    behaviour:
      'next ends the pipeline (a server of any other order is refused), and a bare error becomes JSON',
    check: async (port) => {
      const error = await send(port, '/bare-405')
      expect(error.status).toBe(405)
      expect(error.headers['content-type']).toContain('application/json')
    },
  },
]

/** Neighbours whose order changes nothing, and why. */
const COMMUTING: Array<[StepName, StepName, string]> = [
  [
    'request-log',
    'page-views',
    'page-views reads neither the request id nor the log, and changes nothing of the answer',
  ],
  [
    'page-views',
    'experiment',
    'page-views counts the visitor’s path (x.pathname), which the experiment step never changes',
  ],
  [
    'campaign-arrival',
    'forwarded-for',
    'the campaign step reads neither the socket address nor X-Forwarded-For',
  ],
  ['forwarded-for', 'refuse', 'refuse reads neither the socket address nor X-Forwarded-For'],
  ['xsrf-cookie', 'search-limit', 'they act on different paths: the form pages, /search'],
  ['search-limit', 'encoding', 'encoding has no request part: it acts on the answer only'],
  [
    'defer-hydration',
    'json-errors',
    'json-errors replaces error answers without HTML, which defer-hydration never changes',
  ],
]

const NAMES = SITE_PIPELINE.map((s) => s.name)

/** SITE_PIPELINE with `step` moved to just above `above`. */
function movedAbove(step: StepName, above: StepName): StepName[] {
  const rest = NAMES.filter((name) => name !== step)
  rest.splice(rest.indexOf(above), 0, step)
  return rest
}

/** SITE_PIPELINE with the neighbours `a` and `b` swapped. */
const swapped = (a: StepName, b: StepName) => movedAbove(b, a)

beforeAll(() => {
  publishRedirects([
    { from: '/api/old', to: '/api/new', status: 301 },
    { from: '/payment/old', to: '/package', status: 301 },
  ])
  publishExperiments([
    {
      id: 'e1',
      path: '/exp-page',
      pageId: '1',
      variants: [
        { key: 'control', weight: 1 },
        { key: 'b', weight: 1 },
      ],
    },
  ])
})
afterAll(() => {
  publishRedirects([])
  publishExperiments([])
})

describe('the order of the steps', () => {
  it.each(RULES.map((rule) => [`${rule.before} before ${rule.after}: ${rule.behaviour}`, rule] as const))(
    '%s',
    async (_, rule) => {
      await onServer(NAMES, rule.check)
      await expect(onServer(movedAbove(rule.after, rule.before), rule.check)).rejects.toThrow()
    },
  )

  it.each(NAMES.slice(1).map((name, i) => [NAMES[i]!, name] as const))(
    '%s above %s: a rule between them, or they commute',
    async (a, b) => {
      const rule = RULES.some((r) => r.before === a && r.after === b)
      const commuting = COMMUTING.some(([x, y]) => x === a && y === b)
      expect(rule || commuting, `${a}, ${b}: no rule, not listed as commuting`).toBe(true)
      if (commuting) for (const { check } of RULES) await onServer(swapped(a, b), check)
    },
  )

  it('refuses a pipeline that does not end with next, or runs a step twice', () => {
    const site = (order: StepName[]) => () =>
      createSiteServer({ handle: fakeNext, logger, https: false, paypalOrigins: [], order })
    expect(site(swapped('json-errors', 'next'))).toThrow(/ends with next/)
    expect(site([...NAMES.slice(0, -1), 'csp', 'next'])).toThrow(/each once/)
  })
})

describe('the docs of the steps', () => {
  it('docs/performance.md names every step but next, in the order of SITE_PIPELINE', () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/performance.md'), 'utf8')
    const section = doc.slice(doc.indexOf('What each step buys'), doc.indexOf('**Deferred hydration**'))
    const named = [...section.matchAll(/^- \*\*([a-z-]+)\*\*/gm)].map((m) => m[1])
    expect(named).toEqual(NAMES.filter((name) => name !== 'next'))
  })
})

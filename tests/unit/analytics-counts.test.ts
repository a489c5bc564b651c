/**
 * The traffic counts of the site's server (src/edge/analytics), without a server: generated
 * request sequences (pages, bots, prefetches, RSC navigations, HEAD, 404s, the API, draft previews, campaign
 * cookies, referrers, several clients on two instances sharing one visitor set, flushes that
 * fail and are retried) are classified by page-view.ts, counted by counter.ts and written to a
 * stand-in store; the stored aggregates must equal those of a simple model written from the
 * rules. Generated junk (referrers, campaign values) never grows a day's values past the bound.
 */
import type { IncomingMessage } from 'node:http'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  createCounter,
  OTHER,
  type AnalyticsStore,
  type Counter,
  type DailyRow,
  type SharedUniques,
} from '@/edge/analytics/counter'
import { DRAFT_COOKIE } from '@/contracts/http'
import { deviceOf, isViewAnswer, mayBeView, pageViewOf } from '@/edge/analytics/page-view'
import { attributionSetCookie } from '@/lib/attribution'

const HOST = 'site.example'
const DAY_MS = 24 * 60 * 60 * 1000
const START = Date.UTC(2026, 10, 1, 12)
const PAGES = ['/', '/about', '/web-design-offer', '/blog/a-post']
const BROWSERS = [
  'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1',
]
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const CAMPAIGNS = [
  { source: 'newsletter', medium: 'email', campaign: 'spring' },
  { source: 'google', medium: 'cpc', campaign: '' },
]
const REFERRERS = ['', `https://${HOST}/about`, 'https://news.example/item?id=1', 'android-app://x']

const KINDS = [
  'page',
  'rsc',
  'prefetch',
  'sec-purpose',
  'bot',
  'head',
  'missing',
  'api',
  'no-ua',
  'draft',
] as const
type Kind = (typeof KINDS)[number]

type Req = {
  kind: Kind
  client: number
  browser: number
  instance: number
  path: number
  campaign: number
  referrer: number
  /** Days after START. */
  day: number
  /** Flush the instance after this request; the write fails when `fails`. */
  flush: boolean
  fails: boolean
}

const request = fc.record({
  kind: fc.constantFrom(...KINDS),
  client: fc.nat(3),
  browser: fc.nat(BROWSERS.length - 1),
  instance: fc.nat(1),
  path: fc.nat(PAGES.length - 1),
  campaign: fc.integer({ min: -1, max: CAMPAIGNS.length - 1 }),
  referrer: fc.nat(REFERRERS.length - 1),
  day: fc.nat(2),
  flush: fc.boolean(),
  fails: fc.boolean(),
})

/** The request of `r`, as node:http gives it to the site's server. */
function incoming(r: Req): { req: IncomingMessage; pathname: string; status: number; type: string } {
  const headers: Record<string, string> = { host: HOST }
  const ua = r.kind === 'bot' ? BOT : BROWSERS[r.browser]!
  if (r.kind !== 'no-ua') headers['user-agent'] = ua
  if (REFERRERS[r.referrer]) headers.referer = REFERRERS[r.referrer]!
  const campaign = CAMPAIGNS[r.campaign]
  const cookies = [campaign && attributionSetCookie(campaign, true).split(';')[0]!]
  if (r.kind === 'draft') cookies.push(`${DRAFT_COOKIE}=1`)
  if (cookies.some(Boolean)) headers.cookie = cookies.filter(Boolean).join('; ')
  if (r.kind === 'rsc' || r.kind === 'prefetch') headers.rsc = '1'
  if (r.kind === 'prefetch') headers['next-router-prefetch'] = '1'
  if (r.kind === 'sec-purpose') headers['sec-purpose'] = 'prefetch;prerender'
  const pathname =
    r.kind === 'api' ? '/api/getAbout' : r.kind === 'missing' ? '/no-such-page' : PAGES[r.path]!
  const req = { method: r.kind === 'head' ? 'HEAD' : 'GET', headers, url: `${pathname}?q=1` }
  const type = r.kind === 'api' ? 'application/json' : r.kind === 'rsc' ? 'text/x-component' : 'text/html'
  return { req: req as unknown as IncomingMessage, pathname, status: r.kind === 'missing' ? 404 : 200, type }
}

const keyOf = (r: Omit<DailyRow, 'views' | 'visitors'>) =>
  [r.day, r.path, r.referrer, r.source, r.medium, r.campaign, r.device].join('|')
const isoDay = (day: number) => new Date(START + day * DAY_MS).toISOString().slice(0, 10)

/** The model: the rules of the issue, written out plainly. */
function model(requests: Req[]): Map<string, { views: number; visitors: number }> {
  const rows = new Map<string, { views: number; visitors: number }>()
  const seen = new Set<string>()
  for (const r of requests) {
    if (!['page', 'rsc'].includes(r.kind)) continue
    const campaign = CAMPAIGNS[r.campaign]
    const referrer = r.referrer === 2 ? 'news.example' : ''
    const key = keyOf({
      day: isoDay(r.day),
      path: PAGES[r.path]!,
      referrer,
      source: campaign?.source ?? '',
      medium: campaign?.medium ?? '',
      campaign: campaign?.campaign ?? '',
      device: (['desktop', 'mobile', 'tablet'] as const)[r.browser]!,
    })
    const row = rows.get(key) ?? { views: 0, visitors: 0 }
    row.views++
    const visitor = `${r.day}|${r.client}|${r.browser}`
    if (!seen.has(visitor)) {
      seen.add(visitor)
      row.visitors++
    }
    rows.set(key, row)
  }
  return rows
}

/** A database stand-in summing rows as the upsert does; `failing` makes the next write reject. */
function standInStore() {
  const stored = new Map<string, DailyRow>()
  const salts = new Map<string, string>()
  const state = { failing: false }
  const store: AnalyticsStore = {
    timeZone: () => 'UTC',
    salt: async (day) => {
      if (!salts.has(day)) salts.set(day, `salt-${salts.size}-${Math.random()}`)
      return salts.get(day)!
    },
    write: async (rows) => {
      if (state.failing) throw new Error('database away')
      for (const row of rows) {
        const there = stored.get(keyOf(row))
        if (there) {
          there.views += row.views
          there.visitors += row.visitors
        } else stored.set(keyOf(row), { ...row })
      }
    },
  }
  return { store, stored, state }
}

/** A Redis set per day stand-in, shared by the instances. */
function standInUniques(): SharedUniques {
  const sets = new Map<string, Set<string>>()
  return {
    add: async (day, hashes) => {
      const set = sets.get(day) ?? new Set()
      sets.set(day, set)
      return hashes.map((h) => !set.has(h) && Boolean(set.add(h)))
    },
  }
}

/** Feeds `requests` to two instances' counters and flushes as generated; then once more, reliably. */
async function run(requests: Req[], maxValues = 200) {
  const { store, stored, state } = standInStore()
  const uniques = standInUniques()
  let now = START
  const counters: Counter[] = [0, 1].map(() =>
    createCounter({ store: () => store, uniques: () => uniques, maxValues, now: () => now }),
  )
  for (const r of requests) {
    now = START + r.day * DAY_MS
    const { req, pathname, status, type } = incoming(r)
    const counter = counters[r.instance]!
    if (mayBeView(req, pathname) && isViewAnswer(req, status, type))
      counter.record(pageViewOf(req, pathname, `10.0.0.${r.client}`, HOST))
    if (r.flush) {
      state.failing = r.fails
      await counter.flush()
      state.failing = false
    }
  }
  for (const counter of counters) await counter.flush()
  return stored
}

/** Requests in time order (days never go back). */
const sequence = fc.array(request, { maxLength: 60 }).map((rs) => rs.sort((a, b) => a.day - b.day))

describe('traffic counts (fast-check)', () => {
  it('store exactly the aggregates of the model on one instance', async () => {
    await fc.assert(
      fc.asyncProperty(sequence, async (generated) => {
        const requests = generated.map((r) => ({ ...r, instance: 0 }))
        const stored = await run(requests)
        const got = new Map(
          [...stored].map(([key, row]) => [key, { views: row.views, visitors: row.visitors }]),
        )
        expect(got).toEqual(model(requests))
      }),
      { numRuns: 200 },
    )
  })

  // Across instances a visitor counts on the row of the view whose instance flushed it first,
  // so rows' views and each day's visitors are exact, not which row holds a visitor.
  it('store exactly the views of each row and the visitors of each day over two instances', async () => {
    const perDay = (rows: Iterable<[string, { visitors: number }]>) => {
      const days = new Map<string, number>()
      for (const [key, row] of rows)
        days.set(key.slice(0, 10), (days.get(key.slice(0, 10)) ?? 0) + row.visitors)
      return days
    }
    await fc.assert(
      fc.asyncProperty(sequence, async (requests) => {
        const stored = await run(requests)
        const expected = model(requests)
        expect(new Map([...stored].map(([key, row]) => [key, row.views]))).toEqual(
          new Map([...expected].map(([key, row]) => [key, row.views])),
        )
        expect(perDay(stored)).toEqual(perDay(expected))
      }),
      { numRuns: 200 },
    )
  })

  it('keep at most the bound of distinct referrers and campaigns a day, whatever clients send', async () => {
    const junk = fc.string({ minLength: 1, maxLength: 30 })
    const BOUND = 3
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ host: junk, source: junk, medium: junk, campaign: junk, day: fc.nat(1) }), {
          maxLength: 80,
        }),
        async (views) => {
          const { store, stored } = standInStore()
          let now = START
          const counter = createCounter({ store: () => store, maxValues: BOUND, now: () => now })
          for (const v of views.sort((a, b) => a.day - b.day)) {
            now = START + v.day * DAY_MS
            const req = {
              method: 'GET',
              headers: {
                host: HOST,
                'user-agent': BROWSERS[0]!,
                referer: `https://${encodeURIComponent(v.host)}.example/`,
                cookie: attributionSetCookie(v, true).split(';')[0]!,
              },
            } as unknown as IncomingMessage
            counter.record(pageViewOf(req, '/', '10.0.0.1', HOST))
          }
          await counter.flush()
          for (const day of [0, 1].map(isoDay)) {
            const rows = [...stored.values()].filter((r) => r.day === day)
            const referrers = new Set(rows.map((r) => r.referrer).filter((r) => r && r !== OTHER))
            const campaigns = new Set(
              rows.filter((r) => r.source !== OTHER).map((r) => `${r.source}|${r.medium}|${r.campaign}`),
            )
            campaigns.delete('||')
            expect(referrers.size).toBeLessThanOrEqual(BOUND)
            expect(campaigns.size).toBeLessThanOrEqual(BOUND)
            expect(rows.length).toBeLessThanOrEqual((BOUND + 2) * (BOUND + 2))
          }
          expect([...stored.values()].reduce((sum, r) => sum + r.views, 0)).toBe(views.length)
        },
      ),
      { numRuns: 100 },
    )
  })
})

describe('flushes', () => {
  it('write every view recorded before the call, also while an earlier flush is still writing', async () => {
    const { store, stored } = standInStore()
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slow: AnalyticsStore = { ...store, write: async (rows) => gate.then(() => store.write(rows)) }
    const counter = createCounter({ store: () => slow, maxValues: 10, now: () => START })
    const page = (address: string) =>
      pageViewOf(
        { method: 'GET', headers: { host: HOST, 'user-agent': BROWSERS[0]! } } as unknown as IncomingMessage,
        '/',
        address,
        HOST,
      )
    counter.record(page('10.0.0.1'))
    const first = counter.flush()
    // The first flush is now writing, held at the gate.
    await new Promise((resolve) => setTimeout(resolve, 10))
    counter.record(page('10.0.0.2'))
    const second = counter.flush()
    release()
    expect(await Promise.all([first, second])).toEqual(['written', 'written'])
    expect([...stored.values()].map((r) => [r.views, r.visitors])).toEqual([[2, 2]])
  })

  it('hold a client once for its visitor check, however many views it made: the bound counts clients', async () => {
    const { store, stored } = standInStore()
    const lost: number[] = []
    const counter = createCounter({
      store: () => store,
      maxValues: 10,
      maxRows: 2,
      now: () => START,
      onLost: (views) => lost.push(views),
    })
    const view = (address: string, path: string) =>
      pageViewOf(
        { method: 'GET', headers: { host: HOST, 'user-agent': BROWSERS[0]! } } as unknown as IncomingMessage,
        path,
        address,
        HOST,
      )
    for (let i = 0; i < 5; i++) counter.record(view('10.0.0.1', i % 2 ? '/about' : '/'))
    counter.record(view('10.0.0.2', '/'))
    // A third client is past the bound of two clients awaiting their check: its view is counted, it is not.
    counter.record(view('10.0.0.3', '/about'))
    expect(await counter.flush()).toBe('written')
    expect(lost).toEqual([1])
    const rows = [...stored.values()].map((r) => [r.path, r.views, r.visitors]).sort()
    expect(rows).toEqual([
      ['/', 4, 2],
      ['/about', 3, 0],
    ])
  })
})

describe('page views', () => {
  it('tell tablets, phones and desktops apart', () => {
    expect(BROWSERS.map(deviceOf)).toEqual(['desktop', 'mobile', 'tablet'])
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36')).toBe(
      'tablet',
    )
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile')
  })

  it('never take the query into the path, and drop the own host and non-http referrers', () => {
    const { req, pathname } = incoming({
      kind: 'page',
      client: 0,
      browser: 0,
      instance: 0,
      path: 1,
      campaign: -1,
      referrer: 1,
      day: 0,
      flush: false,
      fails: false,
    })
    const view = pageViewOf(req, pathname, '10.0.0.1', HOST)
    expect([view.path, view.referrer]).toEqual(['/about', ''])
  })
})

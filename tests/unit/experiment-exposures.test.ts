/**
 * Experiment exposures of the site's server (src/edge/analytics): the page-views step marks a
 * view with the variant the experiment step served when that step counted the visitor
 * (`x.experiment.counted`), and the counter stores one visitor per day, experiment and variant,
 * unique across two instances sharing one visitor set and across flushes that fail and are
 * retried, exactly as a model computed from the generated views.
 */
import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import type { ExperimentServe } from '@/contracts/experiments'
import {
  createCounter,
  type AnalyticsStore,
  type Counter,
  type ExposureRow,
  type SharedUniques,
} from '@/edge/analytics/counter'
import type { PageView } from '@/edge/analytics/page-view'
import { watchPageView } from '@/edge/analytics/step'
import type { Exchange } from '@/edge/exchange'

import { FIREFOX, testView } from '../helpers/page-view'

const DAY_MS = 24 * 60 * 60 * 1000
const START = Date.UTC(2026, 10, 1, 12)

/** A finished GET of /web-design-offer answered 200 HTML, served `experiment`; what the step recorded. */
function finishedView(experiment: ExperimentServe | undefined, status = 200): PageView[] {
  const recorded: PageView[] = []
  const res = Object.assign(new EventEmitter(), {
    statusCode: status,
    getHeader: (name: string) => (name === 'content-type' ? 'text/html; charset=utf-8' : undefined),
  })
  const req = {
    method: 'GET',
    headers: { host: 'site.example', 'user-agent': FIREFOX },
    socket: { remoteAddress: '10.0.0.9' },
  }
  const x = {
    req: req as unknown as IncomingMessage,
    res: res as unknown as ServerResponse,
    pathname: '/web-design-offer',
    site: { analytics: { record: (view: PageView) => recorded.push(view) }, settings: { trustProxy: 0 } },
    experiment,
  } as unknown as Exchange
  watchPageView(x)
  res.emit('finish')
  return recorded
}

describe('the page-views step', () => {
  it('marks a view with the served variant when the experiment step counted the visitor', () => {
    const [view] = finishedView({ experimentId: 'e1', variant: 'b', counted: true, fresh: true })
    expect(view?.experiment).toEqual({ id: 'e1', variant: 'b' })
  })

  it('leaves the experiment out of an uncounted serve and of a page without one', () => {
    const [uncounted] = finishedView({ experimentId: 'e1', variant: 'control', counted: false, fresh: false })
    const [plain] = finishedView(undefined)
    expect(uncounted?.experiment).toBeUndefined()
    expect(plain?.experiment).toBeUndefined()
  })

  it('records nothing when the answer was not a page view', () => {
    expect(finishedView({ experimentId: 'e1', variant: 'b', counted: true, fresh: true }, 404)).toEqual([])
  })
})

type Event = {
  client: number
  instance: number
  variant: number
  experiment: number
  day: number
  flush: boolean
  fails: boolean
}

const VARIANTS = ['control', 'b', 'c']
const EXPERIMENTS = ['e1', 'e2']

const event: fc.Arbitrary<Event> = fc.record({
  client: fc.integer({ min: 0, max: 5 }),
  instance: fc.integer({ min: 0, max: 1 }),
  variant: fc.integer({ min: -1, max: 2 }),
  experiment: fc.integer({ min: 0, max: 1 }),
  day: fc.integer({ min: 0, max: 2 }),
  flush: fc.boolean(),
  fails: fc.boolean(),
})

const dayOf = (offset: number) => new Date(START + offset * DAY_MS).toISOString().slice(0, 10)
const keyOf = (e: Pick<ExposureRow, 'day' | 'experiment' | 'variant'>) =>
  [e.day, e.experiment, e.variant].join('|')

/** The exposures the rules give: distinct (day, experiment, variant, client) of views that carry a variant. */
function model(events: readonly Event[]): Map<string, number> {
  const seen = new Set<string>()
  const counts = new Map<string, number>()
  for (const e of events) {
    if (e.variant < 0) continue
    const key = keyOf({
      day: dayOf(e.day),
      experiment: EXPERIMENTS[e.experiment]!,
      variant: VARIANTS[e.variant]!,
    })
    if (seen.has(`${key}|${e.client}`)) continue
    seen.add(`${key}|${e.client}`)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/** Runs `events` on two instances sharing one visitor set and one store; the stored exposures. */
async function run(events: readonly Event[]): Promise<Map<string, number>> {
  const stored = new Map<string, number>()
  let failNext = false
  const store: AnalyticsStore = {
    timeZone: () => 'UTC',
    salt: async (day) => `salt-${day}`,
    write: async (_rows, exposures = []) => {
      if (failNext) throw new Error('database away')
      for (const e of exposures) stored.set(keyOf(e), (stored.get(keyOf(e)) ?? 0) + e.visitors)
    },
  }
  const shared = new Map<string, Set<string>>()
  const uniques: SharedUniques = {
    add: async (day, hashes) => {
      const set = shared.get(day) ?? new Set<string>()
      shared.set(day, set)
      return hashes.map((h) => (set.has(h) ? false : (set.add(h), true)))
    },
  }
  let now = START
  const counters: Counter[] = [0, 1].map(() =>
    createCounter({ store: () => store, uniques: () => uniques, maxValues: 50, now: () => now }),
  )
  for (const e of events) {
    now = START + e.day * DAY_MS
    const view = testView(
      '/web-design-offer',
      `10.0.0.${e.client}`,
      e.variant >= 0 ? { experiment: { id: EXPERIMENTS[e.experiment]!, variant: VARIANTS[e.variant]! } } : {},
    )
    counters[e.instance]!.record(view)
    if (e.flush) {
      failNext = e.fails
      await counters[e.instance]!.flush()
      failNext = false
    }
  }
  for (const c of counters) expect(await c.flush()).not.toBe('kept')
  for (const [key, visitors] of stored) if (visitors === 0) stored.delete(key)
  return stored
}

describe('experiment exposures (fast-check, seeded)', () => {
  it('store one visitor per day, experiment and variant, across instances and failed flushes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { maxLength: 60 }).map((es) => es.sort((a, b) => a.day - b.day)),
        async (events) => {
          expect(await run(events)).toEqual(model(events))
        },
      ),
      { numRuns: 200, seed: 36 },
    )
  })

  it('count an exposure and the page view of the same view in one write', async () => {
    const writes: Array<{ views: number; exposures: ExposureRow[] }> = []
    const store: AnalyticsStore = {
      timeZone: () => 'UTC',
      salt: async () => 'salt',
      write: async (rows, exposures = []) => {
        writes.push({ views: rows.reduce((n, r) => n + r.views, 0), exposures })
      },
    }
    const counter = createCounter({ store: () => store, maxValues: 50, now: () => START })
    const view = (address: string) =>
      testView('/web-design-offer', address, { experiment: { id: 'e1', variant: 'b' } })
    counter.record(view('10.0.0.1'))
    counter.record(view('10.0.0.1'))
    counter.record(view('10.0.0.2'))
    expect(await counter.flush()).toBe('written')
    expect(writes).toEqual([
      { views: 3, exposures: [{ day: dayOf(0), experiment: 'e1', variant: 'b', visitors: 2 }] },
    ])
  })
})

/**
 * Several instances on one Redis (src/infra/instance-sync.ts, src/infra/rate-limit.ts): each
 * "instance" here has connections of its own (a command connection, a subscriber), as two
 * processes would, against a real redis-server on port 6394 that the tests stop, freeze and
 * restart.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { ExperimentEntry } from '@/contracts/experiments'
import { createSyncPublisher, subscribeInstanceSync, type SyncPublisher } from '@/infra/instance-sync'
import { createLimiter, peekPoints, REDIS_DEADLINE_MS, spendPoint } from '@/infra/rate-limit'
import { closeConnection, createRedisConnection, getRedis, type RedisConnection } from '@/infra/redis'
import type { SiteRedirect } from '@/infra/redirect-table'
import { RateLimiterMemory } from 'rate-limiter-flexible'

import { redisServer } from '../helpers/redis-server'

const redis = redisServer(6394)

/** One simulated instance: its connections, its page cache purges, its redirect table. */
type Instance = {
  name: string
  commands: RedisConnection
  subscriber: RedisConnection
  publisher: SyncPublisher
  purges: number[]
  resyncs: number
  table: SiteRedirect[]
  experiments: ExperimentEntry[]
}

const open: RedisConnection[] = []

function connection(name: string): RedisConnection {
  const client = createRedisConnection(redis.url, name)
  open.push(client)
  client.connect().catch(() => {})
  return client
}

function instance(name: string): Instance {
  const commands = connection(`${name}-commands`)
  const subscriber = createRedisConnection(redis.url, `${name}-subscriber`)
  open.push(subscriber)
  const self: Instance = {
    name,
    commands,
    subscriber,
    publisher: createSyncPublisher(commands, name),
    purges: [],
    resyncs: 0,
    table: [],
    experiments: [],
  }
  subscribeInstanceSync(subscriber, name, {
    purge: () => self.purges.push(Date.now()),
    redirects: (table) => (self.table = table),
    experiments: (table) => (self.experiments = table),
    resync: () => self.resyncs++,
  })
  subscriber.connect().catch(() => {})
  return self
}

/** Resolves when `check` holds, polling every 10 ms; fails after `ms`. */
const within = (ms: number, check: () => void) => vi.waitFor(check, { timeout: ms, interval: 10 })

let a: Instance
let b: Instance

beforeAll(async () => {
  await redis.start()
  a = instance('a')
  b = instance('b')
  await within(5_000, () => expect([a.resyncs, b.resyncs]).toEqual([1, 1]))
  await within(5_000, () => expect(a.commands.isReady && b.commands.isReady).toBe(true))
})

afterAll(async () => {
  redis.resume()
  for (const client of open) await closeConnection(client)
  await redis.stop()
})

describe('page-cache purges and redirect tables reach every instance', () => {
  it('a purge published by one instance empties the other within 1 s, not the sender again', async () => {
    const sent = Date.now()
    a.publisher.purge()
    await within(1_000, () => expect(b.purges).toHaveLength(1))
    expect(b.purges[0]! - sent).toBeLessThan(1_000)
    // The sender purged locally before publishing: its own message is skipped.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(a.purges).toHaveLength(0)
  })

  it('a redirect change reaches the other instance within 1 s, and both end on the same table', async () => {
    const table: SiteRedirect[] = [{ from: '/old-work', to: '/ourworks', status: 301 }]
    b.publisher.redirects(table)
    await within(1_000, () => expect(a.table).toEqual(table))
    await within(1_000, () => expect(b.table).toEqual(table))
  })

  it('an experiment table change reaches every instance; malformed entries are dropped', async () => {
    const entry: ExperimentEntry = {
      id: '7',
      path: '/web-design-offer',
      pageId: '1',
      variants: [
        { key: 'control', weight: 1 },
        { key: 'short-hero', weight: 1 },
      ],
    }
    b.publisher.experiments([entry])
    await within(1_000, () => expect(a.experiments).toEqual([entry]))
    await within(1_000, () => expect(b.experiments).toEqual([entry]))
    const bad = { ...entry, id: 'Not A Token' }
    await a.commands.publish('site:experiments', JSON.stringify({ origin: 'x', experiments: [bad, entry] }))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(b.experiments).toEqual([entry])
  })

  it('a message published while its connection is not ready is sent once it is', async () => {
    const late = createRedisConnection(redis.url, 'late-commands')
    open.push(late)
    const publisher = createSyncPublisher(late, 'late')
    const before = b.purges.length
    publisher.purge()
    publisher.purge()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(b.purges).toHaveLength(before)
    await late.connect()
    // Kept once per channel: one purge arrives, not two.
    await within(1_000, () => expect(b.purges).toHaveLength(before + 1))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(b.purges).toHaveLength(before + 1)
  })

  it('ignores messages that are not the site’s own', async () => {
    const before = b.purges.length
    await a.commands.publish('site:page-cache:purge', 'not json')
    await a.commands.publish('site:redirects', JSON.stringify({ origin: 'x', redirects: [{ from: 1 }] }))
    await within(1_000, () => expect(b.table).toEqual([]))
    expect(b.purges).toHaveLength(before)
  })
})

describe('rate limits shared in Redis', () => {
  it('two instances on separate connections spend from one budget: limit + 10 spends, exactly limit allowed', async () => {
    const options = { keyPrefix: 'test-shared', points: 5, duration: 60 }
    const limiters = [createLimiter(options, a.commands), createLimiter(options, b.commands)]
    const answers: number[] = []
    for (let i = 0; i < options.points + 10; i++) answers.push(await spendPoint(limiters[i % 2]!, 'client-1'))
    expect(answers.filter((wait) => wait === 0)).toHaveLength(options.points)
    expect(answers.slice(options.points).every((wait) => wait > 0 && wait <= 60)).toBe(true)
    // Either instance reads the spent budget (contact's retry-after check).
    const seen = await peekPoints(limiters[1]!, 'client-1')
    expect(seen?.consumedPoints).toBe(options.points + 10)
  })

  it('a frozen Redis: spends and reads answer within a bounded time from the insurance limiter', async () => {
    const options = { keyPrefix: 'test-frozen', points: 3, duration: 60 }
    const limiter = createLimiter(options, a.commands)
    redis.pause()
    try {
      const answers: number[] = []
      const started = Date.now()
      for (let i = 0; i < 5; i++) answers.push(await spendPoint(limiter, 'client-2'))
      // Each spend waits one command timeout at most, then the insurance answers.
      expect(Date.now() - started).toBeLessThan(5 * (REDIS_DEADLINE_MS + 200))
      expect(answers.filter((wait) => wait === 0)).toHaveLength(options.points)
      const readStarted = Date.now()
      const seen = await peekPoints(limiter, 'client-2')
      expect(Date.now() - readStarted).toBeLessThan(REDIS_DEADLINE_MS + 200)
      expect(seen?.consumedPoints).toBe(5)
    } finally {
      redis.resume()
    }
  })

  it('Redis stopped: spends answer at once from memory, no error; restarted: pub/sub works again and missed purges are recovered', async () => {
    const options = { keyPrefix: 'test-down', points: 2, duration: 60 }
    const limiter = createLimiter(options, b.commands)
    const resyncsBefore = [a.resyncs, b.resyncs]
    await redis.stop()
    await within(2_000, () => expect(b.commands.isReady).toBe(false))

    const started = Date.now()
    const answers = [
      await spendPoint(limiter, 'client-3'),
      await spendPoint(limiter, 'client-3'),
      await spendPoint(limiter, 'client-3'),
    ]
    expect(Date.now() - started).toBeLessThan(REDIS_DEADLINE_MS)
    expect(answers.map((wait) => wait > 0)).toEqual([false, false, true])
    expect((await peekPoints(limiter, 'client-3'))?.consumedPoints).toBe(3)

    await redis.start()
    // Both subscribers resubscribed and resynced (each empties its page cache and rereads the
    // redirects: messages published meanwhile were lost).
    await within(5_000, () => expect([a.resyncs, b.resyncs]).toEqual(resyncsBefore.map((n) => n + 1)))

    // Pub/sub works again, within 1 s.
    await within(5_000, () => expect(a.commands.isReady).toBe(true))
    const table: SiteRedirect[] = [{ from: '/after', to: 'https://example.com/', status: 302 }]
    a.publisher.redirects(table)
    await within(1_000, () => expect(b.table).toEqual(table))
    // And the limits are in Redis again, once the limiter's connection is back.
    await within(5_000, () => expect(b.commands.isReady).toBe(true))
    expect(await spendPoint(limiter, 'client-4')).toBe(0)
    expect(await b.commands.exists('site:rl:test-down:client-4')).toBe(1)
  })
})

describe('without REDIS_URL', () => {
  it('there is no connection and every limit is in memory, as on one instance', () => {
    expect(getRedis()).toBeNull()
    expect(createLimiter({ keyPrefix: 'x', points: 1, duration: 1 })).toBeInstanceOf(RateLimiterMemory)
  })
})

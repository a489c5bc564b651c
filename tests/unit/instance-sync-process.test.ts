/**
 * One process with REDIS_URL set, wired as `npm start` wires it: the Next side's
 * `purgePageCache()`, redirect sharing and contact limit on the process's command connection
 * (src/infra/redis.ts `getRedis`), and the HTTP server side's subscriber
 * (src/edge/process/instance-sync.ts). Another instance is stood for by connections of its own.
 * Real redis-server on port 6396, started late and restarted by the tests.
 */
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createSyncPublisher, subscribeInstanceSync } from '@/infra/instance-sync'
import { onPageCachePurge, purgePageCache } from '@/infra/page-cache-purge'
import { REDIS_DEADLINE_MS } from '@/infra/rate-limit'
import {
  closeConnection,
  closeRedis,
  createRedisConnection,
  getRedis,
  type RedisConnection,
} from '@/infra/redis'
import { findRedirect, onRedirectsReload, type SiteRedirect } from '@/infra/redirect-table'
import { contactRetryAfter, spendContactQuota } from '@/server/contact/rate-limit'
import { JOIN_SETTLE_MS, startSiteSync } from '@/edge/process/instance-sync'

import { redisServer } from '../helpers/redis-server'

const redis = vi.hoisted(() => {
  const url = 'redis://127.0.0.1:6396'
  // Several instances: REDIS_URL needs S3 media and PostgreSQL (src/env.ts); neither is used here.
  process.env.REDIS_URL = url
  process.env.S3_BUCKET = 'unused'
  process.env.DATABASE_URL = 'postgres://unused@127.0.0.1:1/unused'
  return { url }
})
const server = redisServer(6396)

const within = (ms: number, check: () => void) => vi.waitFor(check, { timeout: ms, interval: 10 })

/** This process's page cache purges and redirect reloads. */
const local = { purges: 0, reloads: 0 }
/** The other instance: what reached it. */
const other = { purges: 0, tables: [] as SiteRedirect[][] }
const otherConnections: RedisConnection[] = []
let sync: { close: () => Promise<void> } | undefined

beforeAll(() => {
  onPageCachePurge(() => local.purges++)
  onRedirectsReload(async () => void local.reloads++)
})

afterAll(async () => {
  await sync?.close()
  await closeRedis()
  for (const client of otherConnections) await closeConnection(client)
  await server.stop()
})

describe('one instance of several (REDIS_URL)', () => {
  it('purges its own page cache at once even while Redis is unreachable, and never throws', () => {
    expect(getRedis()).not.toBeNull()
    purgePageCache()
    expect(local.purges).toBe(1)
  })

  it('connects once Redis is up (the other instance subscribes meanwhile)', async () => {
    const subscriber = createRedisConnection(redis.url, 'other-subscriber')
    otherConnections.push(subscriber)
    let subscribed = 0
    subscribeInstanceSync(subscriber, 'other', {
      purge: () => other.purges++,
      redirects: (table) => other.tables.push(table),
      experiments: () => {},
      resync: () => subscribed++,
    })
    subscriber.connect().catch(() => {})
    await server.start()
    await within(5_000, () => expect(subscribed).toBe(1))
    await within(5_000, () => expect(getRedis()?.isReady).toBe(true))
  })

  it('its subscriber applies the other instance’s purges and redirect tables within 1 s', async () => {
    sync = startSiteSync(redis.url, pino({ level: 'silent' }))
    // Subscribed: the start-up resync empties the page cache and rereads the redirects.
    await within(5_000, () => expect(local.reloads).toBe(1))
    const purgesBefore = local.purges

    const commands = createRedisConnection(redis.url, 'other-commands')
    otherConnections.push(commands)
    await commands.connect()
    const publisher = createSyncPublisher(commands, 'other')
    publisher.purge()
    await within(1_000, () => expect(local.purges).toBe(purgesBefore + 1))
    publisher.redirects([{ from: '/Old-Page/', to: '/about', status: 302 }])
    await within(1_000, () =>
      expect(findRedirect('/Old-Page')).toEqual({ from: '/Old-Page/', to: '/about', status: 302 }),
    )
  })

  it('its purges reach the other instance, not its own subscriber a second time', async () => {
    const [localBefore, otherBefore] = [local.purges, other.purges]
    purgePageCache()
    expect(local.purges).toBe(localBefore + 1)
    await within(1_000, () => expect(other.purges).toBe(otherBefore + 1))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(local.purges).toBe(localBefore + 1)
  })

  it('the contact limit is kept in Redis and read back by contactRetryAfter', async () => {
    const key = 'contact-client'
    for (let i = 0; i < 5; i++) expect(await spendContactQuota(key, 'accepted')).toBe(0)
    expect(await contactRetryAfter(key)).toBeGreaterThan(0)
    expect(await getRedis()?.exists(`site:rl:contact-ok:${key}`)).toBe(1)
    // Another budget of another client is untouched.
    expect(await contactRetryAfter('someone-else')).toBe(0)
  })

  it('Redis down: the contact limit answers from memory without waiting; back: the subscriber resyncs', async () => {
    const [purgesBefore, reloadsBefore] = [local.purges, local.reloads]
    await server.stop()
    await within(2_000, () => expect(getRedis()?.isReady).toBe(false))
    const started = Date.now()
    expect(await contactRetryAfter('while-down')).toBe(0)
    expect(await spendContactQuota('while-down', 'rejected')).toBe(0)
    expect(Date.now() - started).toBeLessThan(REDIS_DEADLINE_MS)

    await server.start()
    await within(5_000, () => expect(local.reloads).toBe(reloadsBefore + 1))
    const purgedAtJoin = local.purges
    expect(purgedAtJoin).toBeGreaterThan(purgesBefore)
    // Emptied once more when the renders in flight at the join are over.
    await within(JOIN_SETTLE_MS + 1_000, () => expect(local.purges).toBe(purgedAtJoin + 1))
  })
})

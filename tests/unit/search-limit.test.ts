/**
 * The per-client search limit of the site's HTTP server (src/edge/search-limit.ts): past
 * its searches a client gets 429 JSON with `Retry-After` before Next renders anything; other
 * clients and other pages are not limited; with Redis two servers (two instances) spend from
 * one budget per client.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import pino from 'pino'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { createLimiter } from '@/infra/rate-limit'
import { closeConnection, createRedisConnection, type RedisConnection } from '@/infra/redis'
import { SEARCH_RATE_WINDOW_S, tooManySearches } from '@/edge/search-limit'
import { createSiteServer } from '@/edge/server'

import { send } from '../helpers/raw-http'
import { redisServer } from '../helpers/redis-server'

const SECRET = 'search-limit-test-secret-0123456789'
let rendered = 0
function fakeNext(_req: IncomingMessage, res: ServerResponse) {
  rendered++
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' })
  res.end('<html><body>results</body></html>')
}

const servers: Array<ReturnType<typeof createSiteServer>> = []
afterEach(async () => {
  for (const site of servers.splice(0)) await site.shutdown(1000)
})

/** A site server whose searches are limited to `points` a window on `store` (memory when null); TRUST_PROXY=1. */
async function start(points: number, store: RedisConnection | null = null) {
  const limiter = createLimiter({ keyPrefix: 'search-test', points, duration: SEARCH_RATE_WINDOW_S }, store)
  const site = createSiteServer({
    handle: fakeNext,
    logger: pino({ level: 'silent' }),
    https: false,
    paypalOrigins: [],
    trustProxy: 1,
    searchLimit: { limiter, trustProxy: 1, secret: SECRET },
  })
  servers.push(site)
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
  return (site.server.address() as AddressInfo).port
}

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })

describe('search limit', () => {
  it('answers 429 JSON with Retry-After past a client’s searches, without rendering; others and other pages go on', async () => {
    const port = await start(3)
    rendered = 0
    const statuses = []
    for (const q of ['a', 'b', 'c', 'd', 'e'])
      statuses.push((await send(port, `/search?q=${q}`, from('198.51.100.1'))).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    expect(rendered).toBe(3)
    const refused = await send(port, '/search?q=x', { method: 'HEAD', ...from('198.51.100.1') })
    expect(refused.status).toBe(429)
    const answer = await send(port, '/search?q=x', from('198.51.100.1'))
    const retryAfter = Number(answer.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(SEARCH_RATE_WINDOW_S)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(JSON.parse(answer.body.toString())).toMatchObject({ message: tooManySearches(retryAfter) })
    expect((await send(port, '/search?q=a', from('198.51.100.2'))).status).toBe(200)
    expect((await send(port, '/blog', from('198.51.100.1'))).status).toBe(200)
    expect((await send(port, '/searching', from('198.51.100.1'))).status).toBe(200)
  })

  describe('with Redis', () => {
    let redis: ReturnType<typeof redisServer> | undefined
    const connections: RedisConnection[] = []
    afterAll(async () => {
      for (const connection of connections) await closeConnection(connection).catch(() => {})
      await redis?.stop()
    })

    it('shares one budget per client between two instances', async () => {
      const probe = createServer()
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
      const redisPort = (probe.address() as AddressInfo).port
      await new Promise((resolve) => probe.close(resolve))
      redis = redisServer(redisPort)
      await redis.start()
      const store = () => {
        const connection = createRedisConnection(redis!.url, 'commands')
        connections.push(connection)
        return connection.connect().then(() => connection)
      }
      const [a, b] = [await start(4, await store()), await start(4, await store())]
      const statuses = []
      for (const port of [a, b, a, b, a, b])
        statuses.push((await send(port, '/search?q=shared', from('203.0.113.7'))).status)
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
    })
  })
})

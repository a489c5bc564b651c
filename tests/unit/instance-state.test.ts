/**
 * The connection state of one instance (src/infra/instance-state.ts): the state machine on its
 * own, then one instance's three Redis connections (commands, subscriber, Next's cache client)
 * against a real redis-server on port 6397, the cache client through a TCP gate so that it
 * comes back later than the others, as in a reconnection race.
 */
import { afterAll, describe, expect, it, vi } from 'vitest'

import { createInstanceState, type InstanceState } from '@/infra/instance-state'
import { subscribeInstanceSync } from '@/infra/instance-sync'
import { closeConnection, createRedisConnection, type RedisConnection } from '@/infra/redis'

import { redisServer } from '../helpers/redis-server'
import { tcpGate, type TcpGate } from '../helpers/tcp-gate'

const within = (ms: number, check: () => void) => vi.waitFor(check, { timeout: ms, interval: 20 })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('instance state machine', () => {
  it('is standalone without connections: everything may be kept', () => {
    const state = createInstanceState()
    expect(state.report()).toEqual({ state: 'standalone', epoch: 0, connections: {} })
    expect(state.mayKeep()).toBe(true)
    expect(state.begin()()).toBe(true)
  })

  it('joins only when every registered connection is ready, once, and moves the epoch', () => {
    const state = createInstanceState()
    const joins: number[] = []
    state.onJoin(() => joins.push(state.epoch))
    state.register('commands')
    state.register('subscriber')
    state.register('next-cache')
    expect(state.state).toBe('joining')
    state.setReady('commands', true)
    state.setReady('subscriber', true)
    expect(state.state).toBe('joining')
    expect(joins).toEqual([])
    state.setReady('next-cache', true)
    expect(state.report()).toEqual({
      state: 'shared',
      epoch: 1,
      connections: { commands: true, subscriber: true, 'next-cache': true },
    })
    expect(joins).toEqual([1])
    // A connection lost and back: one leave, one join, two epochs on.
    state.setReady('subscriber', false)
    expect([state.state, state.epoch]).toEqual(['joining', 2])
    state.setReady('subscriber', true)
    expect([state.state, state.epoch]).toEqual(['shared', 3])
    expect(joins).toEqual([1, 3])
  })

  it('keeps a render only when it began and ended in one shared epoch', () => {
    const state = createInstanceState()
    state.setReady('a', false)
    const beganJoining = state.begin()
    state.setReady('a', true)
    // Began while joining: never kept, though the instance is shared by the time it is stored.
    expect(beganJoining()).toBe(false)
    const beganShared = state.begin()
    expect(beganShared()).toBe(true)
    state.setReady('a', false)
    state.setReady('a', true)
    // The instance left and came back while it rendered: what it read may predate the return.
    expect(beganShared()).toBe(false)
    expect(state.begin()()).toBe(true)
  })

  it('answers mayKeep for what a request saw at its start (asynchronous work inside it too)', async () => {
    const state = createInstanceState()
    state.setReady('a', true)
    const kept = await state.runRequest(async () => {
      state.setReady('a', false)
      state.setReady('a', true)
      await sleep(1)
      return state.mayKeep()
    })
    expect(kept).toBe(false)
    expect(state.mayKeep()).toBe(true)
    expect(await state.runRequest(async () => (await sleep(1), state.mayKeep()))).toBe(true)
    state.setReady('a', false)
    expect(state.runRequest(() => state.mayKeep())).toBe(false)
  })

  it('a failing join handler keeps the others running', () => {
    const state = createInstanceState()
    let ran = false
    state.onJoin(() => {
      throw new Error('boom')
    })
    state.onJoin(() => void (ran = true))
    state.setReady('a', false)
    state.setReady('a', true)
    expect(ran).toBe(true)
  })
})

const REDIS_PORT = 6397
const redis = redisServer(REDIS_PORT)
const open: RedisConnection[] = []
let gate: TcpGate | undefined

afterAll(async () => {
  for (const client of open) await closeConnection(client).catch(() => {})
  await gate?.close()
  await redis.stop()
})

/** One instance as scripts/serve.ts wires it: commands, subscriber (ready once subscribed), Next's cache client (through `cacheUrl`). */
function instance(state: InstanceState, cacheUrl: string) {
  const commands = createRedisConnection(redis.url, 'commands')
  const cache = createRedisConnection(cacheUrl, 'next-cache')
  const subscriber = createRedisConnection(redis.url, 'subscriber')
  open.push(commands, cache, subscriber)
  state.track('commands', commands)
  state.track('next-cache', cache)
  state.register('subscriber')
  for (const event of ['end', 'error', 'reconnecting'] as const)
    subscriber.on(event, () => {
      if (!subscriber.isReady) state.setReady('subscriber', false)
    })
  subscribeInstanceSync(subscriber, 'test', {
    purge: () => {},
    redirects: () => {},
    experiments: () => {},
    resync: () => state.setReady('subscriber', true),
  })
  for (const client of [commands, cache, subscriber]) client.connect().catch(() => {})
}

describe('one instance on a real Redis', () => {
  const state = createInstanceState()
  const joins: number[] = []
  state.onJoin(() => joins.push(Date.now()))

  it('started while Redis is down: serves joining, then joins by itself once Redis is up', async () => {
    gate = await tcpGate(REDIS_PORT)
    instance(state, `redis://127.0.0.1:${gate.port}`)
    await sleep(3_000)
    expect(state.state).toBe('joining')
    expect(state.mayKeep()).toBe(false)
    expect(joins).toEqual([])
    await redis.start()
    await within(6_000, () => expect(state.state).toBe('shared'))
    expect(joins).toHaveLength(1)
    expect(state.report().connections).toEqual({ commands: true, 'next-cache': true, subscriber: true })
  })

  it('Redis restarted, the cache client back last: no join (no purge) until it is ready too', async () => {
    const inFlight = state.begin()
    await redis.stop()
    await within(3_000, () => expect(state.state).toBe('joining'))
    gate!.cut()
    await redis.start()
    // Subscriber and commands are back within their backoff; the cache client is not.
    await within(6_000, () =>
      expect(state.report().connections).toEqual({ commands: true, 'next-cache': false, subscriber: true }),
    )
    const renderedMeanwhile = state.begin()
    await sleep(1_000)
    expect(state.state).toBe('joining')
    expect(joins).toHaveLength(1)
    gate!.open()
    await within(6_000, () => expect(state.state).toBe('shared'))
    expect(joins).toHaveLength(2)
    // Neither what was rendering when Redis went nor what rendered in the gap is kept.
    expect(inFlight()).toBe(false)
    expect(renderedMeanwhile()).toBe(false)
    expect(state.begin()()).toBe(true)
  })

  it('Redis restarted 5 times in a row: each time it ends shared with exactly one join more', async () => {
    for (let round = 0; round < 5; round++) {
      const before = joins.length
      await redis.stop()
      await within(3_000, () => expect(state.state).toBe('joining'))
      await redis.start()
      await within(6_000, () => expect(state.state).toBe('shared'))
      expect(joins.length).toBe(before + 1)
    }
  }, 60_000)
})

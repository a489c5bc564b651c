/**
 * cache-handler.mjs against a real redis-server: two instances (two processes, as two site
 * instances would be) share Next's cache entries and their expiry by tag or path; with Redis
 * stopped, reads and writes neither throw nor wait longer than the handler's timeout and an
 * instance still serves what it stored; once Redis is back, both share again.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'

import {
  createRenderClock,
  RENDER_LIMIT_MS,
  REDIS_TIMEOUT_MS,
  SETTLE_MS,
  withJoinRule,
  withLocalSettleWindow,
} from '../../cache-handler.mjs'
import { createInstanceState } from '@/infra/instance-state'
import { redisServer } from '../helpers/redis-server'
import { tcpGate, type TcpGate } from '../helpers/tcp-gate'

/** Redis port of this file (the test range 6381-6389). */
const PORT = 6381
/** What a call may take while Redis is down: the handler's timeout and some scheduling slack. */
const BOUNDED_MS = REDIS_TIMEOUT_MS + 500

type Reply = { ok: boolean; value?: unknown; error?: string; ms: number }

/** One cache instance in a child process (tests/helpers/cache-instance.mjs). */
function cacheInstance(env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn(process.execPath, ['tests/helpers/cache-instance.mjs'], {
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const waiting = new Map<number, (reply: Reply) => void>()
  createInterface({ input: child.stdout! }).on('line', (line) => {
    // The handler's own log lines (outage, reconnection) share stdout with the answers.
    if (!line.startsWith('{"id":')) return
    const { id, ...reply } = JSON.parse(line) as Reply & { id: number }
    waiting.get(id)?.(reply)
    waiting.delete(id)
  })
  let next = 0
  return {
    call(op: 'get' | 'set' | 'revalidateTag', ...args: unknown[]): Promise<Reply> {
      const id = next++
      return new Promise((resolve) => {
        waiting.set(id, resolve)
        child.stdin!.write(`${JSON.stringify({ id, op, args })}\n`)
      })
    },
    close: () => child.kill(),
  }
}

/** An `unstable_cache` entry as Next stores it (kind FETCH), tagged like src/server/data.ts reads. */
const dataEntry = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: false,
})
const dataCtx = (tags: string[]) => ({ fetchCache: true, tags, revalidate: false })
const dataGet = (tags: string[]) => ({ kind: 'FETCH', fetchCache: true, tags, softTags: [] })

/** A prerendered page as Next stores it (kind APP_PAGE): its tags travel in a header. */
const pageEntry = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  rscData: `rsc of ${html}`,
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
})
const pageCtx = { cacheControl: { revalidate: false, expire: undefined } }
const pageGet = (route: string) => ({ kind: 'APP_PAGE', softTags: ['_N_T_/layout', `_N_T_${route}`] })

type Entry = { value: { data?: { body: string }; html?: string; rscData?: string } } | null
const entryOf = (reply: Reply) => reply.value as Entry

/**
 * Whether an entry written by a is read by b within 15 s: both clients are connected (the
 * handler does not wait for its connection; until then entries stay in each instance's memory).
 */
async function untilShared(): Promise<boolean> {
  const deadline = Date.now() + 15_000
  for (let probe = 0; Date.now() < deadline; probe++) {
    await a.call('set', `probe-${probe}`, dataEntry('probe'), dataCtx(['probe']))
    if (entryOf(await b.call('get', `probe-${probe}`, dataGet(['probe']))) !== null) return true
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return false
}

const redis = redisServer(PORT)
let a: ReturnType<typeof cacheInstance>
let b: ReturnType<typeof cacheInstance>
let env: NodeJS.ProcessEnv
let c: ReturnType<typeof cacheInstance> | undefined
let gate: TcpGate | undefined

beforeAll(async () => {
  await redis.start()
  env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production' as const,
    NEXT_PHASE: 'phase-production-server',
    REDIS_URL: redis.url,
    S3_BUCKET: 'media',
    DATABASE_URL: 'postgres://site@127.0.0.1/site',
    PAYLOAD_SECRET: 'shared-cache-test-secret-0123456789',
    // The build both instances serve: the namespace of their entries.
    NEXT_DEPLOYMENT_ID: `test${process.pid}`,
    SERVER_DIST_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'shared-cache-')), 'server'),
    LOG_LEVEL: 'silent',
  }
  a = cacheInstance(env)
  b = cacheInstance(env)
  if (!(await untilShared())) throw new Error('the two instances never reached Redis')
})

afterAll(async () => {
  a?.close()
  b?.close()
  c?.close()
  await gate?.close()
  await redis.stop()
})

describe('Next cache shared in Redis (cache-handler.mjs)', () => {
  it('shares data entries and pages between instances, and their expiry by tag and by path', async () => {
    expect((await a.call('set', 'services-list', dataEntry('v1'), dataCtx(['services']))).ok).toBe(true)
    expect(entryOf(await b.call('get', 'services-list', dataGet(['services'])))?.value.data?.body).toBe('v1')

    const page = pageEntry('<h1>Services</h1>', ['services', '_N_T_/layout', '_N_T_/services'])
    await a.call('set', '/services', page, pageCtx)
    const seen = entryOf(await b.call('get', '/services', pageGet('/services')))
    expect(seen?.value).toMatchObject({ html: '<h1>Services</h1>', rscData: 'rsc of <h1>Services</h1>' })

    // An edit saved on instance b (src/hooks/revalidate.ts) expires the tag for instance a too.
    await b.call('revalidateTag', ['services'])
    expect(entryOf(await a.call('get', 'services-list', dataGet(['services'])))).toBeNull()
    expect(entryOf(await a.call('get', '/services', pageGet('/services')))).toBeNull()

    // revalidatePath('/about') is the implicit tag _N_T_/about.
    await a.call('set', '/about', pageEntry('<h1>About</h1>', ['about', '_N_T_/about']), pageCtx)
    expect(entryOf(await a.call('get', '/about', pageGet('/about')))).not.toBeNull()
    await b.call('revalidateTag', ['_N_T_/about'])
    expect(entryOf(await a.call('get', '/about', pageGet('/about')))).toBeNull()
  })

  it('keeps what a render in flight stores right after an expiry out for SETTLE_MS, on every instance', async () => {
    await a.call('revalidateTag', ['packages'])
    // A render that read the packages before the edit stores its page just after the expiry.
    await b.call('set', 'packages-list', dataEntry('old price'), dataCtx(['packages']))
    expect(entryOf(await a.call('get', 'packages-list', dataGet(['packages'])))).toBeNull()
    // Each miss is followed by its render's store (as in Next); b's, begun in the window, is dropped too.
    expect(entryOf(await b.call('get', 'packages-list', dataGet(['packages'])))).toBeNull()
    await b.call('set', 'packages-list', dataEntry('price read in the window'), dataCtx(['packages']))

    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 100))
    expect(entryOf(await b.call('get', 'packages-list', dataGet(['packages'])))).toBeNull()
    await b.call('set', 'packages-list', dataEntry('new price'), dataCtx(['packages']))
    expect(entryOf(await a.call('get', 'packages-list', dataGet(['packages'])))?.value.data?.body).toBe(
      'new price',
    )
  })

  it('dates an entry by the miss its render followed: a render begun before an expiry is dropped however late it stores', async () => {
    // The render of instance b misses, reads the old offer, and is slow (a loaded machine).
    expect(entryOf(await b.call('get', 'offers-list', dataGet(['offers'])))).toBeNull()
    await a.call('revalidateTag', ['offers'])
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 200))
    await b.call('set', 'offers-list', dataEntry('old offer'), dataCtx(['offers']))
    expect(entryOf(await a.call('get', 'offers-list', dataGet(['offers'])))).toBeNull()
    expect(entryOf(await b.call('get', 'offers-list', dataGet(['offers'])))).toBeNull()
    // The render that followed that miss began after the expiry: it is kept.
    await b.call('set', 'offers-list', dataEntry('new offer'), dataCtx(['offers']))
    expect(entryOf(await a.call('get', 'offers-list', dataGet(['offers'])))?.value.data?.body).toBe(
      'new offer',
    )
  })

  it('keeps answering within its timeout while Redis is stopped, and shares again once it is back', async () => {
    await a.call('set', '/', pageEntry('<h1>Home</h1>', ['settings', '_N_T_/']), pageCtx)
    expect(entryOf(await b.call('get', '/', pageGet('/')))?.value.html).toBe('<h1>Home</h1>')

    await redis.stop()
    const during: Reply[] = []
    // Three seconds of traffic: the clients are retrying to connect meanwhile (backoff up to 2 s).
    for (const until = Date.now() + 3000; Date.now() < until;) {
      during.push(
        await a.call('get', '/', pageGet('/')),
        await b.call('get', '/', pageGet('/')),
        await a.call('set', '/contact', pageEntry('<h1>Contact</h1>', ['contact-info']), pageCtx),
        await b.call('revalidateTag', ['services']),
      )
    }
    for (const reply of during) {
      expect(reply.ok).toBe(true)
      expect(reply.ms).toBeLessThan(BOUNDED_MS)
    }
    // Instance a still serves the page it stored; b, which only read it from Redis, renders it again.
    expect(entryOf(during[0]!)?.value.html).toBe('<h1>Home</h1>')
    expect(entryOf(during[1]!)).toBeNull()

    // Back (empty: it kept nothing on disk). Both clients reconnect on their own.
    await redis.start()
    expect(await untilShared()).toBe(true)
    // b's expiry of 'services', made during the outage, is sent again as b joins, with its
    // settle window: let that pass before storing a newer entry under that tag.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 500))

    // A key a never missed before (a miss of the first test is still pending on a for 'services-list').
    await a.call('set', 'services-count', dataEntry('v2'), dataCtx(['services']))
    expect(entryOf(await b.call('get', 'services-count', dataGet(['services'])))?.value.data?.body).toBe('v2')
    await b.call('revalidateTag', ['services'])
    expect(entryOf(await a.call('get', 'services-count', dataGet(['services'])))).toBeNull()
  })

  it('a tag expiry an instance made while cut off from Redis reaches Redis when it is back', async () => {
    gate = await tcpGate(PORT)
    const cut = cacheInstance({ ...env, REDIS_URL: `redis://127.0.0.1:${gate.port}` })
    c = cut
    const readByC = async (key: string) => {
      const deadline = Date.now() + 15_000
      while (Date.now() < deadline) {
        const reply = await cut.call('get', key, dataGet(['works']))
        if (entryOf(reply) !== null) return true
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      return false
    }
    await a.call('set', 'works-list', dataEntry('v1'), dataCtx(['works']))
    expect(await readByC('works-list')).toBe(true)

    gate.cut()
    const expiry = await cut.call('revalidateTag', ['works'])
    expect(expiry.ok).toBe(true)
    expect(expiry.ms).toBeLessThan(BOUNDED_MS)
    // Redis never heard of it: the other instances still read the old entry.
    expect(entryOf(await a.call('get', 'works-list', dataGet(['works'])))?.value.data?.body).toBe('v1')

    gate.open()
    const deadline = Date.now() + 8_000
    let entry: Entry = null
    do {
      await new Promise((resolve) => setTimeout(resolve, 200))
      entry = entryOf(await a.call('get', 'works-list', dataGet(['works'])))
    } while (entry !== null && Date.now() < deadline)
    expect(entry).toBeNull()
  })
})

/** A stand-in for node-redis's client: `isReady` and its connection events. */
function fakeClient(isReady: boolean) {
  const client = Object.assign(new EventEmitter(), { isReady })
  client.on('error', () => {})
  return client
}

describe('the join rule around the Redis handler (withJoinRule)', () => {
  const failing = {
    name: 'redis-strings',
    get: () => Promise.reject(new Error('Command timeout')),
    set: () => Promise.resolve(),
    revalidateTag: () => Promise.resolve(),
    delete: () => Promise.resolve(),
  }

  it('a read that fails while the client is connected (a timeout) is a miss, never the older copy of the LRU', async () => {
    const state = createInstanceState()
    const handler = withJoinRule(failing, state, fakeClient(true))
    await expect(handler.get('/about', {})).resolves.toBeNull()
  })

  it('a read that fails while disconnected rejects, so the LRU serves (and the instance is joining)', async () => {
    const state = createInstanceState()
    const handler = withJoinRule(failing, state, fakeClient(false))
    await expect(handler.get('/about', {})).rejects.toThrow('Command timeout')
  })

  it('writes to Redis only what may be kept: nothing while joining or from a request begun before a join', async () => {
    const writes: string[] = []
    const recording = { ...failing, set: async (key: string) => void writes.push(key) }
    const state = createInstanceState()
    const handler = withJoinRule(recording, state, fakeClient(true))
    state.setReady('next-cache', false)
    await handler.set('while-joining', {}, {})
    state.setReady('next-cache', true)
    await handler.set('shared', {}, {})
    await state.runRequest(async () => {
      state.setReady('next-cache', false)
      state.setReady('next-cache', true)
      await handler.set('straddling', {}, {})
    })
    expect(writes).toEqual(['shared'])
  })

  it('a tag expiry Redis missed keeps the instance joining until it is in Redis, then it joins', async () => {
    const sent: string[] = []
    let redisUp = false
    const flaky = {
      ...failing,
      revalidateTag: async (tag: string) => {
        if (!redisUp) throw new Error('The client is closed')
        sent.push(tag)
      },
    }
    const state = createInstanceState()
    const client = fakeClient(true)
    const handler = withJoinRule(flaky, state, client)
    await Promise.resolve()
    expect(state.state).toBe('shared')
    await expect(handler.revalidateTag('services')).rejects.toThrow('closed')
    expect(state.state).toBe('joining')
    // Redis answers again: the retry sends the missed expiry, and only then is the instance shared.
    redisUp = true
    const deadline = Date.now() + 3_000
    while (state.state !== 'shared' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    expect(sent).toEqual(['services'])
    expect(state.state).toBe('shared')
  })

  it('after a reconnection, the connection is ready only once the missed expiries are sent', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let redisUp = false
    const slow = {
      ...failing,
      revalidateTag: async () => {
        if (!redisUp) throw new Error('The client is closed')
        await held
      },
    }
    const state = createInstanceState()
    const client = fakeClient(false)
    const handler = withJoinRule(slow, state, client)
    await expect(handler.revalidateTag('posts')).rejects.toThrow('closed')
    expect(state.state).toBe('joining')
    redisUp = true
    client.isReady = true
    client.emit('ready')
    await new Promise((r) => setTimeout(r, 50))
    expect(state.state).toBe('joining')
    release()
    await new Promise((r) => setTimeout(r, 50))
    expect(state.state).toBe('shared')
  })
})

describe('the settle rule of the LRU (withLocalSettleWindow)', () => {
  /** A data entry as the library stores it: its tags and when it was stored (ms). */
  const entry = (value: string, tags: string[], lastModified = Date.now()) => ({
    value,
    tags,
    lastModified,
    lifespan: null,
  })

  it('a render in flight that stores old data right after an expiry is not kept, and is a miss if it was', async () => {
    const lru = withLocalSettleWindow(createLruHandler(), 200)
    await lru.set('data', entry('old', ['services']), {})
    await lru.revalidateTag('services')
    // The render read before the expiry and stores after it: dropped.
    await lru.set('data', entry('old', ['services']), {})
    await expect(lru.get('data', { implicitTags: [] })).resolves.toBeNull()
    // An entry that reached the store another way inside the window is a miss when read.
    const inner = createLruHandler()
    const wrapped = withLocalSettleWindow(inner, 200)
    await wrapped.revalidateTag('services')
    await inner.set('data', entry('old', ['services']) as unknown as Parameters<typeof inner.set>[1], {})
    await expect(wrapped.get('data', { implicitTags: [] })).resolves.toBeNull()
  })

  it('keeps entries of other tags, and entries stored once the window has passed', async () => {
    const lru = withLocalSettleWindow(createLruHandler(), 100)
    await lru.set('settings', entry('kept', ['settings']), {})
    await lru.revalidateTag('services')
    await expect(lru.get('settings', { implicitTags: [] })).resolves.toMatchObject({ value: 'kept' })
    await new Promise((resolve) => setTimeout(resolve, 150))
    await lru.set('data', entry('new', ['services']), {})
    await expect(lru.get('data', { implicitTags: [] })).resolves.toMatchObject({ value: 'new' })
  })

  it('applies to the implicit path tags of the read as well', async () => {
    const lru = withLocalSettleWindow(createLruHandler(), 200)
    await lru.set('/about', entry('page', []), {})
    await lru.revalidateTag('_N_T_/about')
    await expect(lru.get('/about', { implicitTags: ['_N_T_/about'] })).resolves.toBeNull()
  })
})

describe('the render clock (createRenderClock)', () => {
  let time = 1_000_000
  const clock = createRenderClock(() => time)

  it('dates a store by the miss before it, else by now', () => {
    time = 1_000_000
    expect(clock.began('fresh')).toBe(time)
    clock.miss('page')
    time += 5000
    expect(clock.began('page')).toBe(1_000_000)
    // That miss is consumed: the next store without a miss is dated now.
    expect(clock.began('page')).toBe(time)
  })

  it('dates renders side by side by the oldest pending miss, each store consuming one', () => {
    time = 2_000_000
    clock.miss('list')
    time += 100
    clock.miss('list')
    time += 100
    expect(clock.began('list')).toBe(2_000_000)
    expect(clock.began('list')).toBe(2_000_000)
    expect(clock.began('list')).toBe(time)
  })

  it('forgets a miss older than RENDER_LIMIT_MS (its render stored nothing)', () => {
    time = 3_000_000
    clock.miss('failed')
    time += RENDER_LIMIT_MS + 1
    clock.miss('failed')
    expect(clock.began('failed')).toBe(time)
  })
})

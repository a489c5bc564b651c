/**
 * Next.js's incremental cache (the `unstable_cache` reads of src/server/data.ts and the
 * prerendered pages and route answers) shared by every instance in Redis, for a site with
 * REDIS_URL set (docs/architecture.md "Several instances"). next.config.mjs names this file
 * as `cacheHandler` only then; without REDIS_URL Next keeps its own file-system cache.
 *
 * Built on @fortedigital/nextjs-cache-handler (its `CacheHandler`, `redis-strings` and
 * `local-lru` handlers; README "Production Setup Example") with @redis/client:
 * - entries are Redis strings under `agency-site:<deploymentId>:`, so builds never read each
 *   other's pages; `revalidateTag` on any instance deletes the tagged entries for all of them,
 *   and a path's implicit tag (`revalidatePath`) is recorded with its time in Redis;
 * - every entry is also written to a per-process LRU (at most 1000 entries). A read goes to
 *   Redis, and to the LRU only when Redis fails: while Redis is down pages are still served,
 *   possibly older than an edit made meanwhile; a read that times out while the client is
 *   connected is a miss instead (rendered from the database). The LRU keeps the settle rule
  of Redis (`withLocalSettleWindow`). Each get, set and delete command waits at
 *   most REDIS_TIMEOUT_MS (the library's `timeoutMs`), and no command waits at all while the
 *   client knows it is disconnected (a stopped Redis closes the socket). A Redis that stops
 *   answering without closing it costs each command its timeout, and the scan inside
 *   revalidateTag, which the library sends without a timeout, waits until the socket fails;
 * - the client reconnects on its own (backoff up to 2 s); start-up does not wait for Redis;
 * - the client is the `next-cache` connection of the process's connection state
 *   (src/infra/instance-state.ts). An entry is written to Redis only when `mayKeep()` says so:
 *   a render that began while this instance was joining (it may have read its LRU's older
 *   copies) never reaches the other instances. A tag expiry Redis did not take (Redis away) is
 *   kept and sent again at the next join, then every instance's page cache is purged again;
 * - an entry is dated by the cache miss its render followed, not by when it is stored
 *   (`createRenderClock`): with the settle rule, a render that read the data before an edit is
 *   older than the edit's expiry however long it ran, so no instance keeps it;
 * - during `next build` nothing reaches Redis: build-time pages would otherwise overwrite what
 *   the running instances serve. Nothing is copied from the build into Redis either (no
 *   `registerInitialCache`), so a started instance renders each page once from the database
 *   unless another instance already stored it.
 *
 * Next imports this file itself, outside the app's bundles; it reads REDIS_URL once, through
 * getEnv (Node strips the types of src/env.ts).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { getEnv } from './src/env.ts'
import { instanceState, readShared } from './src/infra/shared-state.ts'

/** Longest wait for one Redis command (ms); the page is then rendered or served from the LRU. */
export const REDIS_TIMEOUT_MS = 1000

/**
 * How long after a tag expiry entries dated up to then still count as expired (ms). An entry is
 * dated by the cache miss its render followed (`createRenderClock`), so this only needs to
 * cover the time between a CMS hook's expiry and its transaction's commit: a render begun in
 * between reads the old row.
 */
export const SETTLE_MS = 2000

/** Longest a render is taken to run (ms): a miss older than this began no render still to be stored. */
export const RENDER_LIMIT_MS = 60_000

/** Most keys whose misses the render clock remembers, and most misses per key (the oldest are kept). */
const MAX_CLOCK_KEYS = 1000
const MAX_MISSES_PER_KEY = 32

/** Most tags whose last expiry time the LRU's settle rule remembers (the oldest is forgotten). */
const MAX_SETTLING_TAGS = 1000

/** Wait before trying again to re-send tag expiries Redis missed, while connected (ms). */
const RESEND_RETRY_MS = 500

/** The hash in which the library's redis-strings handler keeps tag expiry times (its source). */
const REVALIDATED_TAGS_KEY = '__revalidated_tags__'

/** Entries without a revalidate time become stale after a day and leave Redis after 1.5 days. */
const DEFAULT_STALE_AGE_S = 24 * 60 * 60

/** The process's pino logger (src/infra/logger.ts), else the console. */
function log(level, message) {
  const logger = readShared('logger')
  if (logger) logger[level]({ component: 'next-cache' }, message)
  else console[level === 'info' ? 'log' : level](`next-cache: ${message}`)
}

/**
 * The handlers of one process: Redis first, the LRU as fallback.
 * `url`: redis:// or rediss:// URL; `keyPrefix`: namespace of this build's entries.
 * Returns the handlers for `CacheHandler.onCreation` and the client (tests close it).
 * Never throws and never waits for Redis: connection errors are logged once per outage.
 */
export function createSharedCacheHandlers({ url, keyPrefix, timeoutMs = REDIS_TIMEOUT_MS }) {
  const client = createClient({
    url,
    // Commands sent while disconnected fail at once instead of queueing until Redis is back.
    disableOfflineQueue: true,
    // Keeps an idle connection alive through proxies and firewalls, and makes a lost one fail (ms).
    pingInterval: 5000,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  })
  let down = false
  client.on('error', (error) => {
    if (down) return
    down = true
    log('warn', `Redis unavailable (${error.message}); serving from this instance's memory until it is back`)
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    log('info', 'Redis connection restored')
  })
  const redis = withSettleWindow(createRedisHandler({ client, keyPrefix, timeoutMs }), {
    client,
    keyPrefix,
    timeoutMs,
  })
  const state = instanceState()
  // Registers the connection before it connects, so the instance is joining until it is ready.
  const handlers = [withJoinRule(redis, state, client), withLocalSettleWindow(createLruHandler())]
  // Resolves once connected, retrying meanwhile; requests do not wait for it.
  client.connect().catch((error) => log('error', `Redis client stopped: ${error.message}`))
  return { client, handlers }
}

/**
 * The Redis handler under the join rule of src/infra/instance-state.ts, and `client` as the
 * process's `next-cache` connection: `get` answers a miss instead of falling back to the LRU
 * when `client` is connected but Redis did not answer in time; `set` skips Redis for a render
 * that may not be kept (the LRU still gets it). A tag expiry that failed is kept, and the
 * connection counts as ready only once every such expiry is in Redis: until then the instance
 * stays `joining`, so no page rendered from a Redis entry the edit should have expired is
 * kept. Then every instance's page cache is purged. `client`: node-redis's client (`isReady`,
 * `on`); `state`: an InstanceState.
 */
export function withJoinRule(redis, state, client) {
  const missed = new Set()
  let resending = false
  /** Re-sends the missed expiries, then marks the connection ready (retried while connected). */
  const settle = async () => {
    if (resending || !client.isReady) return
    resending = true
    const tags = [...missed]
    const results = await Promise.allSettled(tags.map((tag) => redis.revalidateTag(tag)))
    resending = false
    tags.forEach((tag, index) => results[index].status === 'fulfilled' && missed.delete(tag))
    if (missed.size) {
      setTimeout(() => void settle(), RESEND_RETRY_MS).unref?.()
      return
    }
    state.setReady('next-cache', client.isReady)
    if (tags.length) {
      log('info', `re-sent ${tags.length} tag expiries Redis missed`)
      purgeAfterExpiry()
    }
  }
  state.register('next-cache')
  client.on('ready', () => void settle())
  for (const event of ['end', 'error', 'reconnecting'])
    client.on(event, () => {
      if (!client.isReady) state.setReady('next-cache', false)
    })
  void settle()
  return {
    ...redis,
    async get(...args) {
      try {
        return await redis.get(...args)
      } catch (error) {
        // Connected but slow (a timeout): a miss, so the page renders from the database. The
        // LRU's copy may predate an edit this instance did see, and the instance counts as
        // shared, so what is rendered from it would be kept. Disconnected: the LRU serves,
        // and the instance is joining (nothing rendered from it is kept).
        if (client.isReady) return null
        throw error
      }
    },
    async set(...args) {
      if (state.mayKeep()) await redis.set(...args)
    },
    async revalidateTag(tag) {
      try {
        await redis.revalidateTag(tag)
      } catch (error) {
        // Until the expiry is in Redis, what this instance renders may come from an entry
        // it should have dropped: joining again, until `settle` has sent it.
        missed.add(tag)
        state.setReady('next-cache', false)
        void settle()
        throw error
      }
    },
  }
}

/**
 * The library's Redis handler, whose tag expiry also lasts SETTLE_MS: the handler's `get`
 * drops an entry older than the expiry time its hash holds for one of the entry's tags (it
 * records that time only for path tags, and deletes the other tags' entries once). Recording
 * `now + SETTLE_MS` for every tag makes any entry stored up to then, from data read before
 * the edit, a miss on every instance. Rejects like the library's handler (Redis down).
 */
function withSettleWindow(redis, { client, keyPrefix, timeoutMs }) {
  return {
    ...redis,
    async revalidateTag(tag) {
      await redis.revalidateTag(tag)
      await client
        .withAbortSignal(AbortSignal.timeout(timeoutMs))
        .hSet(keyPrefix + REVALIDATED_TAGS_KEY, tag, Date.now() + SETTLE_MS)
    },
  }
}

/**
 * The LRU handler under the same settle rule as Redis (`withSettleWindow`): an entry stored up
 * to SETTLE_MS after an expiry of one of its tags (its own or the read's implicit path tags) is
 * a miss. The LRU serves while Redis is away, so a render that read the old data before an
 * edit this instance saved, and stored its page after the expiry, would otherwise be served
 * from memory until the instance joins again. `lru`: the library's local-lru handler.
 */
export function withLocalSettleWindow(lru, settleMs = SETTLE_MS) {
  /** tag -> time (ms since the epoch) until which entries stored under it count as expired. */
  const settling = new Map()
  const settles = (tags, time) => tags.some((tag) => (settling.get(tag) ?? 0) >= time)
  return {
    ...lru,
    async get(key, meta) {
      const entry = await lru.get(key, meta)
      if (!entry || !settles([...(entry.tags ?? []), ...(meta?.implicitTags ?? [])], entry.lastModified))
        return entry
      await lru.delete(key)
      return null
    },
    async set(key, value, ctx) {
      if (!settles(value?.tags ?? [], value?.lastModified ?? Date.now())) await lru.set(key, value, ctx)
    },
    async revalidateTag(tag) {
      // Oldest first: the map holds at most MAX_SETTLING_TAGS tags (content and path tags).
      settling.delete(tag)
      settling.set(tag, Date.now() + settleMs)
      if (settling.size > MAX_SETTLING_TAGS) settling.delete(settling.keys().next().value)
      await lru.revalidateTag(tag)
    },
  }
}

let purgeScheduled = false

/** One page-cache purge of every instance per tick, however many tags expired in it. */
function purgeAfterExpiry() {
  if (purgeScheduled) return
  purgeScheduled = true
  setImmediate(() => {
    purgeScheduled = false
    // Set by src/infra/page-cache-purge.ts in the app's bundles: empties every instance's page cache.
    readShared('pageCachePurgeAll')?.()
  })
}

/**
 * When the renders of each key began, to date what they store. Next renders a page, or runs a
 * cached read, after a `get` of its key found nothing fresh, and stores the result with `set`;
 * the entry is dated by that miss, not by its `set`. A render that read the data before an edit
 * and stores its result after the edit's expiry (and its settle window: a render under load can
 * outlast it) is then older than the expiry, and every instance drops it on its next read.
 * Renders of one key side by side: each `set` is dated by the oldest miss still pending, and
 * consumes one. A miss older than RENDER_LIMIT_MS is forgotten (its render failed or stored
 * nothing). `now`: the clock (ms since the epoch).
 */
export function createRenderClock(now = Date.now) {
  /** key -> times of its pending misses, oldest first; keys in order of their last miss. */
  const misses = new Map()
  const pending = (key, time) => {
    const times = misses.get(key)
    while (times?.length && times[0] < time - RENDER_LIMIT_MS) times.shift()
    return times
  }
  return {
    /** A read of `key` found nothing fresh: a render of it may begin now. */
    miss(key) {
      const time = now()
      const times = pending(key, time) ?? []
      misses.delete(key)
      misses.set(key, times)
      if (times.length < MAX_MISSES_PER_KEY) times.push(time)
      if (misses.size > MAX_CLOCK_KEYS) misses.delete(misses.keys().next().value)
    },
    /** The date of an entry of `key` stored now: the oldest pending miss of the key, else now. */
    began(key) {
      const time = now()
      const times = pending(key, time)
      if (!times?.length) return time
      const oldest = times[0]
      times.pop()
      if (!times.length) misses.delete(key)
      return oldest
    },
  }
}

/** Whether a cache entry is past its stale time (Next then renders it again in the background). */
const pastStale = (entry) => Boolean(entry.lifespan && Date.now() > entry.lifespan.staleAt * 1000)

const renderClock = createRenderClock()

/**
 * The library's handler, with entries dated by the start of their render (`createRenderClock`,
 * through the library's `internal_lastModified`), plus a second purge of the site's page caches
 * once a tag expiry is in Redis. The CMS hook purges right after `revalidateTag()` is called, and
 * Next expires the tag in this handler a moment later: a page an instance rendered from the old
 * entry in between would otherwise stay in its page cache until the next edit.
 */
export class SharedCacheHandler extends CacheHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (!entry || pastStale(entry)) renderClock.miss(key)
    return entry
  }

  async set(key, value, ctx) {
    const began = renderClock.began(key)
    const dated = Math.min(began, ctx?.internal_lastModified ?? began)
    return super.set(key, value, { ...ctx, internal_lastModified: dated })
  }

  async revalidateTag(...args) {
    try {
      await super.revalidateTag(...args)
    } finally {
      purgeAfterExpiry()
    }
  }
}

CacheHandler.onCreation(({ buildId }) => {
  const ttl = { defaultStaleAge: DEFAULT_STALE_AGE_S }
  const { REDIS_URL } = getEnv()
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !REDIS_URL) {
    return { handlers: [createLruHandler()], ttl }
  }
  // Next sets NEXT_DEPLOYMENT_ID from next.config.mjs's deploymentId before the first request.
  const keyPrefix = `agency-site:${process.env.NEXT_DEPLOYMENT_ID || buildId || 'dev'}:`
  return { handlers: createSharedCacheHandlers({ url: REDIS_URL, keyPrefix }).handlers, ttl }
})

export default SharedCacheHandler

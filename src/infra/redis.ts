/**
 * The process's Redis connections (several instances: REDIS_URL, docs/architecture.md
 * "Shared state"). Without REDIS_URL `getRedis()` returns null and nothing of this module runs.
 *
 * - `getRedis()`: the one command connection of the process (rate limits, publishing purges
 *   and redirect tables), made on first call and connected in the background. Next's route
 *   bundles and the site's HTTP server (bundled by esbuild) each load this module, so the
 *   connection is a shared value of the process (src/infra/shared-state.ts `redis`).
 *   It counts in the process's connection state (src/infra/instance-state.ts) as `commands`.
 * - `createRedisConnection(url, name)`: a new connection with the same safety settings (the
 *   pub/sub subscriber needs one of its own; tests make several to stand for processes).
 *
 * Safety: a connection attempt gives up after CONNECT_TIMEOUT_MS and is retried forever with
 * a capped backoff (REDIS_RETRY_MAX_MS); a command that could not be sent within
 * COMMAND_TIMEOUT_MS (connection down) is rejected with node-redis's TimeoutError, and so is
 * any command past COMMAND_QUEUE_MAX waiting ones. node-redis does not time out a command it
 * has sent: callers that must not wait on a hung Redis bound it themselves (src/infra/rate-limit.ts). Errors never escape as an `error` event (which
 * would end the process): they are logged at `warn`, at most once per ERROR_LOG_INTERVAL_MS
 * per connection, with the number of errors left unlogged in between.
 * Source: @redis/client 5 (`createClient`, socket `connectTimeout` / `reconnectStrategy`,
 * `commandOptions.timeout`).
 */
import { createClient } from '@redis/client'

import { getEnv } from '@/env'
import { getLogger } from './logger'

import { instanceState, readShared, writeShared } from './shared-state'

/** Longest wait for a TCP (and TLS) connection to Redis (ms). */
export const CONNECT_TIMEOUT_MS = 2_000
/** Longest wait for a command to be sent while the connection is down (ms). */
export const COMMAND_TIMEOUT_MS = 300
/** Commands one connection keeps waiting at most (a hung Redis must not grow memory without end). */
const COMMAND_QUEUE_MAX = 1_000
/** Longest pause between two reconnection attempts (ms). */
export const REDIS_RETRY_MAX_MS = 2_000
/** Longest wait for a connection's commands in flight when it is closed (ms). */
const CLOSE_GRACE_MS = 1_000
/** One `warn` line per connection per this many ms at most while Redis fails. */
const ERROR_LOG_INTERVAL_MS = 30_000

/** Reconnection delay after `retries` failed attempts (ms): 50, 100, 200 … capped, plus up to 100 ms of jitter. */
export function reconnectDelay(retries: number): number {
  return Math.min(50 * 2 ** Math.min(retries, 10), REDIS_RETRY_MAX_MS) + Math.floor(Math.random() * 100)
}

/** A node-redis client with this module's settings (RESP2, no modules). */
const newClient = (url: string, name: string) =>
  createClient({
    url,
    name: `site-${name}`,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    commandsQueueMaxLength: COMMAND_QUEUE_MAX,
  })

export type RedisConnection = ReturnType<typeof newClient>

/**
 * A new, unconnected connection to `url` (redis:// or rediss://); `name` tells its log lines
 * apart. Call `.connect()` (it settles once connected, retrying meanwhile) and `.close()` or
 * `.destroy()` when done.
 */
export function createRedisConnection(url: string, name: string): RedisConnection {
  const client = newClient(url, name)
  let lastLogged = 0
  let unlogged = 0
  client.on('error', (error: Error) => {
    const now = Date.now()
    if (now - lastLogged < ERROR_LOG_INTERVAL_MS) {
      unlogged++
      return
    }
    getLogger().warn({ redis: name, err: error.message, unlogged }, 'redis connection error')
    lastLogged = now
    unlogged = 0
  })
  return client
}

/**
 * The process's command connection, or null without REDIS_URL. Returned at once, before it is
 * connected: check `isReady` (or let a command wait up to COMMAND_TIMEOUT_MS) where it matters.
 */
export function getRedis(): RedisConnection | null {
  const url = getEnv().REDIS_URL
  if (!url) return null
  const shared = readShared('redis')
  if (shared) return shared
  const client = createRedisConnection(url, 'commands')
  // Never the reason a process stays up (a CLI whose hooks published); a server has its listener.
  client.unref()
  writeShared('redis', client)
  instanceState().track('commands', client)
  // Settles once connected; retries until then, so it never rejects but on close().
  client.connect().catch(() => {})
  return client
}

/**
 * Opens the process's command connection now and waits until it is ready, `timeoutMs` at most.
 * A server calls it before it listens, so that its first rate-limited request already counts
 * in Redis rather than in the in-memory insurance. Resolves true when ready, false without
 * REDIS_URL or when Redis did not answer in time (the connection keeps retrying). Never throws.
 */
export async function whenRedisReady(timeoutMs: number = CONNECT_TIMEOUT_MS): Promise<boolean> {
  const client = getRedis()
  if (!client) return false
  if (client.isReady) return true
  return new Promise<boolean>((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      client.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), timeoutMs)
    client.on('ready', onReady)
  })
}

/**
 * Closes `client` for good: a connected one after its commands in flight are answered (waiting
 * CLOSE_GRACE_MS at most: a hung Redis must not hold up shutdown), one still (re)connecting at once.
 */
export async function closeConnection(client: RedisConnection): Promise<void> {
  if (!client.isOpen) return
  if (!client.isReady) return client.destroy()
  await Promise.race([
    client.close(),
    new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref()),
  ])
}

/** Closes the command connection, if one was made (shutdown: after the last request). */
export async function closeRedis(): Promise<void> {
  const client = readShared('redis')
  writeShared('redis', undefined)
  if (client) await closeConnection(client)
}

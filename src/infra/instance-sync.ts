/**
 * Keeps the per-instance state of several instances in step through Redis pub/sub
 * (REDIS_URL; docs/architecture.md "Shared state"). Each instance keeps its page cache and its
 * redirect table in memory; a change on one instance is published and every instance applies it.
 *
 * Channels, JSON messages:
 * - PURGE_CHANNEL `{"origin"}`: empty the page cache. The sender has emptied its own already,
 *   so a subscriber skips its own instance's messages (no second purge, never a loop: nothing
 *   a subscriber does publishes again).
 * - REDIRECTS_CHANNEL `{"origin","redirects":[{from,to,status}]}`: the whole redirect table as
 *   read after a change. Every instance, the sender included, applies the messages in the one
 *   order Redis delivers them, so all end on the table published last.
 * - EXPERIMENTS_CHANNEL `{"origin","experiments":[{id,path,pageId,variants}]}`: the whole table of
 *   running experiments (src/infra/experiment-table.ts), applied like the redirects.
 *
 * Delivery: Redis pub/sub is at most once. A publish that fails (Redis down or slow) is kept,
 * the latest per channel, and sent again when the command connection is ready. A subscriber
 * that (re)connects may have missed messages: the process's subscriber is one of the
 * connections of its connection state (src/infra/instance-state.ts), whose entry to `shared`
 * (every connection ready) empties the page cache and reloads the redirects and the experiments.
 */
import { randomUUID } from 'node:crypto'

import { isExperimentToken, type ExperimentEntry } from '@/contracts/experiments'

import { closeConnection, createRedisConnection, getRedis, type RedisConnection } from './redis'
import {
  instanceState,
  readShared,
  sharedOnce,
  writeShared,
  type SiteRedirect,
  type SyncPublisher,
} from './shared-state'

export type { SyncPublisher }

export const PURGE_CHANNEL = 'site:page-cache:purge'
export const REDIRECTS_CHANNEL = 'site:redirects'
export const EXPERIMENTS_CHANNEL = 'site:experiments'

/** What a subscriber does with each kind of message. */
export type SyncHandlers = {
  /** Another instance purged: empty this instance's page cache. */
  purge: () => void
  /** An instance (possibly this one) published its redirect table: replace this one's. */
  redirects: (table: SiteRedirect[]) => void
  /** An instance (possibly this one) published its experiment table: replace this one's. */
  experiments: (table: ExperimentEntry[]) => void
  /** The subscription was (re)established; messages may have been missed meanwhile. */
  resync: () => void
}

/** Random id of this process, the same in every bundle of it (tells a message's sender). */
export function instanceId(): string {
  return sharedOnce('instanceId', randomUUID)
}

/**
 * Publishes on `client` as instance `origin`. A message that cannot be sent now is kept (the
 * last per channel) and sent when `client` is next ready.
 */
export function createSyncPublisher(client: RedisConnection, origin: string): SyncPublisher {
  const pending = new Map<string, string>()
  const send = (channel: string, message: string) => {
    if (!client.isReady) return void pending.set(channel, message)
    pending.delete(channel)
    client.publish(channel, message).catch(() => {
      // Keep it unless a newer message of the channel is waiting already.
      if (!pending.has(channel)) pending.set(channel, message)
    })
  }
  client.on('ready', () => {
    for (const [channel, message] of [...pending]) send(channel, message)
  })
  return {
    purge: () => send(PURGE_CHANNEL, JSON.stringify({ origin })),
    redirects: (table) => send(REDIRECTS_CHANNEL, JSON.stringify({ origin, redirects: table })),
    experiments: (table) => send(EXPERIMENTS_CHANNEL, JSON.stringify({ origin, experiments: table })),
  }
}

/** The process's publisher on the command connection (src/infra/redis.ts), or null without REDIS_URL. */
function processPublisher(): SyncPublisher | null {
  const client = getRedis()
  if (!client) return null
  const shared = readShared('syncPublisher')
  if (shared?.client === client) return shared.publisher
  const publisher = createSyncPublisher(client, instanceId())
  writeShared('syncPublisher', { client, publisher })
  return publisher
}

/** Tells the other instances to empty their page caches (nothing without REDIS_URL). */
export function sharePurge(): void {
  processPublisher()?.purge()
}

/** Sends `table` to every instance (nothing without REDIS_URL). */
export function shareRedirects(table: readonly SiteRedirect[]): void {
  processPublisher()?.redirects(table)
}

/** Sends the experiment table to every instance (nothing without REDIS_URL). */
export function shareExperiments(table: readonly ExperimentEntry[]): void {
  processPublisher()?.experiments(table)
}

const isExperiment = (e: unknown): e is ExperimentEntry => {
  const v = e as ExperimentEntry | null
  return (
    typeof v?.id === 'string' &&
    isExperimentToken(v.id) &&
    typeof v.path === 'string' &&
    typeof v.pageId === 'string' &&
    Array.isArray(v.variants) &&
    v.variants.every((w) => isExperimentToken(w?.key) && Number.isFinite(w.weight) && w.weight > 0)
  )
}

const isRedirect = (r: unknown): r is SiteRedirect => {
  const v = r as SiteRedirect | null
  return typeof v?.from === 'string' && typeof v.to === 'string' && (v.status === 301 || v.status === 302)
}

/** The parsed message, or null for one that is not ours (it is ignored). */
function parse(raw: string): { origin?: unknown; redirects?: unknown; experiments?: unknown } | null {
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' ? value : null
  } catch {
    return null
  }
}

/**
 * Subscribes `client` (a connection of its own: a subscribed connection runs no other
 * command) to every channel as instance `origin`. Subscribes on every `ready` (node-redis
 * also resubscribes by itself; a second subscribe of the same listener changes nothing), then
 * calls `handlers.resync`. Returns at once; connect `client` before or after.
 */
export function subscribeInstanceSync(client: RedisConnection, origin: string, handlers: SyncHandlers): void {
  const listener = (raw: string, channel: string) => {
    const message = parse(raw)
    if (!message) return
    if (channel === PURGE_CHANNEL && message.origin !== origin) handlers.purge()
    if (channel === REDIRECTS_CHANNEL && Array.isArray(message.redirects))
      handlers.redirects(message.redirects.filter(isRedirect))
    if (channel === EXPERIMENTS_CHANNEL && Array.isArray(message.experiments))
      handlers.experiments(message.experiments.filter(isExperiment))
  }
  client.on('ready', () => {
    client
      .subscribe([PURGE_CHANNEL, REDIRECTS_CHANNEL, EXPERIMENTS_CHANNEL], listener)
      .then(() => handlers.resync())
      // The connection failed again: the next `ready` tries anew (the error event logged it).
      .catch(() => {})
  })
}

/**
 * Starts this process's subscriber on its own connection to `url` and returns its stop
 * function (shutdown). Connects in the background: start-up never waits for Redis. The
 * subscriber counts in the process's connection state (src/infra/instance-state.ts) as
 * `subscriber`, ready once subscribed; `handlers.resync` runs after each (re)subscription.
 */
export function startInstanceSync(url: string, handlers: SyncHandlers): { close: () => Promise<void> } {
  const client = createRedisConnection(url, 'subscriber')
  const state = instanceState()
  state.register('subscriber')
  for (const event of ['end', 'error', 'reconnecting'] as const)
    client.on(event, () => {
      if (!client.isReady) state.setReady('subscriber', false)
    })
  subscribeInstanceSync(client, instanceId(), {
    ...handlers,
    resync: () => {
      handlers.resync()
      state.setReady('subscriber', true)
    },
  })
  client.connect().catch(() => {})
  return { close: () => closeConnection(client) }
}

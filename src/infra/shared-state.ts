/**
 * Every value this process shares across its bundles: the one place where the site's code
 * reaches the process's global object (`npm run lint` refuses `Symbol.for` and `globalThis`
 * in every other file; docs/architecture.md "Shared state").
 *
 * Why values cross at all: one process loads the site's modules more than once, as copies
 * that share no module instance, only the process and its global object:
 * - Next's server bundles (pages, route handlers, server actions, the Payload admin and its
 *   hooks), compiled by Next;
 * - the site's HTTP server and start-up (scripts/serve.ts, src/edge/), bundled apart
 *   from Next by esbuild;
 * - cache-handler.mjs, which Next loads itself with Node's own loader, outside its bundles.
 * A value that must be one per process (a connection, a table the HTTP server answers from, a
 * listener another bundle calls) is therefore kept on the global object under a key of the
 * global symbol registry, each key declared in SHARED_KEYS below with its type in
 * SharedValues and the reason it crosses.
 *
 * cache-handler.mjs imports this file directly (Node strips the types): it stays erasable
 * TypeScript (no enums, namespaces or parameter properties) and its relative imports carry
 * their `.ts` extension.
 */
import type { RedisClientType } from '@redis/client'
import type { Logger } from 'pino'
import type { RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible'

import type { DocumentKind } from '../contracts/document-kinds.ts'
import type { AnalyticsStore } from '../contracts/analytics.ts'
import type { ExperimentEntry } from '../contracts/experiments.ts'

import { createInstanceState, type InstanceState } from './instance-state.ts'

/** One editor-made redirect: `from` is a normalised site path, `to` a site path or an http(s) URL. */
export type SiteRedirect = { from: string; to: string; status: 301 | 302 }

/** Sends this instance's changes to the other instances (src/infra/instance-sync.ts); never throws, never waits for Redis. */
export type SyncPublisher = {
  purge: () => void
  redirects: (table: readonly SiteRedirect[]) => void
  experiments: (table: readonly ExperimentEntry[]) => void
}

/**
 * What each of the site's rate limits counts, one limiter per purpose in the process; also the
 * limiter's key prefix in Redis (`site:rl:<purpose>:<key>`, src/infra/rate-limit.ts):
 * `contact-ok` accepted contact messages, `contact-bad` rejected contact posts, `order` order
 * creations, `sign-in` sign-in attempts.
 */
export type LimitPurpose = 'contact-ok' | 'contact-bad' | 'order' | 'sign-in'

/** A rate limiter and, when it counts in Redis, its in-memory insurance (src/infra/rate-limit.ts). */
export type SharedLimiter = { limiter: RateLimiterAbstract; insurance?: RateLimiterMemory }

/** The values shared across the bundles of this process, by name. */
export type SharedValues = {
  /**
   * The process's pino logger (src/infra/logger.ts). Made by whichever bundle logs first (the HTTP
   * server at start-up, or Payload inside Next's bundle in a CLI); the others and
   * cache-handler.mjs write to it, so every line of the process has one shape and one stream.
   */
  logger: Logger
  /**
   * The Redis command connection (src/infra/redis.ts, REDIS_URL): rate limits and publishing
   * run in Next's bundles, start-up and shutdown in the HTTP server's; one connection per process.
   */
  redis: RedisClientType
  /**
   * The connection state of the instance (src/infra/instance-state.ts): Redis connections of
   * every bundle and cache-handler.mjs register in it, and the HTTP server's page cache and the
   * cache handler keep a render only under its rule; one state, or the rule means nothing.
   */
  instanceState: InstanceState
  /** This process's id on the pub/sub channels (src/infra/instance-sync.ts): a subscriber in the HTTP server's bundle skips what Next's bundles sent. */
  instanceId: string
  /**
   * The publisher on the command connection (src/infra/instance-sync.ts): it keeps the last
   * unsent message of each channel while Redis is away, which is only right with one per process.
   */
  syncPublisher: { client: RedisClientType; publisher: SyncPublisher }
  /** The redirect table (src/infra/redirect-table.ts): loaded in Next's bundle (Payload), answered by the HTTP server before Next. */
  redirectTable: ReadonlyMap<string, SiteRedirect>
  /** Rereads the redirect table from the database (src/redirects/load.ts, in Next's bundle); called by the HTTP server at each join. */
  redirectReload: () => Promise<void>
  /** The running experiments by page path (src/infra/experiment-table.ts): loaded in Next's bundle (Payload), read by the HTTP server's experiment step before the page cache. */
  experimentTable: ReadonlyMap<string, ExperimentEntry>
  /** Rereads the experiment table from the database (in Next's bundle); called by the HTTP server at each join. */
  experimentReload: () => Promise<void>
  /** Empties this process's page cache (src/edge/page-cache/page-cache.ts registers it); called from Next's bundle by CMS hooks (src/infra/page-cache-purge.ts). */
  pageCachePurge: () => void
  /**
   * Whether the document a path names is one visitors may see (src/server/document-lookup.ts,
   * registered by the serving process's first getServerPayload in Next's route bundle); asked by
   * the proxy (src/server/unknown-document.ts), which Next bundles apart and which must not make
   * a Payload instance of its own.
   */
  documentLookup: (kind: DocumentKind, key: string) => Promise<boolean>
  /** Empties every instance's page cache (src/infra/page-cache-purge.ts, registered from Next's bundle); called by cache-handler.mjs once a tag expiry is in Redis. */
  pageCachePurgeAll: () => void
  /**
   * The rate limiters by purpose (src/infra/rate-limit.ts `limiterFor`): one entry point of a
   * limit may sit in another bundle than the next (the lead form's server action and
   * `POST /api/save_contact` spend the same contact budgets), and a limiter per bundle would
   * give a client one budget per bundle. Without REDIS_URL the count lives in this limiter.
   */
  rateLimiters: Map<LimitPurpose, SharedLimiter>
  /**
   * Where the site's server writes its traffic counts (src/server/analytics/store.ts, made from
   * Payload in Next's bundle by the serving process's first getServerPayload); the counter of the
   * HTTP server's bundle (src/edge/analytics/counter.ts) flushes to it, and buffers until it exists.
   */
  analyticsStore: AnalyticsStore
}

/** The registry key of each shared value (the names are kept stable: a key is the value's identity). */
const SHARED_KEYS = {
  logger: Symbol.for('agency-site.logger'),
  redis: Symbol.for('site.redis.shared'),
  instanceState: Symbol.for('site.instance-state'),
  instanceId: Symbol.for('site.instance-sync.origin'),
  syncPublisher: Symbol.for('site.instance-sync.publisher'),
  redirectTable: Symbol.for('site.redirects.table'),
  redirectReload: Symbol.for('site.redirects.reload'),
  experimentTable: Symbol.for('site.experiments.table'),
  experimentReload: Symbol.for('site.experiments.reload'),
  pageCachePurge: Symbol.for('site.page-cache.purge'),
  pageCachePurgeAll: Symbol.for('site.page-cache.purge-all'),
  documentLookup: Symbol.for('site.documents.lookup'),
  rateLimiters: Symbol.for('site.rate-limiters'),
  analyticsStore: Symbol.for('site.analytics.store'),
} as const satisfies { [K in keyof SharedValues]: symbol }

const holder = globalThis as unknown as Record<symbol, unknown>

/** The shared value `name`, or undefined while no bundle has set it. */
export function readShared<K extends keyof SharedValues>(name: K): SharedValues[K] | undefined {
  return holder[SHARED_KEYS[name]] as SharedValues[K] | undefined
}

/** Sets (or, with undefined, clears) the shared value `name` for every bundle of the process. */
export function writeShared<K extends keyof SharedValues>(name: K, value: SharedValues[K] | undefined): void {
  holder[SHARED_KEYS[name]] = value
}

/** The shared value `name`, made by `create` on the first call of any bundle. */
export function sharedOnce<K extends keyof SharedValues>(
  name: K,
  create: () => SharedValues[K],
): SharedValues[K] {
  const value = readShared(name) ?? create()
  writeShared(name, value)
  return value
}

/** This process's connection state, the same in every bundle of it and in cache-handler.mjs. */
export function instanceState(): InstanceState {
  return sharedOnce('instanceState', createInstanceState)
}

/** What Payload keeps per instance it made (payload's getPayload: `{ payload, promise, … }`). */
type PayloadCacheEntry = { payload?: { destroy?: () => Promise<void> } | null }

/**
 * The Payload instances of this process. Not a value of the site's: Payload's getPayload
 * keeps them in a Map on `global._payload` (payload/dist/index.js; a framework assumption,
 * tests/unit/framework-assumptions.test.ts), the only way to reach an instance made by another bundle.
 * Empty when the property is not a Map.
 */
export function payloadInstances(): PayloadCacheEntry[] {
  const cache = (globalThis as { _payload?: unknown })._payload
  return cache instanceof Map ? [...(cache as Map<string, PayloadCacheEntry>).values()] : []
}

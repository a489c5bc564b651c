/**
 * The site's rate limits (rate-limiter-flexible): how a limiter is made, spending one point of
 * a key and turning a refusal into the seconds a client must wait (the `Retry-After` of a 429).
 *
 * One instance (no REDIS_URL): each limit is a RateLimiterMemory of this process. Several
 * instances (REDIS_URL): a RateLimiterRedis on the process's command connection
 * (src/infra/redis.ts), so every instance spends from one budget per key, with a
 * RateLimiterMemory of the same points and duration as its insurance: while Redis is not
 * connected (`rejectIfRedisNotReady`) or does not answer within REDIS_DEADLINE_MS, the point is
 * spent in this process's memory instead, and the request never waits longer.
 * Keys in Redis: `site:rl:<prefix>:<key>`, expiring with their window.
 */
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { getRedis, type RedisConnection } from './redis'
import { sharedOnce, type LimitPurpose } from './shared-state'

/** Longest wait for Redis in a limit's operation before the in-memory insurance answers (ms). */
export const REDIS_DEADLINE_MS = 300

/** A limit: `points` per `duration` seconds per key; `keyPrefix` keeps limits' keys apart. */
export type LimitOptions = { keyPrefix: string; points: number; duration: number }

/** Prefix of the limits' keys in Redis (other users of the same Redis keep other prefixes). */
const REDIS_KEY_PREFIX = 'site:rl:'

/** The insurance of each Redis limiter made here (the library's types do not expose it). */
const insurances = new WeakMap<RateLimiterAbstract, RateLimiterMemory>()

/**
 * A limiter of `options`: on `store` (default: the process's Redis connection, null without
 * REDIS_URL) with an in-memory insurance, or in memory only when there is no store.
 */
export function createLimiter(
  options: LimitOptions,
  store: RedisConnection | null = getRedis(),
): RateLimiterAbstract {
  if (!store) return new RateLimiterMemory(options)
  const insurance = new RateLimiterMemory(options)
  const limiter = new RateLimiterRedis({
    ...options,
    keyPrefix: `${REDIS_KEY_PREFIX}${options.keyPrefix}`,
    storeClient: store,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: insurance,
  })
  insurances.set(limiter, insurance)
  return limiter
}

/**
 * The process's one limiter of `purpose` (made by createLimiter with `purpose` as its key
 * prefix on the first call of any bundle; src/infra/shared-state.ts `rateLimiters`), so every
 * entry point of a limit spends from the same budget. `limit` is read on that first call only.
 */
export function limiterFor(
  purpose: LimitPurpose,
  limit: Omit<LimitOptions, 'keyPrefix'>,
): RateLimiterAbstract {
  const limiters = sharedOnce('rateLimiters', () => new Map())
  let entry = limiters.get(purpose)
  if (!entry) {
    const limiter = createLimiter({ keyPrefix: purpose, ...limit })
    entry = { limiter, insurance: insurances.get(limiter) }
    limiters.set(purpose, entry)
  }
  // Made by another bundle: this bundle's deadline needs its insurance too.
  if (entry.insurance) insurances.set(entry.limiter, entry.insurance)
  return entry.limiter
}

/** Whole seconds until `res` frees a point (at least 1). */
export const retryAfterOf = (res: RateLimiterRes): number => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

const LATE = Symbol('late')

/**
 * Runs `onRedis` (an operation of a Redis limiter) but answers from its in-memory insurance
 * with `onMemory` when Redis has not answered within REDIS_DEADLINE_MS: node-redis times out
 * only commands it could not send, not one a hung Redis never answers. The late operation
 * still settles in the background (its result is dropped; if it fails, the library spends
 * the point in the insurance as well: a stricter limit while Redis fails, never a looser one).
 */
async function withDeadline<T>(
  limiter: RateLimiterAbstract,
  onRedis: () => Promise<T>,
  onMemory: (insurance: RateLimiterMemory) => Promise<T>,
): Promise<T> {
  const insurance = insurances.get(limiter)
  if (!insurance) return onRedis()
  const operation = onRedis()
  operation.catch(() => {})
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(resolve, REDIS_DEADLINE_MS, LATE)
  })
  try {
    const first = await Promise.race([operation, late])
    return first === LATE ? onMemory(insurance) : first
  } finally {
    clearTimeout(timer)
  }
}

/** Spends one point of `key`. Returns 0 when allowed, else seconds until allowed again. */
export async function spendPoint(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await withDeadline(
      limiter,
      () => limiter.consume(key),
      (insurance) => insurance.consume(key),
    )
    return 0
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return retryAfterOf(rejection)
    throw rejection
  }
}

/** The state of `key` without spending (null: nothing spent in the window). */
export function peekPoints(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  return withDeadline(
    limiter,
    () => limiter.get(key),
    (insurance) => insurance.get(key),
  )
}

/** Forgets what `key` spent (a successful sign-in). */
export async function forgetKey(limiter: RateLimiterAbstract, key: string): Promise<void> {
  await withDeadline(
    limiter,
    () => limiter.delete(key),
    (insurance) => insurance.delete(key),
  )
}

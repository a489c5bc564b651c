/**
 * Shared step of the in-memory rate limits (rate-limiter-flexible): spend one point of a key
 * and turn a refusal into the seconds a client must wait (the `Retry-After` of a 429).
 */
import { RateLimiterRes, type RateLimiterMemory } from 'rate-limiter-flexible'

/** Whole seconds until `res` frees a point (at least 1). */
export const retryAfterOf = (res: RateLimiterRes): number => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

/** Spends one point of `key`. Returns 0 when allowed, else seconds until allowed again. */
export async function spendPoint(limiter: RateLimiterMemory, key: string): Promise<number> {
  try {
    await limiter.consume(key)
    return 0
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return retryAfterOf(rejection)
    throw rejection
  }
}

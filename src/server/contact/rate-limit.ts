import 'server-only'

/**
 * Per-IP limit on contact submissions with rate-limiter-flexible, in memory:
 * one Node process serves the site. CONTACT_RATE_LIMIT submissions per
 * CONTACT_RATE_WINDOW_S seconds; CONTACT_RATE_LIMIT=0 turns the limit off (benchmarks).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { getEnv } from '@/env'

let limiter: RateLimiterMemory | null | undefined

function getLimiter(): RateLimiterMemory | null {
  if (limiter === undefined) {
    const { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_S } = getEnv()
    limiter =
      CONTACT_RATE_LIMIT > 0
        ? new RateLimiterMemory({ points: CONTACT_RATE_LIMIT, duration: CONTACT_RATE_WINDOW_S })
        : null
  }
  return limiter
}

/** Spends one submission of `key`. Returns 0 when allowed, else seconds until allowed again. */
export async function consumeContactQuota(key: string): Promise<number> {
  const active = getLimiter()
  if (!active) return 0
  try {
    await active.consume(key)
    return 0
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    throw rejection
  }
}

import 'server-only'

/**
 * Per-IP limits on contact submissions with rate-limiter-flexible (src/infra/rate-limit.ts:
 * in memory, or shared by every instance in Redis with REDIS_URL). Two budgets per sender and
 * CONTACT_RATE_WINDOW_S window:
 * - accepted messages (stored, spam included): CONTACT_RATE_LIMIT;
 * - rejected posts (422: invalid fields): REJECTED_FACTOR times as many, so that a visitor's
 *   typos never use up the messages they may send, while a script posting garbage is
 *   still stopped.
 * Once either budget is spent, every post answers 429 until the window frees it.
 * CONTACT_RATE_LIMIT=0 turns both limits off (benchmarks).
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { getEnv } from '@/env'
import { limiterFor, peekPoints, retryAfterOf, spendPoint } from '@/infra/rate-limit'

import { REJECTED_FACTOR } from '@/contracts/contact'

export type ContactOutcome = 'accepted' | 'rejected'

/**
 * The process's two contact limiters (shared by every bundle: the lead form's server action and
 * `POST /api/save_contact` spend the same budgets), or null when the limits are off.
 */
function getLimiters(): Record<ContactOutcome, RateLimiterAbstract> | null {
  const { CONTACT_RATE_LIMIT: points, CONTACT_RATE_WINDOW_S: duration } = getEnv()
  if (points <= 0) return null
  return {
    accepted: limiterFor('contact-ok', { points, duration }),
    rejected: limiterFor('contact-bad', { points: points * REJECTED_FACTOR, duration }),
  }
}

/**
 * 0 when `key` may post now, else seconds until it may (one of its budgets is spent). Spends
 * nothing. A spent budget counts every point, refused ones included (a consume past the limit
 * still adds its point), so `consumedPoints >= points` means the next spend would be refused.
 */
export async function contactRetryAfter(key: string): Promise<number> {
  const active = getLimiters()
  if (!active) return 0
  for (const limiter of Object.values(active)) {
    const res = await peekPoints(limiter, key)
    if (res && res.consumedPoints >= limiter.points) return retryAfterOf(res)
  }
  return 0
}

/**
 * Spends one point of `key`'s `outcome` budget. Returns 0 when it was still within the
 * budget, else seconds until it is free again (the post must then be answered 429).
 */
export async function spendContactQuota(key: string, outcome: ContactOutcome): Promise<number> {
  const active = getLimiters()
  return active ? spendPoint(active[outcome], key) : 0
}

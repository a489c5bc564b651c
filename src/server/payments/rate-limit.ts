import 'server-only'

/**
 * Limits on creating orders (each one stores a row and calls PayPal), per client:
 * - ORDER_RATE_LIMIT create calls per ORDER_RATE_WINDOW_S (src/infra/rate-limit.ts: in memory,
 *   or shared by every instance in Redis with REDIS_URL);
 * - at most MAX_OPEN_ORDERS orders still `created` (never paid) from the last
 *   OPEN_ORDER_WINDOW_MS, counted in the database by the order's `clientHash`. Older unpaid
 *   orders are abandoned checkouts and do not count, so a visitor is never locked out for good.
 * ORDER_RATE_LIMIT=0 turns both off (tests that create many orders from one address).
 */
import type { Payload } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { getEnv } from '@/env'
import { limiterFor, spendPoint } from '@/infra/rate-limit'

/** Window of ORDER_RATE_LIMIT (seconds). */
export const ORDER_RATE_WINDOW_S = 600
/** Unpaid orders one client may hold at once. */
export const MAX_OPEN_ORDERS = 5
/** How long an unpaid order counts as open (ms). */
export const OPEN_ORDER_WINDOW_MS = 60 * 60 * 1000

/** The process's order limiter (one for every bundle), or null when the limit is off. */
function getLimiter(): RateLimiterAbstract | null {
  const points = getEnv().ORDER_RATE_LIMIT
  return points > 0 ? limiterFor('order', { points, duration: ORDER_RATE_WINDOW_S }) : null
}

/** Spends one create call of `clientHash`: 0 when allowed, else seconds until allowed again. */
export async function spendOrderQuota(clientHash: string): Promise<number> {
  const active = getLimiter()
  return active ? spendPoint(active, clientHash) : 0
}

/** Whether `clientHash` already holds MAX_OPEN_ORDERS recent unpaid orders. */
export async function hasTooManyOpenOrders(payload: Payload, clientHash: string): Promise<boolean> {
  if (!getLimiter()) return false
  const { totalDocs } = await payload.count({
    collection: 'orders',
    where: {
      clientHash: { equals: clientHash },
      status: { equals: 'created' },
      createdAt: { greater_than: new Date(Date.now() - OPEN_ORDER_WINDOW_MS).toISOString() },
    },
    overrideAccess: true,
  })
  return totalDocs >= MAX_OPEN_ORDERS
}

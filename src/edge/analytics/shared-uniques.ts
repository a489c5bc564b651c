/**
 * The visitors every instance has seen (REDIS_URL): one Redis set per day,
 * `site:analytics:visitors:<YYYY-MM-DD>`, of salted hashes (never an address or User-Agent),
 * expiring VISITOR_SET_TTL_S after its last change. Rejects while Redis is not ready; the counter
 * then decides from its own memory (src/edge/analytics/counter.ts).
 */
import { getRedis } from '@/infra/redis'

import type { SharedUniques } from '@/contracts/analytics'

/** Lifetime of a day's set after its last change (seconds): past the day in any time zone. */
export const VISITOR_SET_TTL_S = 3 * 24 * 60 * 60

/** The shared visitor sets of this process's Redis, or undefined without REDIS_URL. */
export function redisUniques(): SharedUniques | undefined {
  const client = getRedis()
  if (!client) return undefined
  return {
    add: async (day, hashes) => {
      if (!client.isReady) throw new Error('Redis is not ready')
      const key = `site:analytics:visitors:${day}`
      const batch = client.multi()
      for (const hash of hashes) batch.sAdd(key, hash)
      batch.expire(key, VISITOR_SET_TTL_S)
      const replies = await batch.exec()
      return hashes.map((_, i) => Number(replies[i]) === 1)
    },
  }
}

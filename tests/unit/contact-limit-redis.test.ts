/**
 * With REDIS_URL, the contact budgets are still one per client across the entry points' bundles
 * (the lead form's server action and `POST /api/save_contact`), whether Redis answers (the
 * count is in Redis) or not (the count falls back to the process's in-memory insurance, which
 * must be one too). Each bundle is stood for by a module graph of its own (`vi.resetModules()`).
 * Real redis-server on port 6412.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closeRedis, getRedis } from '@/infra/redis'

import { redisServer } from '../helpers/redis-server'

vi.hoisted(() => {
  // Several instances: REDIS_URL needs S3 media and PostgreSQL (src/env.ts); neither is used here.
  process.env.REDIS_URL = 'redis://127.0.0.1:6412'
  process.env.S3_BUCKET = 'unused'
  process.env.DATABASE_URL = 'postgres://unused@127.0.0.1:1/unused'
})
const server = redisServer(6412)

/** The documented limit (CONTACT_RATE_LIMIT's default). */
const LIMIT = 5

/** The contact limit as two bundles load it. */
async function twoBundles() {
  vi.resetModules()
  const a = await import('@/server/contact/rate-limit')
  vi.resetModules()
  const b = await import('@/server/contact/rate-limit')
  return [a, b] as const
}

beforeAll(async () => {
  await server.start()
  await vi.waitFor(() => expect(getRedis()?.isReady).toBe(true), { timeout: 5_000 })
})

afterAll(async () => {
  await closeRedis()
  await server.stop()
})

describe('one contact budget per client across bundles (REDIS_URL)', () => {
  it.each([
    ['Redis up', true],
    ['Redis down', false],
  ] as const)('%s: either bundle first, the other sees the spent budget', async (_name, up) => {
    if (!up) {
      await server.stop()
      await vi.waitFor(() => expect(getRedis()?.isReady).toBe(false), { timeout: 2_000 })
    }
    const [a, b] = await twoBundles()
    for (const [first, second, key] of [
      [a, b, `${up}-ab`],
      [b, a, `${up}-ba`],
    ] as const) {
      for (let i = 0; i < LIMIT - 1; i++) expect(await first.spendContactQuota(key, 'accepted')).toBe(0)
      expect(await second.contactRetryAfter(key)).toBe(0)
      expect(await second.spendContactQuota(key, 'accepted')).toBe(0)
      expect(await first.contactRetryAfter(key)).toBeGreaterThan(0)
      expect(await second.contactRetryAfter(key)).toBeGreaterThan(0)
      expect(await first.spendContactQuota(key, 'accepted')).toBeGreaterThan(0)
    }
  })
})

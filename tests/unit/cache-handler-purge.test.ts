/**
 * cache-handler.mjs purges every instance's page cache once more after a tag expiry reached
 * the shared cache, once per tick however many tags expired (the CMS hook's own purge comes
 * before Next expires the tag in the handler).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

const PURGE_ALL = Symbol.for('site.page-cache.purge-all')
type WithPurgeAll = typeof globalThis & { [PURGE_ALL]?: () => void }

const nextTick = () => new Promise((resolve) => setImmediate(resolve))

afterEach(() => {
  delete (globalThis as WithPurgeAll)[PURGE_ALL]
})

describe('cache-handler.mjs', () => {
  it('purges the page caches once after the tags of one tick expired', async () => {
    const { default: Handler } = await import('../../cache-handler.mjs')
    const purge = vi.fn()
    ;(globalThis as WithPurgeAll)[PURGE_ALL] = purge
    const handler = new Handler({} as never)
    await Promise.all([handler.revalidateTag('services'), handler.revalidateTag(['packages', 'settings'])])
    expect(purge).not.toHaveBeenCalled()
    await nextTick()
    expect(purge).toHaveBeenCalledTimes(1)
    await handler.revalidateTag('services')
    await nextTick()
    expect(purge).toHaveBeenCalledTimes(2)
  })

  it('registers the purge of every instance from src/infra/page-cache-purge.ts', async () => {
    vi.resetModules()
    const { purgePageCache } = await import('@/infra/page-cache-purge')
    expect((globalThis as WithPurgeAll)[PURGE_ALL]).toBe(purgePageCache)
  })
})

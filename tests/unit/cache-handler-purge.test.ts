/**
 * cache-handler.mjs purges every instance's page cache once more after a tag expiry reached
 * the shared cache, once per tick however many tags expired (the CMS hook's own purge comes
 * before Next expires the tag in the handler).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { readShared, writeShared } from '@/infra/shared-state'

const nextTick = () => new Promise((resolve) => setImmediate(resolve))

afterEach(() => {
  writeShared('pageCachePurgeAll', undefined)
})

describe('cache-handler.mjs', () => {
  it('purges the page caches once after the tags of one tick expired', async () => {
    const { default: Handler } = await import('../../cache-handler.mjs')
    const purge = vi.fn()
    writeShared('pageCachePurgeAll', purge)
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
    expect(readShared('pageCachePurgeAll')).toBe(purgePageCache)
  })
})

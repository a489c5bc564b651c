/**
 * Next's cache as the server runs it, for integration tests that mock `next/cache` with it
 * (`vi.mock('next/cache', () => import('../helpers/next-cache').then((m) => m.nextCacheStandIn))`):
 * `revalidateTag` expires a tag only inside a live request (`cacheState.live`, the REST API's);
 * `unstable_cache` runs the read and records the tags it is cached under. `cacheState.expired`
 * and `cacheState.reading` are what a test asserts on.
 */
export const cacheState = { live: false, expired: new Set<string>(), reading: new Set<string>() }

export const nextCacheStandIn = {
  revalidateTag: (tag: string) => {
    if (cacheState.live) cacheState.expired.add(tag)
  },
  unstable_cache:
    <A extends unknown[], T>(
      read: (...args: A) => Promise<T>,
      _key: string[],
      options?: { tags?: string[] },
    ) =>
    (...args: A) => {
      for (const tag of options?.tags ?? []) cacheState.reading.add(tag)
      return read(...args)
    },
}

import 'server-only'

/**
 * Building blocks of the public reads (./collection.ts, ./global.ts and the reads declared with
 * them): the Payload client of public reads, reads cached by tag (`unstable_cache`; the tags of
 * src/contracts/cache-tags.ts, expired by the CMS hooks of src/hooks/revalidate.ts), a fallback
 * on failure and the draft preview switch (src/server/preview.ts).
 */
import { unstable_cache } from 'next/cache'

import type { ContentTag } from '@/contracts/cache-tags'
import type { User } from '@/payload-types'
import { getServerPayload } from '@/server/payload'
import { previewUser } from '@/server/preview'

/** The Payload instance of public reads. Reads run during `next build` too: they never start the jobs cron. */
export const getClient = () => getServerPayload({ cron: false })

/**
 * Cached read tagged with `tags`; `key` must be unique per read. Arguments (JSON values) are
 * part of the cache key, so one read serves every page number or slug.
 */
export function cachedRead<A extends unknown[], T>(
  key: string,
  tags: readonly ContentTag[],
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return unstable_cache(read, [key], { tags: [...tags] })
}

/** On failure, logs and returns `fallback`. */
export async function orFallback<T>(read: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read()
  } catch (error) {
    const payload = await getClient().catch(() => null)
    const message = `public read of ${what} failed: ${(error as Error).message}`
    if (payload) payload.logger.error(message)
    else console.error(message)
    return fallback
  }
}

/**
 * `read` for visitors (published only, cached); for an admin/editor in preview (draft mode,
 * src/server/preview.ts) the same read of the latest drafts, uncached and with their access.
 * `drafts` receives the read's arguments, then the user.
 */
export function withPreview<A extends unknown[], T>(
  published: (...args: A) => Promise<T>,
  drafts: (user: User, ...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return async (...args) => {
    const user = await previewUser()
    return user ? drafts(user, ...args) : published(...args)
  }
}

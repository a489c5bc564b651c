import 'server-only'

/**
 * The read of a public global (settings, navigation, policies…), made from its declaration as
 * a collection's reads are (./collection.ts): published content through Payload's local API
 * with public access, cached under the global's tag and those of what it shows; the latest
 * draft, uncached, for an editor in preview (src/server/preview.ts).
 */
import type { DataFromGlobalSlug, GlobalSlug } from 'payload'

import type { ContentTag } from '@/contracts/cache-tags'
import type { User } from '@/payload-types'

import { cachedRead, getClient, withPreview } from './cached-read'

/** A global public pages show: its slug is its cache tag. */
export type PublicGlobal = GlobalSlug & ContentTag

/**
 * The read of `global` at depth 1, cached under its own tag and `shows` (the tags of what it
 * shows: media, the documents its links name) with the key `global:<slug>`. Throws when
 * unreadable: the caller chooses the fallback.
 */
export function defineGlobalRead<S extends PublicGlobal>(
  global: S,
  shows: readonly ContentTag[] = [],
): () => Promise<DataFromGlobalSlug<S>> {
  const read = async (user?: User): Promise<DataFromGlobalSlug<S>> => {
    const payload = await getClient()
    return payload.findGlobal({ slug: global, depth: 1, overrideAccess: false, user, draft: Boolean(user) })
  }
  return withPreview(
    cachedRead(`global:${global}`, [global, ...shows], () => read()),
    (user) => read(user),
  )
}

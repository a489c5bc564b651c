import 'server-only'

/**
 * The read of an experiment's variant page (src/app/(frontend)/[slug]/exp-variant/[key]): the
 * published landing page with the variant's blocks, or its hero and call to action, in place of
 * its own (src/collections/Experiments/promote.ts `promotedLayout`, the same rule a promote
 * writes). Cached under the tags of the page read (`pages`, what blocks show), which every
 * change of an experiment expires too (src/collections/Experiments/config.ts).
 */
import { CONTROL_VARIANT, isExperimentToken } from '@/contracts/experiments'
import { LINK_TARGET_TAGS } from '@/contracts/cache-tags'
import { promotedLayout, type StoredVariant } from '@/collections/Experiments/promote'
import type { Page } from '@/payload-types'
import { getPage } from '@/server/pages'

import { cachedRead, getClient } from './reads/cached-read'

/** The variant `key` of the running experiment of page `pageId` (access overridden: visitors read no experiment), or null. */
const runningVariant = cachedRead(
  'experiment-variant',
  ['pages', 'media', 'testimonials', ...LINK_TARGET_TAGS],
  async (pageId: number, key: string): Promise<StoredVariant | null> => {
    const payload = await getClient()
    const { docs } = await payload.find({
      collection: 'experiments',
      where: { page: { equals: pageId }, status: { equals: 'running' } },
      limit: 1,
      depth: 2,
    })
    return ((docs[0]?.variants ?? []).find((v) => v.key === key) as StoredVariant | undefined) ?? null
  },
)

/**
 * Landing page `slug` as variant `key` of its running experiment shows it; the page itself for
 * the control, a paused or ended experiment or an unknown key; null for no published page.
 */
export async function getVariantPage(slug: string, key: string): Promise<Page | null> {
  const page = await getPage(slug)
  if (!page || key === CONTROL_VARIANT || !isExperimentToken(key)) return page
  const variant = await runningVariant(page.id, key)
  if (!variant) return page
  return { ...page, layout: promotedLayout(page.layout, variant) as Page['layout'] }
}

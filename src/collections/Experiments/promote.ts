/**
 * Promoting a variant of an experiment: the variant's blocks (or its hero and call to action)
 * become the landing page's through a normal draft then publish, so the page's versions can
 * undo it; the experiment is then ended with `promotedVariant` set. Promoting the control only
 * ends the experiment. The page's blocks are built by `promotedLayout` (pure).
 */
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { CONTROL_VARIANT } from '@/contracts/experiments'
import { relationId } from '@/lib/relation-id'

type Block = { blockType: string; id?: string | null; [k: string]: unknown }
/** A variant row as stored (depth 0). */
export type StoredVariant = {
  key?: string | null
  change?: 'blocks' | 'heroCta' | null
  layout?: Block[] | null
  hero?: Record<string, unknown> | null
  callToAction?: Record<string, unknown> | null
}

/** `value` without the `id` of any object in it (rows get new ids in the page's tables). */
function withoutIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutIds) as T
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== 'id')
      .map(([k, v]) => [k, withoutIds(v)]),
  ) as T
}

/** `layout` with its first block of `blockType` given `fields` (kept as it is when it has none). */
function replaceFirst(
  layout: Block[],
  blockType: string,
  fields: Record<string, unknown> | null | undefined,
) {
  const at = layout.findIndex((b) => b.blockType === blockType)
  if (at < 0 || !fields) return layout
  return layout.map((b, i) => (i === at ? { ...b, ...withoutIds(fields), blockType } : b))
}

/** The page's blocks with `variant` applied: its own blocks, or the page's with its hero and call to action. */
export function promotedLayout(pageLayout: readonly Block[], variant: StoredVariant): Block[] {
  if (variant.change === 'blocks' && variant.layout?.length) return withoutIds(variant.layout)
  const own = withoutIds([...pageLayout])
  return replaceFirst(replaceFirst(own, 'hero', variant.hero), 'callToAction', variant.callToAction)
}

/** The outcome of a promote: 200 with the page's id, or a status and why. */
export type PromoteOutcome = { status: 200; pageId: number | string } | { status: 404 | 409; message: string }

/**
 * Promotes variant `key` of experiment `id` as `req`'s user (access overridden: the endpoint
 * checked the role), in one transaction where the database offers one.
 */
export async function promoteVariant(req: PayloadRequest, id: number, key: string): Promise<PromoteOutcome> {
  const { payload } = req
  const experiment = await payload.findByID({
    collection: 'experiments',
    id,
    depth: 0,
    disableErrors: true,
    req,
  })
  if (!experiment) return { status: 404, message: 'No such experiment.' }
  if (experiment.status === 'ended' || experiment.promotedVariant)
    return { status: 409, message: 'This experiment has ended: nothing to promote.' }
  const variant = (experiment.variants ?? []).find((v) => v.key === key) as StoredVariant | undefined
  if (!variant) return { status: 404, message: `The experiment has no variant "${key}".` }
  const pageId = relationId(experiment.page)!
  const started = await initTransaction(req)
  try {
    if (key !== CONTROL_VARIANT) {
      // The published page is the control the variant was measured against (not a pending draft).
      const page = await payload.findByID({ collection: 'pages', id: pageId, depth: 0, draft: false, req })
      const layout = promotedLayout(page.layout as Block[], variant) as typeof page.layout
      await payload.update({ collection: 'pages', id: pageId, data: { layout }, draft: true, depth: 0, req })
      await payload.update({ collection: 'pages', id: pageId, data: { _status: 'published' }, depth: 0, req })
    }
    await payload.update({
      collection: 'experiments',
      id,
      data: { status: 'ended', promotedVariant: key },
      depth: 0,
      req,
    })
    if (started) await commitTransaction(req)
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
  return { status: 200, pageId }
}

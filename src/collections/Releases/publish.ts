/**
 * Publishing a release: the latest draft of every document it names, in ONE database
 * transaction, or none of them (docs/architecture.md "Releases").
 *
 * - The release is taken first: one conditional UPDATE marks it `publishing` only if its status
 *   is still the one read (`draft`, `scheduled` or `failed`), so of two calls at the same instant
 *   (a second click, the job after "Publish now", on any instance) one publishes and the other
 *   does nothing (src/collections/Releases/transaction.ts `claimRelease`).
 * - Each document is saved with `_status: 'published'` through the local API on one request
 *   carrying the transaction (Payload then validates the draft as a published document: a
 *   required field left empty fails here). The saves pass `disableRevalidate`, so no cache tag is
 *   expired for a change that may still be rolled back.
 * - The first error rolls the transaction back (Payload's operation has already done so for its
 *   own errors); the release is `failed` and `lastError` names the document and its fields.
 * - After the commit, the tags of all the release's collections are expired in one step and the
 *   page cache emptied once (src/hooks/revalidate.ts `expireTags`), on every instance, so a page
 *   renders either before or after the whole release.
 */
import { createLocalReq, type Payload, type PayloadRequest, ValidationError } from 'payload'

import { expireTags } from '@/hooks/revalidate'
import { relationId } from '@/lib/relation-id'
import type { Release, User } from '@/payload-types'

import { singularLabel } from '../labels'

import type { ReleaseCollection, ReleaseStatus } from './releasable'
import { beginReleaseTransaction, claimRelease, isOpen } from './transaction'

/** What a call did: published, failed (with the reason shown to the owner) or left alone. */
export type ReleaseOutcome =
  | { status: 'published'; documents: number }
  | { status: 'failed'; reason: string }
  | { status: 'skipped'; reason: string }

type Options = {
  /** The request whose way of expiring caches applies (a REST call expires in it; a job asks the server). */
  expiryReq?: PayloadRequest
  /** Who asked (recorded on the versions); none for the scheduled job. */
  user?: User | null
  /** The scheduled job's guard: publish only a release still scheduled for exactly this instant. */
  scheduledFor?: string
}

/** Statuses a release may be published from. */
const PUBLISHABLE: ReleaseStatus[] = ['draft', 'scheduled', 'failed']

/** A release item that could not be published, with a reason for the owner. */
class ItemError extends Error {}

type Item = NonNullable<Release['items']>[number]

/** "Landing page "Spring offer" (#12)", from the document's latest draft. */
function describeDocument(payload: Payload, slug: ReleaseCollection, doc: Record<string, unknown>): string {
  const titleField = payload.collections[slug].config.admin.useAsTitle ?? 'id'
  const title = doc[titleField]
  return `${singularLabel(payload, slug)} ${typeof title === 'string' && title ? `"${title}" ` : ''}(#${String(doc.id)})`
}

/** The field errors of `error`, as "Layout: This field is required." lines joined by "; ". */
function fieldErrors(error: unknown): string {
  if (error instanceof ValidationError)
    return error.data.errors
      .map((e) => `${typeof e.label === 'string' ? e.label : e.path}: ${e.message}`)
      .join('; ')
  return error instanceof Error ? error.message : String(error)
}

/** Publishes one item's latest draft inside `req`'s transaction; throws ItemError. */
async function publishItem(
  payload: Payload,
  req: PayloadRequest,
  item: Item,
  row: number,
): Promise<ReleaseCollection> {
  // A deleted document leaves its row without one (the relationship's row goes with it).
  if (!item.document?.value) throw new ItemError(`Document ${row}: the document was deleted. Remove its row.`)
  const slug = item.document.relationTo as ReleaseCollection
  const value = item.document.value
  const id = relationId(value)!
  const draft = await payload.findByID({
    collection: slug,
    id,
    draft: true,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!draft) throw new ItemError(`${singularLabel(payload, slug)} #${id} no longer exists.`)
  try {
    await payload.update({
      collection: slug,
      id,
      data: { _status: 'published' } as never,
      draft: false,
      depth: 0,
      req,
    })
  } catch (error) {
    throw new ItemError(
      `${describeDocument(payload, slug, draft as unknown as Record<string, unknown>)}: ${fieldErrors(error)}`,
    )
  }
  return slug
}

/** Records the outcome on the release (local API, no access check). */
const record = (payload: Payload, id: number, data: Partial<Release>) =>
  payload.update({ collection: 'releases', id, data, depth: 0, context: { releaseServer: true } })

/**
 * Publishes release `id` now (see the module comment). Never throws for a document's fault:
 * that is a `failed` outcome, recorded on the release. Errors of the database itself propagate
 * after the release is marked failed.
 */
export async function publishRelease(
  payload: Payload,
  id: number,
  options: Options = {},
): Promise<ReleaseOutcome> {
  const release = await payload.findByID({ collection: 'releases', id, depth: 0, disableErrors: true })
  if (!release) return { status: 'skipped', reason: 'No such release.' }
  if (options.scheduledFor !== undefined) {
    if (release.status !== 'scheduled' || !release.publishAt)
      return { status: 'skipped', reason: `It is ${release.status}.` }
    if (new Date(release.publishAt).toISOString() !== options.scheduledFor)
      return { status: 'skipped', reason: 'It was moved to another time.' }
  } else if (!PUBLISHABLE.includes(release.status as ReleaseStatus))
    return { status: 'skipped', reason: `It is ${release.status}.` }
  const items = release.items ?? []
  if (!items.length) {
    const reason = 'The release names no documents.'
    await record(payload, id, { status: 'failed', lastError: reason })
    return { status: 'failed', reason }
  }
  if (!(await claimRelease(payload, id, release.status)))
    return { status: 'skipped', reason: 'Another request is publishing it.' }

  const transactionID = await beginReleaseTransaction(payload)
  const req = await createLocalReq(
    { context: { disableRevalidate: true }, user: options.user ?? undefined },
    payload,
  )
  req.transactionID = transactionID
  const published = new Set<ReleaseCollection>()
  try {
    for (const [index, item] of items.entries())
      published.add(await publishItem(payload, req, item, index + 1))
    if (!isOpen(payload, transactionID)) throw new ItemError('The database ended the transaction.')
    await payload.db.commitTransaction(transactionID)
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    const reason = error instanceof ItemError ? error.message : `The database refused: ${fieldErrors(error)}`
    await record(payload, id, { status: 'failed', lastError: `Nothing was published. ${reason}` })
    if (!(error instanceof ItemError)) payload.logger.error({ err: error, msg: `release ${id} failed` })
    return { status: 'failed', reason }
  }
  expireTags([...published], options.expiryReq ?? (await createLocalReq({}, payload)))
  await record(payload, id, { status: 'published', publishedAt: new Date().toISOString(), lastError: null })
  return { status: 'published', documents: items.length }
}

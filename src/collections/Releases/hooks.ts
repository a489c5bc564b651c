/**
 * Hooks of the releases collection: an editor's save decides the status from `publishAt`, and a
 * save that schedules queues the job that will publish it (src/collections/Releases/task.ts).
 *
 * Saves by the server itself (src/collections/Releases/publish.ts, the cancel endpoint) carry
 * `context.releaseServer` and are left as they are.
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'

import type { Release } from '@/payload-types'
import { PUBLISH_RELEASE_TASK } from './task'

/** Statuses an editor's save leaves alone: the release is being or was published. */
const SETTLED = new Set(['publishing', 'published'])

/** The instant as Payload stores it (ISO), or null. */
const instant = (value: unknown): string | null =>
  typeof value === 'string' && value ? new Date(value).toISOString() : null

/**
 * An editor's save: a time in the future makes the release `scheduled`, no time `draft` (a
 * cancelled or failed release is re-armed that way). A time in the past is refused, with the
 * way to publish now.
 */
export const statusFromPublishAt: CollectionBeforeChangeHook<Release> = ({ data, originalDoc, req }) => {
  if (req.context.releaseServer) return data
  const previous = originalDoc?.status
  if (previous && SETTLED.has(previous)) return { ...data, status: previous }
  const at = instant(data.publishAt)
  if (at && at !== instant(originalDoc?.publishAt) && Date.parse(at) <= Date.now())
    throw new ValidationError({
      collection: 'releases',
      errors: [
        {
          path: 'publishAt',
          label: 'Publish at',
          message: 'Pick a time in the future, or leave it empty and use "Publish now".',
        },
      ],
    })
  return { ...data, status: at ? 'scheduled' : 'draft' }
}

/** Queues the publish job of a release just scheduled or moved, in the save's transaction. */
export const queueScheduledPublish: CollectionAfterChangeHook<Release> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (req.context.releaseServer || doc.status !== 'scheduled' || !doc.publishAt) return doc
  const at = instant(doc.publishAt)!
  if (previousDoc?.status === 'scheduled' && instant(previousDoc.publishAt) === at) return doc
  await req.payload.jobs.queue({
    task: PUBLISH_RELEASE_TASK,
    input: { release: doc.id, publishAt: at },
    waitUntil: new Date(at),
    req,
  })
  return doc
}

import 'server-only'

/**
 * The scheduled publishes and unpublishes of the next SCHEDULE_DAYS days, for the admin
 * dashboard (./ScheduledChanges.tsx). A schedule is a row of `payload-jobs` that Payload's
 * schedule drawer queues: `taskSlug` `schedulePublish`, `waitUntil` its time, `input`
 * `{ type: 'publish' | 'unpublish', doc: { relationTo, value } }` (payload/dist/versions/schedule/job.js);
 * the jobs cron runs it once due and deletes it (`deleteJobOnComplete`). Upcoming means what
 * Payload's own drawer lists: `waitUntil` after now. A job that failed stays, marked `hasError`,
 * and is left out. Titles are those of each document's latest draft, the version the publish
 * will make public. Scheduled releases (src/collections/Releases) are listed too, by their own
 * `publishAt`, as one `release` change each, and the starts and ends of published promotions
 * (src/collections/Promotions), when the prices they set change without an edit.
 */
import type { CollectionSlug, Payload } from 'payload'

import { singularLabel } from '@/collections/labels'

/** How far ahead the dashboard looks. */
export const SCHEDULE_DAYS = 14

/** Schedules listed at most (the soonest first). */
export const SCHEDULES_SHOWN = 50

/** One scheduled change of one document. */
export type ScheduledChange = {
  /** The schedule's job id, `release-{id}` for a release, `promotion-{start|end}-{id}` for a promotion. */
  jobId: number | string
  action: 'publish' | 'unpublish' | 'release' | 'promotion-start' | 'promotion-end'
  /** When it is due (ISO instant). */
  at: string
  collection: string
  /** The collection's singular label ("Case study"). */
  collectionLabel: string
  documentId: number | string
  /** The document's title, or `#{id}` when it has none (or was deleted). */
  title: string
  /** Its edit view in the admin. */
  editUrl: string
}

type ScheduleInput = { type?: string | null; doc?: { relationTo?: string; value?: unknown } | null }

const DAY_MS = 24 * 60 * 60 * 1000

/** Titles by id of `ids` in `slug`, read from their latest drafts. */
async function titlesOf(payload: Payload, slug: string, ids: Array<number | string>) {
  const config = payload.collections[slug as CollectionSlug]?.config
  const titleField = config?.admin.useAsTitle ?? 'id'
  const { docs } = await payload.find({
    collection: slug as CollectionSlug,
    where: { id: { in: ids } },
    draft: true,
    depth: 0,
    limit: ids.length,
    pagination: false,
    select: { [titleField]: true },
    overrideAccess: true,
  })
  const titles = new Map<string, string>()
  for (const doc of docs as unknown as Array<Record<string, unknown>>) {
    const title = doc[titleField]
    if (typeof title === 'string' && title.trim()) titles.set(String(doc.id), title)
  }
  return titles
}

/** The document schedules due after `now` and within SCHEDULE_DAYS, soonest first. */
export async function getScheduledChanges(
  payload: Payload,
  { now = new Date() }: { now?: Date } = {},
): Promise<ScheduledChange[]> {
  const until = new Date(now.getTime() + SCHEDULE_DAYS * DAY_MS)
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { waitUntil: { greater_than: now.toISOString() } },
        { waitUntil: { less_than_equal: until.toISOString() } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: 'waitUntil',
    limit: SCHEDULES_SHOWN,
    depth: 0,
    overrideAccess: true,
  })
  const scheduled = jobs.flatMap((job) => {
    const input = job.input as ScheduleInput | null
    const slug = input?.doc?.relationTo
    const id = input?.doc?.value
    // Globals have no schedules on this site; a job without a document is not listed.
    if (!slug || (typeof id !== 'number' && typeof id !== 'string') || !job.waitUntil) return []
    return [
      { job, slug, id, action: input?.type === 'unpublish' ? ('unpublish' as const) : ('publish' as const) },
    ]
  })
  const bySlug = new Map<string, Array<number | string>>()
  for (const s of scheduled) bySlug.set(s.slug, [...(bySlug.get(s.slug) ?? []), s.id])
  const titles = new Map<string, Map<string, string>>()
  await Promise.all(
    [...bySlug].map(async ([slug, ids]) => titles.set(slug, await titlesOf(payload, slug, ids))),
  )
  const documents = scheduled.map(({ job, slug, id, action }) => ({
    jobId: job.id,
    action,
    at: new Date(job.waitUntil!).toISOString(),
    collection: slug,
    collectionLabel: singularLabel(payload, slug),
    documentId: id,
    title: titles.get(slug)?.get(String(id)) ?? `#${id}`,
    editUrl: `/admin/collections/${slug}/${encodeURIComponent(String(id))}`,
  }))
  const [releases, promotions] = await Promise.all([
    getScheduledReleases(payload, now, until),
    getPromotionChanges(payload, now, until),
  ])
  return [...documents, ...releases, ...promotions]
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(0, SCHEDULES_SHOWN)
}

/** The releases scheduled after `now` and until `until`, as changes of the `release` kind. */
async function getScheduledReleases(payload: Payload, now: Date, until: Date): Promise<ScheduledChange[]> {
  const { docs } = await payload.find({
    collection: 'releases',
    where: {
      and: [
        { status: { equals: 'scheduled' } },
        { publishAt: { greater_than: now.toISOString() } },
        { publishAt: { less_than_equal: until.toISOString() } },
      ],
    },
    sort: 'publishAt',
    limit: SCHEDULES_SHOWN,
    depth: 0,
    select: { name: true, publishAt: true },
    overrideAccess: true,
  })
  return docs.map((release) => ({
    jobId: `release-${release.id}`,
    action: 'release' as const,
    at: new Date(release.publishAt!).toISOString(),
    collection: 'releases',
    collectionLabel: singularLabel(payload, 'releases'),
    documentId: release.id,
    title: release.name,
    editUrl: `/admin/collections/releases/${release.id}`,
  }))
}

/** The starts and ends of published promotions after `now` and until `until`, soonest first. */
async function getPromotionChanges(payload: Payload, now: Date, until: Date): Promise<ScheduledChange[]> {
  const within = (field: 'startsAt' | 'endsAt') => ({
    and: [
      { [field]: { greater_than: now.toISOString() } },
      { [field]: { less_than_equal: until.toISOString() } },
    ],
  })
  const { docs } = await payload.find({
    collection: 'promotions',
    where: { and: [{ _status: { equals: 'published' } }, { or: [within('startsAt'), within('endsAt')] }] },
    sort: 'startsAt',
    limit: SCHEDULES_SHOWN,
    depth: 0,
    select: { title: true, startsAt: true, endsAt: true },
    overrideAccess: true,
  })
  const inWindow = (at: string) => at > now.toISOString() && at <= until.toISOString()
  return docs.flatMap((promotion) =>
    (['start', 'end'] as const).flatMap((edge) => {
      const at = new Date(edge === 'start' ? promotion.startsAt : promotion.endsAt).toISOString()
      if (!inWindow(at)) return []
      return [
        {
          jobId: `promotion-${edge}-${promotion.id}`,
          action: `promotion-${edge}` as const,
          at,
          collection: 'promotions',
          collectionLabel: singularLabel(payload, 'promotions'),
          documentId: promotion.id,
          title: promotion.title,
          editUrl: `/admin/collections/promotions/${promotion.id}`,
        },
      ]
    }),
  )
}

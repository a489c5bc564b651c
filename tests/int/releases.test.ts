/**
 * Releases (src/releases, src/collections/Releases): a landing page, a banner and a package's
 * new price published together in one transaction, or nothing of them; the reason of a failure
 * on the release; a scheduled release run by the job runner when due, and a cancelled one left
 * alone; the dashboard's list; the REST endpoints' answers by role.
 *
 * Next's cache is modelled as the server runs it (tests/helpers/next-cache.ts); a release
 * published outside a request asks the stand-in of the server's `POST /api/internal/revalidate`
 * to expire the tags, and must ask it once, after the commit. Runs on SQLite (`npm run
 * test:int`) and PostgreSQL (`npm run test:int:pg`).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.PORT = '3872'
  process.env.NEXT_RUNTIME = 'nodejs'
})
vi.mock('next/cache', () => import('../helpers/next-cache').then((m) => m.nextCacheStandIn))

import { getScheduledChanges } from '@/dashboard/scheduled'
import { runNotifications } from '@/mail'
import type { Release } from '@/payload-types'
import { RELEASE_COLLECTIONS } from '@/collections/Releases/releasable'
import { publishRelease } from '@/collections/Releases/publish'
import { PUBLISH_RELEASE_TASK } from '@/collections/Releases/task'
import { getBanners, getPackage } from '@/server/data'
import { getPage } from '@/server/pages'

import { COLLECTION_DATA } from '../helpers/access-fixtures'
import { seededPayload } from '../helpers/payload'
import { restRoute, signedInToken } from '../helpers/rest'
import { startRevalidateStandin } from '../helpers/revalidate-standin'

const context = { disableRevalidate: true }
const HOUR = 60 * 60_000

let payload: Payload
let closeStandin: () => Promise<void>
let media: number
let editorToken: string
let expiries = 0
let counter = 0

/** A campaign's three changes, saved as drafts: a new page, a new banner, a lower price. */
type Campaign = { slug: string; page: number; banner: number; key: string; pkg: number }

async function draftCampaign(): Promise<Campaign> {
  counter += 1
  const slug = `spring-offer-${counter}`
  const key = `spring-pkg-${counter}`
  const page = await payload.create({
    collection: 'pages',
    data: { ...COLLECTION_DATA.pages(counter, media), slug, _status: 'draft' } as never,
    draft: true,
    context,
  })
  const banner = await payload.create({
    collection: 'banners',
    data: { ...COLLECTION_DATA.banners(counter, media), title: `Spring sale ${counter}`, _status: 'draft' },
    draft: true,
    context,
  })
  const pkg = await payload.create({
    collection: 'packages',
    data: { ...COLLECTION_DATA.packages(counter, media), key, price: 200, _status: 'published' } as never,
    context,
  })
  await payload.update({ collection: 'packages', id: pkg.id, data: { price: 150 }, draft: true, context })
  return { slug, page: page.id, banner: banner.id, key, pkg: pkg.id }
}

/** What a visitor sees of the campaign, through the data module's public reads. */
async function publicView(c: Campaign) {
  return {
    page: (await getPage(c.slug)) !== null,
    banner: (await getBanners()).some((b) => b.id === c.banner),
    price: (await getPackage(c.key))?.price,
  }
}
const BEFORE = { page: false, banner: false, price: 200 }
const AFTER = { page: true, banner: true, price: 150 }

type Item = Extract<
  NonNullable<Release['items']>[number]['document'],
  { relationTo: 'pages' | 'banners' | 'packages' }
>
const items = (c: Campaign): Item[] => [
  { relationTo: 'packages', value: c.pkg },
  { relationTo: 'pages', value: c.page },
  { relationTo: 'banners', value: c.banner },
]

const createRelease = (name: string, documents: Item[], publishAt?: Date) =>
  payload.create({
    collection: 'releases',
    data: {
      name,
      // Decided by the collection's hook from publishAt; the type asks for it.
      status: 'draft',
      items: documents.map((document) => ({ document, version: 'latest-draft' as const })),
      ...(publishAt ? { publishAt: publishAt.toISOString() } : {}),
    },
  })

const releaseOf = (id: number) => payload.findByID({ collection: 'releases', id, depth: 0 })

/** The queued publish job of release `id`, if any. */
async function jobOf(id: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: PUBLISH_RELEASE_TASK } },
    limit: 100,
    depth: 0,
  })
  return docs.find((job) => (job.input as { release?: number }).release === id)
}

/** Makes job `id` due now. */
const makeDue = (id: number | string) =>
  payload.update({
    collection: 'payload-jobs',
    id,
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
  })

/** Makes release `id`'s job due now and runs the queue as the jobs cron does. */
async function runJobNow(id: number): Promise<void> {
  const job = await jobOf(id)
  expect(job).toBeDefined()
  await makeDue(job!.id)
  await runNotifications(payload)
  expect(await jobOf(id)).toBeUndefined()
}

beforeAll(async () => {
  closeStandin = await startRevalidateStandin(() => (expiries += 1))
  payload = await seededPayload()
  media = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!.id
  editorToken = await signedInToken(payload, 'editor', 'release-editor@example.com')
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
  await closeStandin()
  delete process.env.NEXT_RUNTIME
})

describe('a release', () => {
  it('may name a document of every collection with drafts', () => {
    const drafted = payload.config.collections.filter((c) => c.versions?.drafts).map((c) => c.slug)
    expect([...RELEASE_COLLECTIONS].sort()).toEqual(drafted.sort())
  })

  it('publishes a page, a banner and a package price together: none before the commit, all after', async () => {
    const c = await draftCampaign()
    const release = await createRelease('Spring offer', items(c))
    expect(release.status).toBe('draft')
    expect(await publicView(c)).toEqual(BEFORE)

    // What a visitor reads after each document is saved inside the transaction.
    const during: Array<Awaited<ReturnType<typeof publicView>>> = []
    const update = payload.update.bind(payload)
    const spy = vi.spyOn(payload, 'update').mockImplementation((async (
      args: Parameters<typeof update>[0],
    ) => {
      const result = await update(args)
      if (args.req?.transactionID && args.collection !== 'releases') during.push(await publicView(c))
      return result
    }) as typeof payload.update)
    const before = expiries
    let outcome
    try {
      outcome = await publishRelease(payload, release.id)
    } finally {
      spy.mockRestore()
    }

    expect(outcome).toEqual({ status: 'published', documents: 3 })
    expect(during).toEqual([BEFORE, BEFORE, BEFORE])
    expect(await publicView(c)).toEqual(AFTER)
    const stored = await releaseOf(release.id)
    expect([stored.status, stored.lastError ?? null, Boolean(stored.publishedAt)]).toEqual([
      'published',
      null,
      true,
    ])
    // One expiry for the whole release, asked after the commit (the saves themselves ask none).
    await vi.waitFor(() => expect(expiries).toBe(before + 1))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(expiries).toBe(before + 1)
  })

  it('with one invalid document publishes nothing, and says which document and field', async () => {
    const c = await draftCampaign()
    // Drafts are saved without validation: the banner's draft lost its required title.
    await payload.update({ collection: 'banners', id: c.banner, data: { title: '' }, draft: true, context })
    const release = await createRelease('Broken offer', items(c))
    const before = expiries

    const outcome = await publishRelease(payload, release.id)

    expect(outcome.status).toBe('failed')
    const stored = await releaseOf(release.id)
    expect(stored.status).toBe('failed')
    expect(stored.lastError).toBe(
      `Nothing was published. Banner (#${c.banner}): Title: This field is required.`,
    )
    expect(await publicView(c)).toEqual(BEFORE)
    const statuses = await Promise.all([
      payload.findByID({ collection: 'pages', id: c.page, depth: 0 }),
      payload.findByID({ collection: 'packages', id: c.pkg, depth: 0 }),
    ])
    expect(statuses.map((d) => d._status)).toEqual(['draft', 'published'])
    expect(expiries).toBe(before)

    // Fixed and published again: all of it goes live.
    await payload.update({
      collection: 'banners',
      id: c.banner,
      data: { title: 'Fixed' },
      draft: true,
      context,
    })
    expect((await publishRelease(payload, release.id)).status).toBe('published')
    expect(await publicView(c)).toEqual(AFTER)
  })

  it('naming a deleted document publishes nothing, and names its row', async () => {
    const c = await draftCampaign()
    const release = await createRelease('Gone', items(c))
    await payload.delete({ collection: 'banners', id: c.banner, context })
    expect(await publishRelease(payload, release.id)).toEqual({
      status: 'failed',
      reason: 'Document 3: the document was deleted. Remove its row.',
    })
    expect((await publicView(c)).price).toBe(200)
  })

  it('that is published already is not published twice', async () => {
    const c = await draftCampaign()
    const release = await createRelease('Once', items(c))
    expect((await publishRelease(payload, release.id)).status).toBe('published')
    expect(await publishRelease(payload, release.id)).toEqual({
      status: 'skipped',
      reason: 'It is published.',
    })
  })

  it('asked twice at the same instant is published by one call only', async () => {
    const c = await draftCampaign()
    const release = await createRelease('Twice at once', items(c))
    const outcomes = await Promise.all([
      publishRelease(payload, release.id),
      publishRelease(payload, release.id),
    ])
    expect(outcomes.map((o) => o.status).sort()).toEqual(['published', 'skipped'])
    const stored = await payload.findByID({ collection: 'releases', id: release.id, depth: 0 })
    expect(stored.status).toBe('published')
    expect(await publicView(c)).toEqual(AFTER)
  })
})

describe('a scheduled release', () => {
  it('is published by the job runner when due, and listed on the dashboard until then', async () => {
    const c = await draftCampaign()
    const at = new Date(Date.now() + 3 * HOUR)
    const release = await createRelease('Scheduled offer', items(c), at)
    expect(release.status).toBe('scheduled')
    expect(new Date((await jobOf(release.id))!.waitUntil!).toISOString()).toBe(at.toISOString())

    const listed = (await getScheduledChanges(payload)).filter((s) => s.collection === 'releases')
    expect(listed.map((s) => [s.title, s.action, s.at, s.editUrl])).toEqual([
      ['Scheduled offer', 'release', at.toISOString(), `/admin/collections/releases/${release.id}`],
    ])

    await runNotifications(payload)
    expect(await publicView(c)).toEqual(BEFORE)
    await runJobNow(release.id)
    expect((await releaseOf(release.id)).status).toBe('published')
    expect(await publicView(c)).toEqual(AFTER)
  })

  it('cancelled before its time changes nothing when the time comes', async () => {
    const c = await draftCampaign()
    const release = await createRelease('Cancelled offer', items(c), new Date(Date.now() + HOUR))
    const cancel = await restRoute(`/api/releases/${release.id}/cancel`, {
      method: 'POST',
      token: editorToken,
    })
    expect([cancel.status, await cancel.json()]).toEqual([
      200,
      { status: 'cancelled', message: 'The release is cancelled.' },
    ])
    expect((await getScheduledChanges(payload)).some((s) => s.documentId === release.id)).toBe(false)

    await runJobNow(release.id)
    expect((await releaseOf(release.id)).status).toBe('cancelled')
    expect(await publicView(c)).toEqual(BEFORE)
  })

  it('moved to another time is published at the new time only', async () => {
    const c = await draftCampaign()
    const release = await createRelease('Moved offer', items(c), new Date(Date.now() + HOUR))
    const first = (await jobOf(release.id))!.id
    await payload.update({
      collection: 'releases',
      id: release.id,
      data: { publishAt: new Date(Date.now() + 2 * HOUR).toISOString() },
    })
    // The first job, once due, finds the release moved and does nothing.
    await makeDue(first)
    await runNotifications(payload)
    expect((await releaseOf(release.id)).status).toBe('scheduled')
    expect(await publicView(c)).toEqual(BEFORE)
    await runJobNow(release.id)
    expect(await publicView(c)).toEqual(AFTER)
  })
})

describe('the release endpoints and fields', () => {
  const post = (path: string, token?: string, body?: unknown) =>
    restRoute(path, { method: 'POST', token, body: body === undefined ? undefined : JSON.stringify(body) })

  it('publish now: editors only, with the reason on a failure', async () => {
    const c = await draftCampaign()
    const release = await createRelease('Now', items(c))
    expect((await post(`/api/releases/${release.id}/publish`)).status).toBe(401)
    expect((await post('/api/releases/987654/publish', editorToken)).status).toBe(404)
    expect((await post('/api/releases/abc/cancel', editorToken)).status).toBe(404)
    expect(await publicView(c)).toEqual(BEFORE)

    const published = await post(`/api/releases/${release.id}/publish`, editorToken)
    expect([published.status, await published.json()]).toEqual([
      200,
      { status: 'published', documents: 3, message: 'Published 3 documents.' },
    ])
    expect(await publicView(c)).toEqual(AFTER)
    const again = await post(`/api/releases/${release.id}/publish`, editorToken)
    expect(again.status).toBe(409)
    expect((await post(`/api/releases/${release.id}/cancel`, editorToken)).status).toBe(409)

    const empty = await createRelease('Empty', [])
    const failed = await post(`/api/releases/${empty.id}/publish`, editorToken)
    expect([failed.status, await failed.json()]).toEqual([
      422,
      { status: 'failed', message: 'The release names no documents.' },
    ])
  })

  it('status and the failure reason are the server’s: a REST write of them is ignored', async () => {
    const created = await post('/api/releases', editorToken, {
      name: 'Sneaky',
      status: 'published',
      lastError: 'x',
      publishedAt: new Date().toISOString(),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: Release }
    expect([doc.status, doc.lastError ?? null, doc.publishedAt ?? null]).toEqual(['draft', null, null])
  })

  it('refuses a row without a document', async () => {
    const response = await post('/api/releases', editorToken, { name: 'Empty row', items: [{}] })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('Pick a document, or remove the row.')
  })

  it('refuses a time in the past, naming "Publish now"', async () => {
    const response = await post('/api/releases', editorToken, {
      name: 'Too late',
      publishAt: new Date(Date.now() - HOUR).toISOString(),
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('Publish now')
  })
})

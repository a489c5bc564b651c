/**
 * Scheduled publish and unpublish of case studies, banners, services and packages: Payload's
 * `schedulePublish` jobs, queued as the admin's schedule drawer queues them (on behalf of an
 * editor) and run by the site's job runner (the jobs cron's pass). Before its time a job
 * changes nothing; once due it publishes or unpublishes, and the public read (the data module's
 * `get*`) changes with it, its cached copy dropped.
 *
 * Next's cache is modelled as the server runs it (tests/helpers/next-cache.ts): outside a live
 * request `revalidateTag` expires nothing, so the expiry must come through the stand-in for the
 * server's `POST /api/internal/revalidate` on 127.0.0.1:PORT, as in tests/int/content-outputs.test.ts.
 * The dashboard's list of what is scheduled (src/dashboard/scheduled.ts) is checked at the end.
 */
import type { Payload } from 'payload'
import { hasScheduledPublishEnabled } from 'payload/shared'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.PORT = '3861'
  process.env.NEXT_RUNTIME = 'nodejs'
})
vi.mock('next/cache', () => import('../helpers/next-cache').then((m) => m.nextCacheStandIn))

import { getScheduledChanges, SCHEDULE_DAYS } from '@/dashboard/scheduled'
import { ScheduledChanges } from '@/dashboard/ScheduledChanges'
import { runNotifications } from '@/mail'
import { getCaseStudies, getCaseStudy } from '@/server/case-studies'
import { getBanners, getPackage, getPackages, getServices } from '@/server/data'
import { handleCreateOrder } from '@/server/payments/handle'
import type { TaskSchedulePublish } from '@/payload-types'

import { COLLECTION_DATA } from '../helpers/access-fixtures'
import { cacheState as state } from '../helpers/next-cache'
import { seededPayload } from '../helpers/payload'
import { startRevalidateStandin } from '../helpers/revalidate-standin'
import { paymentDeps, postJson } from '../helpers/payments'
import { startPayPalStandin, type PayPalStandin } from '../helpers/paypal-standin'
import { titles } from '../helpers/search'

const context = { disableRevalidate: true }
const HOUR = 60 * 60_000

let payload: Payload
let closeStandin: () => Promise<void>
let standin: PayPalStandin
let media: number
let editor: number
let expiries = 0

type Scheduled = 'case-studies' | 'banners' | 'services' | 'packages'

/** A collection under test: a draft of its own, and whether the public read shows it. */
type Case = {
  collection: Scheduled
  /** A word only this case's document holds (distinct stems, for the search index). */
  word: string
  data: (word: string) => Record<string, unknown>
  shows: (id: number, word: string) => Promise<boolean>
  searched: boolean
}

const CASES: Case[] = [
  {
    collection: 'case-studies',
    word: 'Wombatcase',
    data: (word) => ({
      ...COLLECTION_DATA['case-studies'](0, media),
      title: `${word} relaunch`,
      slug: word.toLowerCase(),
    }),
    shows: async (id, word) =>
      (await getCaseStudy(word.toLowerCase()))?.id === id &&
      (await getCaseStudies()).some((c) => c.id === id),
    searched: true,
  },
  {
    collection: 'banners',
    word: 'Narwhalbanner',
    data: (word) => ({ ...COLLECTION_DATA.banners(0, media), title: `${word} sale` }),
    shows: async (id) => (await getBanners()).some((b) => b.id === id),
    searched: false,
  },
  {
    collection: 'services',
    word: 'Okapiservice',
    data: (word) => ({ ...COLLECTION_DATA.services(0, media), title: `${word} audits` }),
    shows: async (id) => (await getServices()).some((s) => s.id === id),
    searched: true,
  },
  {
    collection: 'packages',
    word: 'Quetzalpackage',
    data: (word) => ({
      ...COLLECTION_DATA.packages(0, media),
      key: word.toLowerCase(),
      name: `${word} plan`,
    }),
    shows: async (id, word) =>
      (await getPackage(word.toLowerCase()))?.id === id && (await getPackages()).some((p) => p.id === id),
    searched: false,
  },
]

/** Queues a schedule as the admin's drawer does: on behalf of the editor who set it. */
const schedule = (type: 'publish' | 'unpublish', collection: Scheduled, id: number, waitUntil: Date) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type,
      // As the drawer sends it: the id as a string (the job turns it back into the collection's id type).
      doc: { relationTo: collection, value: String(id) } as unknown as TaskSchedulePublish['input']['doc'],
      user: { relationTo: 'users', value: editor },
    },
    waitUntil,
  })

/** Runs the due jobs as the jobs cron does, then waits for the server's expiry to be asked. */
async function runDueJobs(): Promise<void> {
  state.expired.clear()
  const before = expiries
  await runNotifications(payload)
  await vi.waitFor(() => expect(expiries).toBeGreaterThan(before))
}

const statusOf = async (collection: Scheduled, id: number) =>
  (await payload.findByID({ collection, id, depth: 0 }))._status

/** Whether the public read shows the document, and the read's own tag was expired. */
async function publicRead(c: Case, id: number): Promise<{ shows: boolean; expired: boolean }> {
  state.reading.clear()
  const shows = await c.shows(id, c.word)
  return { shows, expired: state.reading.has(c.collection) && state.expired.has(c.collection) }
}

beforeAll(async () => {
  closeStandin = await startRevalidateStandin(() => (expiries += 1))
  standin = await startPayPalStandin()
  payload = await seededPayload()
  media = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!.id
  editor = (
    await payload.create({
      collection: 'users',
      data: { email: 'scheduler@example.com', password: 'a-long-password-123', role: 'editor' },
      context,
    })
  ).id
}, 300_000)

afterAll(async () => {
  await standin?.close()
  await payload?.destroy()
  await closeStandin()
  delete process.env.NEXT_RUNTIME
})

describe.each(CASES)('a scheduled $collection', (c) => {
  let id: number

  beforeAll(async () => {
    const created = await payload.create({
      collection: c.collection,
      data: { ...c.data(c.word), _status: 'draft' } as never,
      draft: true,
      context,
    })
    id = created.id
  })

  it("offers scheduling in its edit view (the Publish menu's Schedule)", () => {
    expect(hasScheduledPublishEnabled(payload.collections[c.collection].config)).toBe(true)
  })

  it('is not published before its time', async () => {
    const job = await schedule('publish', c.collection, id, new Date(Date.now() + HOUR))
    await runNotifications(payload)
    expect(await statusOf(c.collection, id)).toBe('draft')
    expect((await publicRead(c, id)).shows).toBe(false)
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it('is published once due, and the public read shows it', async () => {
    await schedule('publish', c.collection, id, new Date(Date.now() - 1000))
    await runDueJobs()
    expect(await statusOf(c.collection, id)).toBe('published')
    expect(await publicRead(c, id)).toEqual({ shows: true, expired: true })
    expect((await titles(c.word)).length).toBe(c.searched ? 1 : 0)
  })

  it('is unpublished once due, and the public read no longer shows it', async () => {
    await schedule('unpublish', c.collection, id, new Date(Date.now() - 1000))
    await runDueJobs()
    expect(await statusOf(c.collection, id)).toBe('draft')
    expect(await publicRead(c, id)).toEqual({ shows: false, expired: true })
    expect(await titles(c.word)).toEqual([])
  })
})

describe('a scheduled price change', () => {
  /** The amount the PayPal stand-in is asked to charge for `key`. */
  async function charged(key: string): Promise<string> {
    const response = await handleCreateOrder(
      postJson('/api/payments/orders', { packageId: key }),
      paymentDeps(payload, standin).deps,
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const body = standin.orders.get(id)!.body as unknown as {
      purchase_units: Array<{ amount: { value: string } }>
    }
    return body.purchase_units[0]!.amount.value
  }

  it('reaches /package, /payment/{key} and the amount charged when due, not before', async () => {
    const key = 'scheduled-price'
    const pkg = await payload.create({
      collection: 'packages',
      data: {
        ...COLLECTION_DATA.packages(0, media),
        key,
        name: 'Scheduled price',
        price: 200,
        _status: 'published',
      } as never,
      context,
    })
    await payload.update({ collection: 'packages', id: pkg.id, data: { price: 150 }, draft: true, context })
    const job = await schedule('publish', 'packages', pkg.id, new Date(Date.now() + HOUR))
    await runNotifications(payload)
    expect((await getPackage(key))?.price).toBe(200)
    expect(await charged(key)).toBe('200.00')
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })

    await schedule('publish', 'packages', pkg.id, new Date(Date.now() - 1000))
    await runDueJobs()
    state.reading.clear()
    // /payment/{key} reads getPackage, /package getPackages.
    expect((await getPackage(key))?.price).toBe(150)
    expect((await getPackages()).find((p) => p.key === key)?.price).toBe(150)
    expect(state.expired.has('packages') && state.reading.has('packages')).toBe(true)
    expect(await charged(key)).toBe('150.00')
  })
})

describe("the dashboard's list of what is scheduled", () => {
  /** The first document of `collection`, with its title (a package's is its name). */
  const first = async (collection: Scheduled) => {
    const doc = (await payload.find({ collection, limit: 1, depth: 0, draft: true, sort: 'id' })).docs[0]!
    return { id: doc.id, title: 'name' in doc ? doc.name : doc.title }
  }

  it(`lists the schedules of the next ${SCHEDULE_DAYS} days, soonest first, with their edit links`, async () => {
    const NOW = new Date(Date.now() + 30 * 24 * HOUR)
    const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR)
    const [study, banner, pkg, service] = await Promise.all([
      first('case-studies'),
      first('banners'),
      first('packages'),
      first('services'),
    ])
    await schedule('unpublish', 'banners', banner.id, at(50))
    await schedule('publish', 'case-studies', study.id, at(2))
    await schedule('publish', 'packages', pkg.id, at(SCHEDULE_DAYS * 24 - 1))
    await schedule('publish', 'services', service.id, at(SCHEDULE_DAYS * 24 + 1))
    await schedule('publish', 'services', service.id, at(-1))

    const listed = await getScheduledChanges(payload, { now: NOW })
    expect(listed.map((s) => [s.title, s.collectionLabel, s.action, s.at, s.editUrl])).toEqual([
      [
        study.title,
        'Case study',
        'publish',
        at(2).toISOString(),
        `/admin/collections/case-studies/${study.id}`,
      ],
      [banner.title, 'Banner', 'unpublish', at(50).toISOString(), `/admin/collections/banners/${banner.id}`],
      [
        pkg.title,
        'Package',
        'publish',
        at(SCHEDULE_DAYS * 24 - 1).toISOString(),
        `/admin/collections/packages/${pkg.id}`,
      ],
    ])
  })

  it('renders a table of them, times in the site time zone', async () => {
    const service = await first('services')
    const when = new Date(Date.now() + 3 * HOUR)
    await schedule('unpublish', 'services', service.id, when)
    const html = renderToStaticMarkup(await ScheduledChanges({ payload, timeZone: 'Pacific/Auckland' }))
    for (const header of ['Document', 'Collection', 'Change', 'When'])
      expect(html).toContain(`<th scope="col">${header}</th>`)
    expect(html).toContain(
      `<th scope="row"><a href="/admin/collections/services/${service.id}">${service.title.replaceAll('&', '&amp;')}</a></th><td>Service</td><td>Unpublish</td>`,
    )
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Pacific/Auckland',
      hour: 'numeric',
      minute: '2-digit',
    }).format(when)
    expect(html).toMatch(new RegExp(`<time dateTime="${when.toISOString()}">[^<]*${local}</time>`))
    expect(html).toContain('Pacific/Auckland time zone')
  })
})

/**
 * Promotions the checkout honours, through Payload's local API and the payment handler with the
 * PayPal stand-in: the amount PayPal is sent is the stored price less the promotion that applies
 * on the server at the time of the request (src/server/promotions.ts), never what the request
 * claims; orders record the promotion; the collection's validation; the price tables' markup;
 * and the jobs that expire the cached prices at a promotion's start and end
 * (src/collections/Promotions/expire-prices.ts), asking the server's revalidate endpoint as every
 * change from outside a request does (a stand-in listens on 127.0.0.1:PORT, as in
 * tests/int/revalidate-jobs.test.ts).
 */
import { createServer, type Server } from 'node:http'

import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.PORT = '3871'
  process.env.NEXT_RUNTIME = 'nodejs'
})
vi.mock('next/cache', () => import('../helpers/next-cache').then((m) => m.nextCacheStandIn))

import { PriceTable } from '@/blocks/PriceTable/PriceTable'
import { ATTRIBUTION_COOKIE } from '@/contracts/http'
import { getEnv } from '@/env'
import { encodeAttribution, nextAttribution } from '@/lib/attribution'
import { AMOUNT_MESSAGE, ENDS_AT_MESSAGE, PERCENT_MESSAGE } from '@/lib/promotions'
import { getScheduledChanges, SCHEDULE_DAYS } from '@/dashboard/scheduled'
import { runNotifications } from '@/mail'
import type { Package, Page, Promotion } from '@/payload-types'
import { handleCreateOrder } from '@/server/payments/handle'

import { paymentDeps, postJson, startPaymentsHarness } from '../helpers/payments'
import type { PayPalStandin } from '../helpers/paypal-standin'

const HOUR = 3_600_000
const context = { disableRevalidate: true }

let payload: Payload
let standin: PayPalStandin
let server: Server
const revalidations: string[] = []
let webStandard: Package
let offerPage: Page

beforeAll(async () => {
  server = createServer((req, res) => {
    revalidations.push(`${req.method} ${req.url}`)
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":[]}')
  })
  // A port in use fails the suite at once (EADDRINUSE) rather than at the hook's timeout.
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(getEnv().PORT, '127.0.0.1', resolve),
  )
})
startPaymentsHarness((started) => ({ payload, standin } = started))
beforeAll(async () => {
  const find = async <T>(collection: 'packages' | 'pages', field: string, value: string) =>
    (await payload.find({ collection, where: { [field]: { equals: value } }, limit: 1 })).docs[0] as T
  webStandard = await find<Package>('packages', 'key', 'web-standard')
  offerPage = await find<Page>('pages', 'slug', 'web-design-offer')
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  delete process.env.NEXT_RUNTIME
})

/** A published promotion; by default 20% off web-standard through /web-design-offer, running for an hour. */
async function promote(data: Partial<Promotion> = {}): Promise<Promotion> {
  const now = Date.now()
  return payload.create({
    collection: 'promotions',
    data: {
      title: 'Web design offer',
      kind: 'percent',
      value: 20,
      packages: [webStandard.id],
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
      landingPage: offerPage.id,
      _status: 'published',
      ...data,
    },
    context,
  })
}

const remove = (promotion: Promotion) =>
  payload.delete({ collection: 'promotions', id: promotion.id, context })

/** Creates an order through the endpoint; the amount PayPal was sent and the stored order. */
async function order(body: Record<string, unknown>, cookies = '') {
  const response = await handleCreateOrder(
    postJson('/api/payments/orders', body, { cookies }),
    paymentDeps(payload, standin).deps,
  )
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  const sent = standin.orders.get(id)!.body.purchase_units[0]!.amount as { value: string }
  const stored = (await payload.find({ collection: 'orders', where: { paypalOrderId: { equals: id } } }))
    .docs[0]!
  return { sent: sent.value, stored }
}

describe('the amount sent to PayPal', () => {
  let promotion: Promotion
  beforeEach(async () => {
    promotion = await promote()
    return () => remove(promotion)
  })

  it('is the promoted price through the landing page, and the order records the promotion', async () => {
    const { sent, stored } = await order({ packageId: 'web-standard', via: 'web-design-offer' })
    expect(sent).toBe('479.20')
    expect(stored).toMatchObject({
      amount: 479.2,
      promotionId: promotion.id,
      promotionTitle: 'Web design offer',
      amountOff: 119.8,
    })
  })

  it('is the stored price without the landing page, or through one that does not show the package', async () => {
    const other = await payload.create({
      collection: 'pages',
      data: {
        title: 'No prices here',
        slug: 'no-prices-here',
        layout: [{ blockType: 'hero', heading: 'Hello' }],
        _status: 'published',
      },
      context,
    })
    for (const via of [undefined, 'no-prices-here', 'not-a-page', '../web-design-offer', 42]) {
      const { sent, stored } = await order({ packageId: 'web-standard', via })
      expect(sent).toBe('599.00')
      expect(stored).toMatchObject({ amount: 599, promotionId: null, promotionTitle: null, amountOff: null })
    }
    await payload.delete({ collection: 'pages', id: other.id, context })
  })

  it('is decided by the server, whatever amount the request claims', async () => {
    const claims = { amount: '1.00', price: 1, value: '0.01', promotion: promotion.id }
    expect((await order({ packageId: 'web-standard', ...claims })).sent).toBe('599.00')
    expect((await order({ packageId: 'web-standard', via: 'web-design-offer', ...claims })).sent).toBe(
      '479.20',
    )
  })

  it('is the stored price once the promotion has ended, and before it starts', async () => {
    const soon = Date.now() + 1500
    await payload.update({
      collection: 'promotions',
      id: promotion.id,
      data: { startsAt: new Date(soon - HOUR).toISOString(), endsAt: new Date(soon).toISOString() },
      context,
    })
    expect((await order({ packageId: 'web-standard', via: 'web-design-offer' })).sent).toBe('479.20')
    await new Promise((resolve) => setTimeout(resolve, soon - Date.now() + 50))
    expect((await order({ packageId: 'web-standard', via: 'web-design-offer' })).sent).toBe('599.00')
    const later = await promote({
      startsAt: new Date(Date.now() + HOUR).toISOString(),
      endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    })
    expect((await order({ packageId: 'web-standard', via: 'web-design-offer' })).sent).toBe('599.00')
    await remove(later)
  })

  it('ignores an unpublished promotion', async () => {
    await payload.update({ collection: 'promotions', id: promotion.id, data: { _status: 'draft' }, context })
    expect((await order({ packageId: 'web-standard', via: 'web-design-offer' })).sent).toBe('599.00')
  })

  it('takes the lowest price when several apply, including a campaign promotion for its cookie', async () => {
    const campaign = await promote({
      title: 'Spring',
      kind: 'amount',
      value: 150,
      landingPage: null,
      campaign: 'spring',
    })
    const cookie = nextAttribution(
      null,
      { source: 'news', medium: 'email', campaign: 'spring' },
      '/',
      Date.now(),
    )!
    const cookies = `${ATTRIBUTION_COOKIE}=${encodeAttribution(cookie)}`
    expect((await order({ packageId: 'web-standard', via: 'web-design-offer' }, cookies)).sent).toBe('449.00')
    expect((await order({ packageId: 'web-standard' }, cookies)).sent).toBe('449.00')
    expect((await order({ packageId: 'web-standard' })).sent).toBe('599.00')
    await remove(campaign)
  })

  it('keeps the title and amount off on the order when the promotion is deleted', async () => {
    const { stored } = await order({ packageId: 'web-standard', via: 'web-design-offer' })
    await remove(promotion)
    const kept = await payload.findByID({ collection: 'orders', id: stored.id, depth: 0 })
    expect(kept).toMatchObject({ amount: 479.2, promotionTitle: 'Web design offer', amountOff: 119.8 })
    promotion = await promote()
  })
})

describe('the price table', () => {
  it('shows the stored price struck through and the promoted one on its landing page only', async () => {
    const promotion = await promote()
    const block = { blockType: 'priceTable' as const, heading: 'Packages', category: 'website' as const }
    const render = async (page: Page) =>
      renderToStaticMarkup(await PriceTable({ block, place: { index: 0, page, isPageHeading: false } }))
    const onOffer = await render(offerPage)
    expect(onOffer).toContain('<span class="visually-hidden">Was $599, now $479.20</span>')
    expect(onOffer).toMatch(/<del[^>]*>\$599<\/del><ins[^>]*>\$479\.20<\/ins>/)
    expect(onOffer).toContain('href="/payment/web-standard?via=web-design-offer"')
    expect(onOffer).toContain('aria-label="Buy ULTRA STANDARD for $479.20"')
    const elsewhere = await render({ ...offerPage, id: offerPage.id + 1000, slug: 'elsewhere' })
    expect(elsewhere).not.toContain('<del')
    expect(elsewhere).toContain('aria-label="Buy ULTRA STANDARD for $599"')
    await remove(promotion)
  })
})

describe('the promotion fields', () => {
  const invalid = async (data: Partial<Promotion>) => {
    const error = await promote(data).then(
      () => null,
      (e: { data?: { errors?: Array<{ path: string; message: string }> } }) => e.data?.errors,
    )
    return error
  }

  it.each([
    [{ kind: 'percent' as const, value: 0 }, 'value', PERCENT_MESSAGE],
    [{ kind: 'percent' as const, value: 101 }, 'value', PERCENT_MESSAGE],
    [{ kind: 'amount' as const, value: 0 }, 'value', AMOUNT_MESSAGE],
    [{ kind: 'amount' as const, value: 10.005 }, 'value', AMOUNT_MESSAGE],
    [{ endsAt: '2020-01-01T00:00:00.000Z' }, 'endsAt', ENDS_AT_MESSAGE],
  ])('refuses %j with the field message', async (data, path, message) => {
    expect(await invalid(data)).toEqual([expect.objectContaining({ path, message })])
  })

  it('stores the campaign as the campaign cookie stores utm_campaign', async () => {
    const promotion = await promote({ campaign: '  spring\u0007 sale ' })
    expect(promotion.campaign).toBe('spring sale')
    await remove(promotion)
  })
})

describe('start and end without an edit', () => {
  it('queues a job for the start and the end still ahead, each expiring the prices when due', async () => {
    // Jobs of earlier tests' promotions that are due now run first, and their requests arrive.
    const due = await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'expirePrices' }, waitUntil: { less_than: new Date().toISOString() } },
      overrideAccess: true,
    })
    revalidations.length = 0
    await runNotifications(payload)
    await vi.waitFor(() => expect(revalidations).toHaveLength(due.totalDocs))
    revalidations.length = 0

    const soon = Date.now() + 1500
    const promotion = await promote({
      startsAt: new Date(soon).toISOString(),
      endsAt: new Date(soon + HOUR).toISOString(),
    })
    const jobsOf = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          // Ids of deleted promotions may be used again: their jobs (harmless extra expiries) are older.
          where: {
            taskSlug: { equals: 'expirePrices' },
            'input.promotionId': { equals: promotion.id },
            createdAt: { greater_than_equal: promotion.createdAt },
          },
          sort: 'waitUntil',
          overrideAccess: true,
        })
      ).docs.map((job) => job.waitUntil)
    expect(await jobsOf()).toEqual([promotion.startsAt, promotion.endsAt])
    // Before the start nothing runs.
    await runNotifications(payload)
    expect(await jobsOf()).toEqual([promotion.startsAt, promotion.endsAt])
    expect(revalidations).toEqual([])
    // Once the start is due, its job runs (and is deleted), asking the server to expire the prices.
    await new Promise((resolve) => setTimeout(resolve, soon - Date.now() + 50))
    await runNotifications(payload)
    expect(await jobsOf()).toEqual([promotion.endsAt])
    await vi.waitFor(() => expect(revalidations).toEqual(['POST /api/internal/revalidate']))
    await remove(promotion)
  })

  it('queues nothing for a draft or for times already past', async () => {
    const count = () =>
      payload.count({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'expirePrices' } },
        overrideAccess: true,
      })
    const before = (await count()).totalDocs
    const draft = await promote({
      _status: 'draft',
      startsAt: new Date(Date.now() + HOUR).toISOString(),
      endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    })
    const running = await promote()
    expect((await count()).totalDocs - before).toBe(1)
    await remove(draft)
    await remove(running)
  })
})

describe("the dashboard's scheduled changes", () => {
  it('list the starts and ends of published promotions within the days ahead, not of drafts', async () => {
    const now = Date.now()
    const at = (hours: number) => new Date(now + hours * HOUR).toISOString()
    const upcoming = await promote({ title: 'Upcoming offer', startsAt: at(24), endsAt: at(48) })
    const running = await promote({ title: 'Running offer', startsAt: at(-1), endsAt: at(2) })
    const later = await promote({
      title: 'Later offer',
      startsAt: at(25),
      endsAt: at(SCHEDULE_DAYS * 24 + 5),
    })
    const draft = await promote({ title: 'Draft offer', startsAt: at(3), endsAt: at(4), _status: 'draft' })
    try {
      const listed = (await getScheduledChanges(payload)).filter((c) => c.collection === 'promotions')
      expect(listed.map((c) => [c.title, c.action, c.at])).toEqual([
        ['Running offer', 'promotion-end', at(2)],
        ['Upcoming offer', 'promotion-start', at(24)],
        ['Later offer', 'promotion-start', at(25)],
        ['Upcoming offer', 'promotion-end', at(48)],
      ])
      expect(listed[0]!.editUrl).toBe(`/admin/collections/promotions/${running.id}`)
    } finally {
      for (const promotion of [upcoming, running, later, draft]) await remove(promotion)
    }
  })
})

/**
 * POST api/payments/orders: the server decides the amount from `packages`
 * and creates the PayPal order through the REST stand-in; the order records the buyer's
 * campaign cookie (src/lib/attribution.ts), checked as contact messages record it.
 */
import type { Payload } from 'payload'
import { beforeEach, describe, expect, it } from 'vitest'

import { ATTRIBUTION_COOKIE } from '@/contracts/http'
import { encodeAttribution, nextAttribution } from '@/lib/attribution'
import { handleCreateOrder } from '@/server/payments/handle'

import { paymentDeps, postJson, startPaymentsHarness } from '../helpers/payments'
import type { PayPalStandin } from '../helpers/paypal-standin'

/** Spec §9 "Payment amounts in USD by package id". */
const SPEC_AMOUNTS: Record<string, string> = {
  'web-standard': '599.00',
  'web-power': '1299.00',
  'web-premium': '2999.00',
  'e-commerce': '4999.00',
  'organic-standard': '399.00',
  'organic-power': '599.00',
  'organic-premium': '699.00',
  'ad-standard': '250.00',
  'ad-power': '350.00',
  'ad-premium': '750.00',
  'social-standard': '399.00',
  'social-power': '599.00',
  'social-premium': '699.00',
}

const SPRING = { source: 'newsletter', medium: 'email', campaign: 'spring' }

let payload: Payload
let standin: PayPalStandin
startPaymentsHarness((started) => ({ payload, standin } = started))
beforeEach(() => {
  standin.next.create.length = 0
})

const create = (
  body: unknown,
  options?: { xsrf?: boolean; cookies?: string },
  paypal: PayPalStandin | null = standin,
) => handleCreateOrder(postJson('/api/payments/orders', body, options), paymentDeps(payload, paypal).deps)

const ordersOf = async (packageKey: string) =>
  (
    await payload.find({
      collection: 'orders',
      where: { packageKey: { equals: packageKey } },
      sort: 'createdAt',
      pagination: false,
    })
  ).docs

describe('create order', () => {
  it.each(Object.entries(SPEC_AMOUNTS))('%s is charged %s USD as one digital item', async (key, amount) => {
    const response = await create({ packageId: key })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const sent = standin.orders.get(id)!.body as unknown as {
      intent: string
      purchase_units: Array<Record<string, unknown>>
    }
    const [order] = (await payload.find({ collection: 'orders', where: { paypalOrderId: { equals: id } } }))
      .docs
    const money = { currency_code: 'USD', value: amount }
    expect(sent.intent).toBe('CAPTURE')
    expect(sent.purchase_units).toHaveLength(1)
    expect(sent.purchase_units[0]).toMatchObject({
      custom_id: String(order!.id),
      amount: { ...money, breakdown: { item_total: money } },
      items: [{ name: key, quantity: '1', category: 'DIGITAL_GOODS', unit_amount: money }],
    })
    expect(order).toMatchObject({
      packageKey: key,
      amount: Number(amount),
      currency: 'USD',
      status: 'created',
      paypalOrderId: id,
    })
    expect(order!.requestId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('ignores any amount or currency sent by the browser', async () => {
    const response = await create({
      packageId: 'web-premium',
      amount: '1.00',
      value: '0.01',
      currency: 'EUR',
      currency_code: 'EUR',
    })
    const { id } = (await response.json()) as { id: string }
    expect(standin.orders.get(id)!.body.purchase_units[0]!.amount).toMatchObject({
      currency_code: 'USD',
      value: '2999.00',
    })
  })

  it("records the campaign of the buyer's cookie, checked; none without the cookie", async () => {
    const first = nextAttribution(null, { source: 'google', medium: 'cpc' }, '/services', Date.now())
    const arrival = { ...SPRING, gclid: 'Cj0KCQ_abc-1' }
    const cookie = nextAttribution(first, arrival, '/web-design-offer', Date.now())!
    // A forged cookie value: its control characters are removed as on the way in.
    const forged = { ...cookie, campaign: 'spring\u0007' }
    const cookies = `${ATTRIBUTION_COOKIE}=${encodeAttribution(forged)}`
    const tagged = await create({ packageId: 'ad-premium' }, { cookies })
    expect(tagged.status).toBe(201)
    const untagged = await create({ packageId: 'ad-premium' })
    expect(untagged.status).toBe(201)
    const [withCookie, withoutCookie] = (await ordersOf('ad-premium')).slice(-2)
    expect(withCookie!.attribution).toEqual({
      ...arrival,
      landingPage: '/web-design-offer',
      firstPage: '/services',
      fbclid: null,
    })
    expect(withoutCookie!.attribution).toEqual({
      campaign: null,
      source: null,
      medium: null,
      landingPage: null,
      firstPage: null,
      gclid: null,
      fbclid: null,
    })
  })

  it('answers 404 for an unknown package and stores nothing', async () => {
    const response = await create({ packageId: 'web-gold' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Unknown package.' })
    expect(await ordersOf('web-gold')).toHaveLength(0)
  })

  it.each(['web\u0000standard', 'WEB-STANDARD', '../web-standard'])(
    'answers 404 to the package id %j that cannot exist',
    async (packageId) => {
      const response = await create({ packageId })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: 'Unknown package.' })
    },
  )

  it('needs the XSRF header (419) and a packageId (400)', async () => {
    expect((await create({ packageId: 'web-standard' }, { xsrf: false })).status).toBe(419)
    expect((await create({})).status).toBe(400)
  })

  it('answers 503 when PayPal is not configured', async () => {
    const response = await create({ packageId: 'ad-power' }, {}, null)
    expect(response.status).toBe(503)
    expect(((await response.json()) as { message: string }).message).toMatch(/not available/)
  })

  it('answers 502 and keeps the order as failed when PayPal errs or times out', async () => {
    standin.next.create.push('500')
    expect((await create({ packageId: 'social-power' })).status).toBe(502)
    standin.next.create.push('timeout', 'timeout')
    expect((await create({ packageId: 'social-power' })).status).toBe(502)
    const orders = (await ordersOf('social-power')).slice(-2)
    expect(orders.map((o) => o.status)).toEqual(['failed', 'failed'])
    expect(orders.map((o) => o.paypalOrderId ?? null)).toEqual([null, null])
    expect(orders[1]!.events?.map((e) => e.type)).toEqual(['created', 'paypal-error'])
  })

  it('retries a timed-out create with the same PayPal-Request-Id: one PayPal order, not two', async () => {
    const before = standin.orders.size
    standin.next.create.push('timeout')
    const response = await create({ packageId: 'organic-premium' })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(standin.orders.size).toBe(before + 1)
    expect(standin.orders.has(id)).toBe(true)
  })
})

describe('PayPal access token', () => {
  it('drops a token PayPal invalidated early (401 invalid_token), gets a new one and creates the order', async () => {
    expect((await create({ packageId: 'web-standard' })).status).toBe(201)
    const before = { ...standin.calls }
    standin.invalidateTokens()
    const response = await create({ packageId: 'web-standard' })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect(standin.orders.has(id)).toBe(true)
    expect(standin.calls.unauthorized - before.unauthorized).toBe(1)
    expect(standin.calls.token - before.token).toBe(1)
    // The new token is kept: the next order needs no other.
    expect((await create({ packageId: 'web-standard' })).status).toBe(201)
    expect(standin.calls.token - before.token).toBe(1)
  })

  it('tries a new token once only: with rotated credentials the order fails with 502 at once', async () => {
    expect((await create({ packageId: 'web-power' })).status).toBe(201)
    const before = { ...standin.calls }
    standin.invalidateTokens()
    const { deps } = paymentDeps(payload, standin)
    const rotated = { ...deps, paypal: { ...deps.paypal!, clientSecret: 'a-secret-paypal-no-longer-knows' } }
    const response = await handleCreateOrder(
      postJson('/api/payments/orders', { packageId: 'web-power' }),
      rotated,
    )
    expect(response.status).toBe(502)
    expect(standin.calls.unauthorized - before.unauthorized).toBe(1)
    expect(standin.calls.token - before.token).toBe(1)
    expect(standin.calls.create - before.create).toBe(0)
    const [failed] = (await ordersOf('web-power')).slice(-1)
    expect(failed).toMatchObject({ status: 'failed' })
    expect(failed!.events?.at(-1)?.detail).toMatch(/PayPal token: HTTP 401 invalid_client/)
  })
})

/**
 * POST api/payments/orders is limited per client (src/server/payments/rate-limit.ts): each
 * call stores an order and calls PayPal, so ORDER_RATE_LIMIT calls per window, and at most
 * MAX_OPEN_ORDERS unpaid orders held at once; then 429 with Retry-After.
 */
import { describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.ORDER_RATE_LIMIT = '8'
})

import { handleCreateOrder } from '@/server/payments/handle'
import { MAX_OPEN_ORDERS } from '@/server/payments/rate-limit'

import { paymentDeps, postJson, startPaymentsHarness, type PaymentsHarness } from '../helpers/payments'

let world: PaymentsHarness
startPaymentsHarness((started) => (world = started))

/** Creates an order for `packageId` as the client at `ip`; returns the status. */
async function create(ip: string, packageId = 'web-standard'): Promise<Response> {
  const request = postJson('/api/payments/orders', { packageId })
  request.headers.set('x-forwarded-for', ip)
  return handleCreateOrder(request, paymentDeps(world.payload, world.standin).deps)
}

describe('order limits', () => {
  it('refuses a client holding MAX_OPEN_ORDERS unpaid orders, storing nothing and calling PayPal no more', async () => {
    for (let i = 0; i < MAX_OPEN_ORDERS; i++) expect((await create('192.0.2.10')).status).toBe(201)
    const orders = await world.payload.count({ collection: 'orders', overrideAccess: true })
    const calls = world.standin.calls.create
    const refused = await create('192.0.2.10')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/Too many payment attempts/) })
    expect(await world.payload.count({ collection: 'orders', overrideAccess: true })).toEqual(orders)
    expect(world.standin.calls.create).toBe(calls)
    expect((await create('192.0.2.11')).status).toBe(201)
  })

  it('answers 429 after ORDER_RATE_LIMIT calls from one client in the window', async () => {
    for (let i = 0; i < 8; i++) expect((await create('192.0.2.20', 'no-such-package')).status).toBe(404)
    expect((await create('192.0.2.20')).status).toBe(429)
    expect((await create('192.0.2.21')).status).toBe(201)
  })
})

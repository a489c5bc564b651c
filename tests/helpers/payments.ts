/**
 * Payment endpoint helpers for integration tests (issue 5): requests with a matching XSRF
 * cookie + header, and handler dependencies pointed at the PayPal stand-in.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import type { PaymentDeps } from '@/server/payments/handle'

import { collectingDefer } from './contact'
import { seededPayload } from './payload'
import { startPayPalStandin, STANDIN_CLIENT, type PayPalStandin } from './paypal-standin'

/** A JSON POST to `path` of the site; `xsrf: false` leaves the anti-forgery header out. */
export function postJson(path: string, body: unknown = {}, { xsrf = true } = {}): Request {
  const headers = new Headers({ 'content-type': 'application/json', cookie: 'XSRF-TOKEN=token-123' })
  if (xsrf) headers.set('x-xsrf-token', 'token-123')
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
}

/** Dependencies using `standin` (null: PayPal not configured), with a short timeout and collected after-response tasks. */
export function paymentDeps(
  payload: Payload,
  standin: PayPalStandin | null,
  mailRuns: { count: number } = { count: 0 },
) {
  const deferred = collectingDefer()
  const paypal = standin
    ? {
        apiBase: standin.url,
        clientId: STANDIN_CLIENT.id,
        clientSecret: STANDIN_CLIENT.secret,
        webhookId: STANDIN_CLIENT.webhookId,
        timeoutMs: 400,
      }
    : null
  const deps: PaymentDeps = {
    payload,
    paypal,
    defer: deferred.defer,
    runMail: async () => void mailRuns.count++,
  }
  return { deps, deferred }
}

/**
 * A seeded Payload and a PayPal stand-in for the test file: started before its tests and
 * stopped after them (read the fields inside tests, not at import time).
 */
export function paymentsWorld(): { payload: Payload; standin: PayPalStandin } {
  const world = {} as { payload: Payload; standin: PayPalStandin }
  beforeAll(async () => {
    world.payload = await seededPayload()
    world.standin = await startPayPalStandin()
  })
  afterAll(async () => {
    await world.standin.close()
    await world.payload.destroy()
  })
  return world
}

/**
 * The harness of the payments integration tests: a seeded Payload and the PayPal stand-in per
 * test file, requests with a matching XSRF cookie + header, and handler dependencies pointed
 * at the stand-in.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { handleCreateOrder, type PaymentDeps } from '@/server/payments/handle'

import { collectingDefer } from './contact'
import { seededPayload } from './payload'
import { startPayPalStandin, STANDIN_CLIENT, type PayPalStandin } from './paypal-standin'

export type PaymentsHarness = { payload: Payload; standin: PayPalStandin }

/**
 * Starts a seeded Payload and the PayPal stand-in before the file's tests and stops both after
 * them; `started` receives them once running (test files bind them to their own variables).
 */
export function startPaymentsHarness(started: (harness: PaymentsHarness) => void): void {
  let harness: PaymentsHarness | undefined
  beforeAll(async () => {
    harness = { payload: await seededPayload(), standin: await startPayPalStandin() }
    started(harness)
  })
  afterAll(async () => {
    await harness?.standin.close()
    await harness?.payload.destroy()
  })
}

/** Creates a PayPal order for `packageId` through the create endpoint; its PayPal order id. */
export async function createdOrderId(deps: PaymentDeps, packageId: string): Promise<string> {
  const response = await handleCreateOrder(postJson('/api/payments/orders', { packageId }), deps)
  return ((await response.json()) as { id: string }).id
}

/** The stored order of PayPal order `paypalOrderId`. */
export const storedOrder = async (payload: Payload, paypalOrderId: string) =>
  (await payload.find({ collection: 'orders', where: { paypalOrderId: { equals: paypalOrderId } } })).docs[0]!

/**
 * A JSON POST to `path` of the site; `xsrf: false` leaves the anti-forgery header out, `cookies`
 * (`name=value; …`) ride beside the XSRF cookie.
 */
export function postJson(path: string, body: unknown = {}, { xsrf = true, cookies = '' } = {}): Request {
  const cookie = ['XSRF-TOKEN=token-123', cookies].filter(Boolean).join('; ')
  const headers = new Headers({ 'content-type': 'application/json', cookie })
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

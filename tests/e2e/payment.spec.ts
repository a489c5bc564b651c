/**
 * /payment/{id} with PayPal's button: the stand-in JS SDK (served through
 * PAYPAL_SDK_URL) calls the page's real createOrder / onApprove / onCancel / onError, which
 * call the real endpoints, which call the PayPal REST stand-in; the test then reads the
 * recorded order through the admin's REST API.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { PAYPAL_LOAD_TIMEOUT_MS } from '../../src/contracts/constants'
import { E2E_ADMIN } from './constants'
import { expect, test } from './fixtures'
import { WIDTHS } from './helpers'
import { PAYPAL_SDK_URL, PAYPAL_STANDIN_URL } from './paypal'

/** Queues what the stand-in answers next (see tests/helpers/paypal-standin.ts). */
async function next(request: APIRequestContext, outcomes: { create?: string[]; capture?: string[] }) {
  expect((await request.post(`${PAYPAL_STANDIN_URL}/__standin/next`, { data: outcomes })).ok()).toBe(true)
}

/** The order recorded for PayPal order `paypalOrderId`, read as the admin. */
async function recordedOrder(request: APIRequestContext, paypalOrderId: string) {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  const { token } = (await login.json()) as { token: string }
  const response = await request.get(`/api/orders?where[paypalOrderId][equals]=${paypalOrderId}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const { docs } = (await response.json()) as { docs: Array<Record<string, unknown>> }
  return docs[0]
}

const payButton = (page: Page) => page.getByRole('button', { name: 'PayPal', exact: true })
const paypalWindow = (page: Page) => page.getByRole('dialog', { name: 'PayPal stand-in checkout' })

async function openCheckout(page: Page) {
  await payButton(page).click()
  await expect(paypalWindow(page)).toBeVisible()
}

test('pays for a package from click to recorded order', async ({ page, request }) => {
  const sdkRequests: string[] = []
  page.on('request', (r) => r.url().startsWith(PAYPAL_SDK_URL) && sdkRequests.push(r.url()))
  await page.goto('/payment/web-power')
  await expect(page.getByText('ULTRA ECONOMICAL').first()).toBeVisible()
  await openCheckout(page)
  // The SDK script is loaded with the client id, currency USD and commit true.
  expect(new URL(sdkRequests[0]!).searchParams.get('client-id')).toBe('standin-client-id')
  expect(sdkRequests[0]).toContain('currency=USD')
  expect(sdkRequests[0]).toContain('commit=true')
  const paypalOrderId = await paypalWindow(page).getAttribute('data-paypal-standin-window')
  await paypalWindow(page).getByRole('button', { name: 'Approve payment' }).click()
  const success = page.getByRole('status').filter({ hasText: 'payment of 1299.00 USD is complete' })
  await expect(success).toBeVisible()
  await expect(success).toContainText(paypalOrderId!)
  expect(await recordedOrder(request, paypalOrderId!)).toMatchObject({
    packageKey: 'web-power',
    amount: 1299,
    currency: 'USD',
    status: 'completed',
    payerEmail: 'buyer@example.com',
  })
})

test('cancel shows a calm message and the button again', async ({ page }) => {
  await page.goto('/payment/ad-standard')
  await openCheckout(page)
  await paypalWindow(page).getByRole('button', { name: 'Cancel payment' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Payment cancelled: nothing was charged.' }),
  ).toBeVisible()
  await openCheckout(page)
  await paypalWindow(page).getByRole('button', { name: 'Approve payment' }).click()
  await expect(page.getByText('payment of 250.00 USD is complete')).toBeVisible()
})

test('an error says so clearly and "Try again" brings the button back', async ({ page, request }) => {
  await next(request, { create: ['500'] })
  await page.goto('/payment/organic-standard')
  await payButton(page).click()
  const alert = page.getByRole('alert').filter({ hasText: 'PayPal could not be reached' })
  await expect(alert).toBeVisible()
  await alert.getByRole('button', { name: 'Try again' }).click()
  await openCheckout(page)
  await paypalWindow(page).getByRole('button', { name: 'Approve payment' }).click()
  await expect(page.getByText('payment of 399.00 USD is complete')).toBeVisible()
})

test('a declined card reopens PayPal so the buyer can choose another way to pay', async ({
  page,
  request,
}) => {
  await next(request, { capture: ['INSTRUMENT_DECLINED'] })
  await page.goto('/payment/social-power')
  await openCheckout(page)
  await paypalWindow(page).getByRole('button', { name: 'Approve payment' }).click()
  // actions.restart(): the PayPal window opens again for the same order.
  await expect(paypalWindow(page)).toBeVisible()
  await paypalWindow(page).getByRole('button', { name: 'Approve payment' }).click()
  await expect(page.getByText('payment of 599.00 USD is complete')).toBeVisible()
})

test('says payment is unavailable, with the contact details, when PayPal cannot load', async ({ page }) => {
  await page.route(`${PAYPAL_SDK_URL}**`, (route) => route.fulfill({ status: 503, body: 'down' }))
  await page.goto('/payment/web-standard')
  const note = page.getByRole('status').filter({ hasText: 'Online payment is unavailable' })
  await expect(note).toBeVisible()
  await expect(note.getByRole('link').first()).toHaveAttribute('href', /^mailto:/)
  await expect(payButton(page)).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    test(`at ${width} px the server HTML offers e-mail, phone and the contact form, never 'Loading'`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/payment/web-standard')
      const note = page.getByRole('status').filter({ hasText: 'Online payment is unavailable' })
      await expect(note).toBeVisible()
      await expect(note.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/)
      await expect(note.locator('a[href^="tel:"]')).toBeVisible()
      const contact = note.getByRole('link', { name: 'send us a message' })
      await expect(contact).toHaveAttribute('href', '/contact?package=web-standard')
      await expect(page.getByText('Loading PayPal')).toHaveCount(0)
      await contact.click()
      await expect(page).toHaveURL(/\/contact\?package=web-standard$/)
    })
  }
})

test("'Loading' shows while PayPal's script loads, and gives way to the contact details after the time limit", async ({
  page,
}) => {
  test.setTimeout(PAYPAL_LOAD_TIMEOUT_MS + 30_000)
  // The SDK request never answers.
  await page.route(`${PAYPAL_SDK_URL}**`, () => {})
  await page.goto('/payment/web-standard')
  await expect(page.getByText('Loading PayPal...')).toBeVisible()
  const note = page.getByRole('status').filter({ hasText: 'Online payment is unavailable' })
  await expect(note).toHaveCount(0)
  await expect(note).toBeVisible({ timeout: PAYPAL_LOAD_TIMEOUT_MS + 5_000 })
  await expect(page.getByText('Loading PayPal...')).toHaveCount(0)
  await expect(note.getByRole('link', { name: 'send us a message' })).toHaveAttribute(
    'href',
    '/contact?package=web-standard',
  )
})

test('loads the PayPal script on the payment page only', async ({ page }) => {
  const sdk: string[] = []
  page.on('request', (r) => r.url().startsWith(PAYPAL_SDK_URL) && sdk.push(r.url()))
  await page.goto('/package')
  await page.waitForLoadState('networkidle')
  expect(sdk).toEqual([])
  const response = await page.goto('/payment/no-such-package')
  expect(response?.status()).toBe(404)
  await page.waitForLoadState('networkidle')
  expect(sdk).toEqual([])
})

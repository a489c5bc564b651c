/**
 * A promotion the checkout honours, end to end: 20% off `web-standard` only through the
 * landing page /web-design-offer, created through the admin's REST API. The landing page shows
 * both prices, server-rendered; its Buy link leads to the payment page at the promoted price;
 * the PayPal stand-in receives the promoted amount; a request claiming another amount, or one
 * made after the end from a page still open, gets the price the server decides. Each test
 * deletes its promotion, so other specs see the demo prices.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminHeaders } from './helpers'
import { PAYPAL_STANDIN_URL } from './paypal'

test.describe.configure({ mode: 'serial' })

/** The id of the first document of `collection` whose `field` equals `value` (read as the admin). */
async function idOf(request: APIRequestContext, headers: Record<string, string>, path: string) {
  const response = await request.get(`/api/${path}&depth=0&limit=1`, { headers })
  return ((await response.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
}

/** Publishes 20% off web-standard through /web-design-offer until `endsAt`; returns its deletion. */
async function promote(request: APIRequestContext, endsAt: Date): Promise<() => Promise<void>> {
  const headers = await adminHeaders(request)
  const pkg = await idOf(request, headers, 'packages?where[key][equals]=web-standard')
  const landingPage = await idOf(request, headers, 'pages?where[slug][equals]=web-design-offer')
  const created = await request.post('/api/promotions', {
    headers,
    data: {
      title: 'Web design offer',
      kind: 'percent',
      value: 20,
      packages: [pkg],
      landingPage,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: endsAt.toISOString(),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return async () => {
    expect((await request.delete(`/api/promotions/${doc.id}`, { headers })).status()).toBe(200)
  }
}

/** The amount the PayPal stand-in was sent for order `id`. */
async function amountSent(request: APIRequestContext, id: string): Promise<string> {
  const state = (await (await request.get(`${PAYPAL_STANDIN_URL}/__standin/state`)).json()) as {
    orders: Array<{ id: string; body: { purchase_units: Array<{ amount: { value: string } }> } }>
  }
  return state.orders.find((order) => order.id === id)!.body.purchase_units[0]!.amount.value
}

/** POST api/payments/orders from `page` (its XSRF cookie) with `body`; the PayPal order id. */
function createOrderFrom(page: Page, body: Record<string, unknown>): Promise<string> {
  return page.evaluate(async (sent) => {
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)![1]!)
    const response = await fetch('/api/payments/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
      body: JSON.stringify(sent),
    })
    return ((await response.json()) as { id: string }).id
  }, body)
}

const payButton = (page: Page) => page.getByRole('button', { name: 'PayPal', exact: true })
const paypalWindow = (page: Page) => page.getByRole('dialog', { name: 'PayPal stand-in checkout' })

async function pay(page: Page): Promise<string> {
  await payButton(page).click()
  await expect(paypalWindow(page)).toBeVisible()
  const id = (await paypalWindow(page).getAttribute('data-paypal-standin-window'))!
  await paypalWindow(page).getByRole('button', { name: 'Approve payment' }).click()
  return id
}

test('20% off web-standard through /web-design-offer: both prices shown, the promoted amount charged', async ({
  page,
  request,
}) => {
  const unpromote = await promote(request, new Date(Date.now() + 10 * 60_000))
  try {
    await page.goto('/web-design-offer')
    const card = page.getByRole('article', { name: 'ULTRA STANDARD' })
    await expect(card.locator('del')).toHaveText('$599')
    await expect(card.locator('ins')).toHaveText('$479.20')
    await expect(card.getByText('Was $599, now $479.20')).toBeAttached()
    const buy = card.getByRole('link', { name: 'Buy ULTRA STANDARD for $479.20' })
    await expect(buy).toHaveAttribute('href', '/payment/web-standard?via=web-design-offer')

    // Restricted to the landing page: /package keeps the stored price.
    await page.goto('/package')
    const onPackages = page.getByRole('article', { name: 'ULTRA STANDARD' })
    await expect(onPackages.getByText('$599', { exact: true })).toBeVisible()
    await expect(onPackages.locator('del')).toHaveCount(0)

    await page.goto('/web-design-offer')
    await page.getByRole('link', { name: 'Buy ULTRA STANDARD for $479.20' }).click()
    await expect(page).toHaveURL(/\/payment\/web-standard\?via=web-design-offer$/)
    await expect(page.getByText('for $479.20 (USD) instead of $599.')).toBeVisible()
    const id = await pay(page)
    await expect(page.getByText('payment of 479.20 USD is complete')).toBeVisible()
    expect(await amountSent(request, id)).toBe('479.20')

    // What a request claims is not a price: the server decides.
    const claims = { amount: '1.00', price: 1, value: '0.01' }
    const claimed = await createOrderFrom(page, {
      packageId: 'web-standard',
      via: 'web-design-offer',
      ...claims,
    })
    expect(await amountSent(request, claimed)).toBe('479.20')
    const direct = await createOrderFrom(page, { packageId: 'web-standard', ...claims })
    expect(await amountSent(request, direct)).toBe('599.00')
  } finally {
    await unpromote()
  }
})

test('after the end, a payment page still open is charged the full stored price', async ({
  page,
  request,
}) => {
  const endsAt = new Date(Date.now() + 8_000)
  const unpromote = await promote(request, endsAt)
  try {
    await page.goto('/payment/web-standard?via=web-design-offer')
    await expect(page.getByText('for $479.20 (USD) instead of $599.')).toBeVisible()
    await page.waitForTimeout(Math.max(0, endsAt.getTime() - Date.now() + 500))
    const id = await pay(page)
    await expect(page.getByText('payment of 599.00 USD is complete')).toBeVisible()
    expect(await amountSent(request, id)).toBe('599.00')
  } finally {
    await unpromote()
  }
})

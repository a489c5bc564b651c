/**
 * Traffic and conversions end to end, against the production server: a visitor arrives from a
 * newsletter link on /web-design-offer, sends its lead form and pays for a package through the
 * PayPal stand-in; `GET /api/analytics/summary` for today and the dashboard's "Traffic and
 * conversions" then show that campaign with 1 visitor, 1 lead, 1 paid order, its revenue and a
 * conversion rate of 1, while a bot and a prefetch of the same tagged link added nothing. The
 * period form works with JavaScript off and says so when a query is bad; the CSV link downloads
 * the period shown.
 *
 * Views are counted only for browsers isbot does not call bots (Playwright's HeadlessChrome is
 * one), so the visitor's browser sends a desktop Chrome User-Agent. Counts reach the database
 * at the server's next flush (ANALYTICS_FLUSH_MS, scripts/serve.ts): the test polls for them.
 * The campaign's name and the visitor's address are this run's own, so its row holds nothing
 * but this test's visits whatever ran before on the same database.
 */
import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'

import { E2E_CONTACT } from './constants'
import { expect, test } from './fixtures'
import { adminHeaders, signInToAdmin } from './helpers'

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const RUN = Date.now()
const CAMPAIGN = { source: 'newsletter', medium: 'email', campaign: `spring-${RUN.toString(36)}` }
const ARRIVAL = `/web-design-offer?${new URLSearchParams({
  utm_source: CAMPAIGN.source,
  utm_medium: CAMPAIGN.medium,
  utm_campaign: CAMPAIGN.campaign,
})}`
/** An address of this run's own for each client (TRUST_PROXY=1: X-Forwarded-For is the client). */
const address = (client: number) => `10.${client}.${Math.floor(RUN / 256) % 256}.${RUN % 256}`
/** ANALYTICS_FLUSH_MS is 10 s; a busy machine may need a few of them. */
const FLUSHED = { timeout: 45_000, intervals: [1000] }

test.use({ userAgent: DESKTOP_CHROME, extraHTTPHeaders: { 'x-forwarded-for': address(1) } })

/** Today in the site's time zone (Settings → Time zone), as YYYY-MM-DD. */
async function siteToday(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const settings = await request.get('/api/globals/settings?depth=0', { headers })
  const timeZone = ((await settings.json()) as { time_zone?: string }).time_zone || 'UTC'
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
}

/** This run's campaign in the summary of today, or undefined while it has none. */
async function campaignToday(request: APIRequestContext, headers: Record<string, string>) {
  const today = await siteToday(request, headers)
  const answer = await request.get(`/api/analytics/summary?from=${today}&to=${today}`, { headers })
  expect(answer.status()).toBe(200)
  const { campaigns } = (await answer.json()) as { campaigns: Array<Record<string, unknown>> }
  return campaigns.find((c) => c.campaign === CAMPAIGN.campaign && c.source === CAMPAIGN.source)
}

/** Signs the admin in to a browser context of its own (JavaScript on) and returns it. */
async function ownerContext(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; owner: Page }> {
  const context = await browser.newContext({ baseURL })
  const owner = await context.newPage()
  await signInToAdmin(owner)
  return { context, owner }
}

test('a newsletter arrival, its lead and its paid order show under its campaign; bots and prefetches add nothing', async ({
  page,
  browser,
  baseURL,
  playwright,
  request,
}) => {
  test.setTimeout(180_000)
  // Not views: a crawler, and a browser prefetching the page (document and router prefetch).
  const bot = await playwright.request.newContext({
    baseURL,
    userAgent: GOOGLEBOT,
    extraHTTPHeaders: { 'x-forwarded-for': address(2) },
  })
  expect((await bot.get(ARRIVAL)).status()).toBe(200)
  const prefetcher = await playwright.request.newContext({
    baseURL,
    userAgent: DESKTOP_CHROME,
    extraHTTPHeaders: { 'x-forwarded-for': address(3), 'sec-purpose': 'prefetch' },
  })
  expect((await prefetcher.get(ARRIVAL)).status()).toBe(200)
  const routerPrefetch = await prefetcher.get('/web-design-offer', {
    headers: { rsc: '1', 'next-router-prefetch': '1' },
  })
  expect(routerPrefetch.status()).toBe(200)
  await Promise.all([bot.dispose(), prefetcher.dispose()])

  // The visitor: arrival, lead, paid order.
  await page.goto(ARRIVAL)
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/web-design-offer')
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) })
  await form.getByLabel('Name', { exact: true }).fill('Newsletter Reader')
  await form.getByLabel('E-mail', { exact: true }).fill('reader@example.com')
  await form.getByLabel('Phone number', { exact: true }).fill('+1 555 010 0400')
  await form.getByLabel('Message', { exact: true }).fill('Your newsletter convinced me.')
  await page.waitForTimeout(E2E_CONTACT.minFillMs + 200) // a person takes longer than the spam threshold
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Thank you for your message. We will get back to you soon.',
  )
  await page.getByRole('link', { name: /^Buy ULTRA STANDARD for \$599\b/ }).click()
  await expect(page).toHaveURL(/\/payment\/web-standard\?via=web-design-offer$/)
  await page.getByRole('button', { name: 'PayPal', exact: true }).click()
  const paypal = page.getByRole('dialog', { name: 'PayPal stand-in checkout' })
  await paypal.getByRole('button', { name: 'Approve payment' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'payment of 599.00 USD is complete' }),
  ).toBeVisible()

  // The summary of today, once the server has flushed its counts.
  const headers = await adminHeaders(request)
  await expect
    .poll(() => campaignToday(request, headers), FLUSHED)
    .toMatchObject({ visitors: 1, leads: 1, orders: 1, revenueCents: 59_900, conversionRate: 1 })
  expect(await campaignToday(request, headers)).toMatchObject({
    ...CAMPAIGN,
    revenue: [{ currency: 'USD', cents: 59_900 }],
    previous: { visitors: 0, leads: 0, orders: 0, revenueCents: 0, conversionRate: null },
  })

  // The owner's dashboard, for the last 7 days.
  const { context, owner } = await ownerContext(browser, baseURL!)
  await owner.goto('/admin?traffic=7')
  const traffic = owner.getByRole('region', { name: 'Traffic and conversions' })
  await expect(traffic.getByLabel('Period', { exact: true })).toHaveValue('7')
  const row = traffic
    .getByTestId('traffic-campaigns')
    .getByRole('row', { name: new RegExp(`^${CAMPAIGN.campaign}\\b`) })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('rowheader')).toHaveText(`${CAMPAIGN.campaign} newsletter / email`)
  await expect(row.getByRole('cell')).toHaveText([
    '1 (was 0)',
    '1 (was 0)',
    '1 (was 0)',
    '$599.00 (was $0.00)',
    '100% (was n/a)',
  ])
  await expect(traffic.getByRole('img', { name: /visitors and \d+ page views over 7 days/ })).toBeVisible()
  await traffic.getByText('Visitors and page views per day as a table').click()
  await expect(traffic.getByTestId('traffic-days').locator('tbody tr')).toHaveCount(7)
  await traffic.screenshot({ path: test.info().outputPath('traffic-admin.png') })
  const { violations } = await new AxeBuilder({ page: owner })
    .include('section[aria-labelledby="traffic-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  await context.close()
})

test.describe('without JavaScript', () => {
  test('the period form chooses the days, a bad query falls back with a message, the CSV downloads them', async ({
    browser,
    baseURL,
  }) => {
    const { context: signedIn } = await ownerContext(browser, baseURL!)
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await signedIn.storageState(),
    })
    await signedIn.close()
    const owner = await context.newPage()
    await owner.goto('/admin?traffic=14')
    const traffic = owner.getByRole('region', { name: 'Traffic and conversions' })
    await expect(traffic.getByTestId('traffic-problem')).toHaveText(
      'The period must be the last 7, 30 or 90 days or a custom range: showing the last 30 days instead.',
    )
    await expect(traffic.getByLabel('Period', { exact: true })).toHaveValue('30')
    await expect(traffic.getByTestId('traffic-days').locator('tbody tr')).toHaveCount(30)

    await traffic.getByLabel('Period', { exact: true }).selectOption('7')
    await traffic.getByRole('button', { name: 'Show' }).click()
    await expect(owner).toHaveURL(/\/admin\?traffic=7&/)
    await expect(traffic.getByTestId('traffic-problem')).toHaveCount(0)
    await expect(traffic.getByTestId('traffic-days').locator('tbody tr')).toHaveCount(7)
    await expect(traffic.getByTestId('traffic-totals')).toContainText('vs previous 7 days')

    await traffic.getByLabel('Period', { exact: true }).selectOption('custom')
    await traffic.getByLabel('From', { exact: true }).fill('2026-01-30')
    await traffic.getByLabel('To', { exact: true }).fill('2026-02-02')
    await traffic.getByRole('button', { name: 'Show' }).click()
    await expect(traffic.getByTestId('traffic-days').locator('tbody th')).toHaveText([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ])
    const csv = traffic.getByRole('link', { name: 'Download CSV (2026-01-30 to 2026-02-02)' })
    // A click, as the owner downloads it: the browser's same-origin request carries the session.
    const [download] = await Promise.all([owner.waitForEvent('download'), csv.click()])
    expect(download.suggestedFilename()).toBe('traffic-2026-01-30-to-2026-02-02.csv')
    const lines = readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toMatch(/^\uFEFFsection,date,/)
    expect(lines[0]).toContain('revenue_USD')
    expect(lines.filter((l) => l.startsWith('day,'))).toHaveLength(4)
    await context.close()
  })
})

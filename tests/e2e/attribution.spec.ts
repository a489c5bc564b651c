/**
 * Leads traced to their campaign, against the production server: a visitor with JavaScript off
 * arrives from a tagged link, sends the contact form, and the owner's dashboard shows the lead
 * under its campaign and landing page, linking to the inbox filtered by it; the campaign cookie
 * rides only on the no-store 303 of the arrival, never on a cacheable answer; the privacy
 * policy says what is kept.
 */
import AxeBuilder from '@axe-core/playwright'
import type { APIResponse, Page } from '@playwright/test'

import { E2E_ADMIN, E2E_CONTACT } from './constants'
import { expect, test } from './fixtures'

const COOKIE = 'lead_source'

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a lead from ?utm_campaign=spring shows on the dashboard under spring and its landing page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const arrival = await page.goto('/contact?utm_campaign=spring&utm_source=google')
    // The 303 was followed: the visitor reads the page at its clean address.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact')
    const redirect = await arrival!.request().redirectedFrom()!.response()
    expect(redirect!.status()).toBe(303)
    expect(redirect!.headers()['cache-control']).toBe('no-store')
    const cookie = (await page.context().cookies()).find((c) => c.name === COOKIE)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    const days = (cookie!.expires - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)

    const subject = `Spring campaign lead ${Date.now()}`
    await page.getByLabel('Name', { exact: true }).fill('Spring Visitor')
    await page.getByLabel('E-mail', { exact: true }).fill('spring@example.com')
    await page.getByLabel('Subject', { exact: true }).fill(subject)
    await page.getByLabel('Phone number', { exact: true }).fill('+1 555 010 0300')
    await page.getByLabel('Message', { exact: true }).fill('We saw your ad.')
    await page.waitForTimeout(E2E_CONTACT.minFillMs + 200) // a person takes longer than the spam threshold
    const send = page.getByRole('button', { name: 'Send Message' })
    await send.click()
    await expect(page.locator('form').filter({ has: send }).getByRole('status')).toHaveText(
      'Thank you for your message. We will get back to you soon.',
    )

    // The owner, in a browser of their own (with JavaScript: the admin needs it).
    const ownerContext = await browser.newContext({ baseURL, javaScriptEnabled: true })
    const owner = await ownerContext.newPage()
    await signIn(owner)
    const dashboard = owner.getByRole('region', { name: 'At a glance' })
    await expect(dashboard.getByRole('heading', { name: 'Leads by campaign' })).toBeVisible()
    await expect(
      dashboard.getByRole('img', { name: /leads this month across the \d+ campaigns shown/ }),
    ).toBeVisible()
    const spring = dashboard.getByTestId('leads-by-campaign').getByRole('row', { name: /^spring\b/ })
    await expect(spring).toHaveCount(1)
    expect(Number(await spring.locator('td').first().textContent())).toBeGreaterThanOrEqual(1)
    const landing = dashboard.getByTestId('leads-by-landingPage').getByRole('row', { name: /^\/contact\b/ })
    expect(Number(await landing.locator('td').first().textContent())).toBeGreaterThanOrEqual(1)

    const { violations } = await new AxeBuilder({ page: owner })
      .include('section[aria-labelledby="dashboard-title"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

    // The campaign's row opens the inbox filtered by it, with the campaign as a column.
    await spring.getByRole('link', { name: 'spring' }).click()
    await expect(owner).toHaveURL(/contact-messages\?.*attribution\.campaign/)
    const rows = owner.locator('table tbody tr')
    await expect(rows.filter({ hasText: subject })).toHaveCount(1)
    await expect(owner.locator('table thead')).toContainText('Campaign')
    for (const text of await rows.allTextContents()) expect(text).toContain('spring')
    await rows.filter({ hasText: subject }).getByRole('link', { name: subject }).click()
    await expect(owner.locator('#field-attribution__landingPage')).toHaveValue('/contact')
    await expect(owner.locator('#field-attribution__source')).toHaveValue('google')
    await ownerContext.close()
  })
})

test('no cacheable answer carries the cookie: the same tagged URL twice, then the page without it', async ({
  request,
}) => {
  const answers: APIResponse[] = []
  for (const path of [
    '/about?utm_campaign=spring',
    '/about?utm_campaign=spring&gclid=abc',
    '/about',
    '/about',
  ]) {
    answers.push(await request.get(path, { maxRedirects: 0 }))
  }
  const [first, second, plain, again] = answers as [APIResponse, APIResponse, APIResponse, APIResponse]
  for (const tagged of [first, second]) {
    expect(tagged.status()).toBe(303)
    expect(tagged.headers().location).toBe('/about')
    expect(tagged.headers()['cache-control']).toBe('no-store')
    expect(tagged.headers()['set-cookie']).toMatch(
      /^lead_source=[\w-]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax/,
    )
    expect(tagged.headers()['x-page-cache']).toBeUndefined()
  }
  for (const page of [plain, again]) {
    expect(page.status()).toBe(200)
    expect(page.headers()['cache-control']).toMatch(/s-maxage|public/)
    expect(page.headers()['set-cookie']).toBeUndefined()
  }
  expect(again.headers()['x-page-cache']).toBe('HIT')
})

test('the privacy policy says which cookie is kept, with what, for how long and why', async ({ page }) => {
  await page.goto('/privacy-policy')
  const policy = page.locator('main')
  await expect(policy.getByRole('heading', { name: 'Cookies' })).toBeVisible()
  for (const words of [
    'lead_source',
    '30 days',
    'utm_campaign',
    'gclid',
    'page you landed on',
    'which of our campaigns',
  ])
    await expect(policy).toContainText(words)
})

/**
 * The agency owner's side in a real browser: the dashboard as admin (revenue shown) and as
 * editor (counts only, traffic and conversions included), axe on the dashboard, the inbox marking a message read and answered,
 * and redirects (the seeded ones from start-up, one made in the admin at the next request).
 */
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { E2E_ADMIN } from './constants'
import { expect, test } from './fixtures'
import { sendContactMessage } from './helpers'

const EDITOR = { email: 'dashboard-editor@example.com', password: 'e2e-editor-password-123' }

async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** The admin's API token (Authorization: JWT …). */
async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** Creates the editor once (a second run finds it). */
async function ensureEditor(request: APIRequestContext): Promise<void> {
  const token = await adminToken(request)
  const created = await request.post('/api/users', {
    data: { ...EDITOR, role: 'editor', name: 'Dashboard Editor' },
    headers: { Authorization: `JWT ${token}` },
  })
  expect([201, 400]).toContain(created.status())
}

test('the admin sees leads, orders and revenue at a glance; axe finds nothing', async ({ page }) => {
  const lead = {
    name: 'Chart Visitor',
    email: 'chart@example.com',
    subject: 'A new website',
    message: 'Hello',
  }
  expect((await sendContactMessage(page, lead, '10.2.0.17')).status()).toBe(200)
  await signIn(page, E2E_ADMIN)
  const dashboard = page.getByRole('region', { name: 'At a glance' })
  await expect(dashboard).toBeVisible()
  await expect(dashboard.getByTestId('new-leads')).toHaveAttribute('href', /contact-messages\?.*status/)
  await expect(dashboard.getByRole('heading', { name: 'Leads per week' })).toBeVisible()
  await expect(dashboard.getByRole('img', { name: /leads in the last 12 weeks/ })).toBeVisible()
  await dashboard.getByText('Leads per week as a table').click()
  const weeks = dashboard.getByRole('table', { name: /per week/ })
  await expect(weeks).toBeVisible()
  await expect(weeks.locator('tbody tr')).toHaveCount(12)
  await expect(dashboard.getByTestId('revenue')).toHaveCount(2)
  await expect(page.locator('.collections, .dashboard__group').first()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('dashboard-admin.png'), fullPage: true })

  const { violations } = await new AxeBuilder({ page })
    .include('section[aria-labelledby="dashboard-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})

test('an editor sees the counts but no revenue', async ({ page, request }) => {
  await ensureEditor(request)
  await signIn(page, EDITOR)
  const dashboard = page.getByRole('region', { name: 'At a glance' })
  await expect(dashboard.getByTestId('new-leads')).toBeVisible()
  await expect(dashboard.getByTestId('orders-this-month')).toBeVisible()
  await expect(dashboard.getByTestId('revenue')).toHaveCount(0)
  expect(await page.content()).not.toContain('data-testid="revenue"')
  // Traffic and conversions: counts, no amounts (no Revenue total or column).
  const traffic = page.getByRole('region', { name: 'Traffic and conversions' })
  await expect(traffic.getByRole('heading', { name: 'Paid orders' })).toBeVisible()
  await expect(traffic.getByRole('heading', { name: 'Revenue' })).toHaveCount(0)
  await expect(traffic.getByRole('columnheader', { name: 'Revenue' })).toHaveCount(0)
  expect(await traffic.innerHTML()).not.toMatch(/\$\d/)
})

test('opening a new message marks it read; the reply link marks it answered', async ({ page, request }) => {
  const subject = `Dashboard inbox ${Date.now()}`
  const sent = await sendContactMessage(
    page,
    { name: 'Reply Visitor', email: 'reply@example.com', subject, message: 'Hi\nthere' },
    '10.2.0.18',
  )
  expect(sent.status()).toBe(200)
  // API calls on their own cookie jar: the browser signs in through the form below.
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const found = await request.get(
    `/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}&depth=0`,
    { headers: auth },
  )
  const id = ((await found.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
  const status = async () =>
    (
      (await (await request.get(`/api/contact-messages/${id}?depth=0`, { headers: auth })).json()) as {
        status: string
      }
    ).status
  expect(await status()).toBe('new')

  await signIn(page, E2E_ADMIN)
  await page.goto(`/admin/collections/contact-messages/${id}`)
  await expect.poll(status).toBe('read')
  const reply = page.getByRole('link', { name: 'Reply by e-mail' })
  const href = (await reply.getAttribute('href')) ?? ''
  expect(href).toMatch(/^mailto:reply@example\.com\?subject=Re%3A%20Dashboard%20inbox/)
  expect(decodeURIComponent(href)).toContain('> Hi\r\n> there')
  // The mail program is outside the browser: only the click's status change is checked.
  await reply.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()))
  await reply.click()
  await expect.poll(status).toBe('answered')
})

test('seeded redirects apply from start-up; one made in the admin applies at the next request', async ({
  page,
}) => {
  const seeded = await page.request.get('/our-work', { maxRedirects: 0 })
  expect(seeded.status()).toBe(301)
  expect(seeded.headers().location).toBe('/ourworks')
  expect((await page.request.get('/home', { maxRedirects: 0 })).status()).toBe(200)

  const from = `/e2e-old-${Date.now()}`
  expect((await page.request.get(from, { maxRedirects: 0 })).status()).toBe(404)
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/collections/redirects/create')
  await page.locator('#field-from').fill(from)
  await page.locator('#field-to__url').fill('/package')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  const moved = await page.request.get(from, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe('/package')

  await page.goto('/admin/collections/redirects/create')
  await page.locator('#field-from').fill(`${from}-loop`)
  await page.locator('#field-to__url').fill(`${from}-loop`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/loop/).first()).toBeVisible()
})

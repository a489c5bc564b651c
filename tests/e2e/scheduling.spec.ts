/**
 * Scheduling in the admin, in a real browser: the admin schedules a case study's unpublish
 * through the *Schedule Publish* drawer of its edit view, and the dashboard lists it (the
 * document linked to its edit view, its collection, the change and the time) in the HTML the
 * server sends, so without JavaScript too; axe finds nothing in the list. The schedule is two
 * days ahead: it never runs during the suite.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { E2E_ADMIN } from './constants'
import { expect, test } from './fixtures'

// The drawer reads the time in the browser's zone; UTC makes the stored instant known.
test.use({ timezoneId: 'UTC' })

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test('a case study scheduled in the admin is listed on the dashboard', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/collections/case-studies')
  await page.locator('.cell-title a').first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/case-studies\/\d+$/)
  const editPath = new URL(page.url()).pathname
  const title = await page.locator('#field-title').inputValue()

  // Two days ahead, 10:00 UTC, as the drawer's date picker reads a typed date.
  const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)
  const typed = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day)
  const due = new Date(`${day.toISOString().slice(0, 10)}T10:00:00.000Z`)

  await page.locator('#action-save-popup .popup-button').click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByRole('heading', { name: /Schedule publish for/ })).toBeVisible()
  await drawer.getByText('Unpublish', { exact: true }).click()
  const time = drawer.locator('.schedule-publish__scheduler input').first()
  await time.fill(`${typed} 10:00 AM`)
  await time.press('Escape')
  await drawer.locator('#scheduled-publish-save').click()
  await expect(drawer.locator('.schedule-publish__upcoming').getByText('Unpublish')).toBeVisible()

  await page.goto('/admin')
  const list = page.getByTestId('scheduled-changes')
  await expect(list.getByRole('heading', { name: 'Scheduled in the next 14 days' })).toBeVisible()
  const row = list.getByRole('row').filter({ has: page.getByRole('link', { name: title }) })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', editPath)
  await expect(row.getByRole('cell')).toHaveText(['Case study', 'Unpublish', /10:00 AM/])
  await expect(row.locator('time')).toHaveAttribute('datetime', due.toISOString())

  // Server-rendered: the HTML of /admin already holds the row, before any script runs.
  const html = await (await page.request.get('/admin')).text()
  expect(html).toContain(`href="${editPath}"`)
  expect(html).toMatch(new RegExp(`datetime="${due.toISOString()}"`, 'i'))

  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="scheduled-changes"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})

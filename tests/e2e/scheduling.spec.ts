/**
 * Scheduling in the admin, in a real browser: the admin schedules a case study's unpublish
 * through the *Schedule Publish* drawer of its edit view, and the dashboard lists it (the
 * document linked to its edit view, its collection, the change and the time) in the HTML the
 * server sends, so without JavaScript too; axe finds nothing in the list. The schedule is two
 * days ahead: it never runs during the suite.
 */
import AxeBuilder from '@axe-core/playwright'

import { expect, test } from './fixtures'
import { signInToAdmin } from './helpers'

// The drawer reads the time in the browser's zone; UTC makes the stored instant known.
test.use({ timezoneId: 'UTC' })

test('a case study scheduled in the admin is listed on the dashboard', async ({ page, browser }) => {
  await signInToAdmin(page)
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
  const time = drawer.getByRole('textbox')
  await time.fill(`${typed} 10:00 AM`)
  // Closes the date picker's calendar (Escape would close the drawer).
  await drawer.getByRole('heading', { name: /Schedule publish for/ }).click()
  await expect(time).toHaveValue(`${typed} 10:00 AM`)
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

  // Server-rendered: with JavaScript off, the same session's /admin holds the row.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const bare = await noScript.newPage()
  await bare.goto(new URL('/admin', page.url()).href)
  const bareRow = bare.getByTestId('scheduled-changes').getByRole('row').filter({ hasText: title })
  await expect(bareRow.getByRole('link', { name: title })).toHaveAttribute('href', editPath)
  await expect(bareRow.locator('time')).toHaveAttribute('datetime', due.toISOString())
  await noScript.close()

  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="scheduled-changes"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})

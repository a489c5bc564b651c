/** Admin inbox of contact messages: newest first, status filter column, CSV export link. */
import { E2E_ADMIN } from './constants'
import { expect, test } from './fixtures'
import { sendContactMessage } from './helpers'

test('the admin lists contact messages and offers the CSV export', async ({ page }) => {
  const subject = `Inbox check ${Date.now()}`
  const sent = await sendContactMessage(
    page,
    { name: 'Inbox Visitor', email: 'inbox@example.com', subject, message: 'Hi' },
    '10.2.0.1',
  )
  expect(sent.status()).toBe(200)

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto('/admin/collections/contact-messages')
  const firstRow = page.locator('table tbody tr').first()
  await expect(firstRow).toContainText(subject) // newest first
  await expect(firstRow).toContainText('New')
  const exportLink = page.getByRole('link', { name: 'Export all messages as CSV' })
  await expect(exportLink).toHaveAttribute('href', '/api/contact-messages/export.csv')
  // As the browser's own download would be: same-origin (Payload's csrf check of the cookie).
  const csv = await page.request.get('/api/contact-messages/export.csv', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(await csv.text()).toContain(subject)

  await firstRow.getByRole('link', { name: subject }).click()
  await expect(page.locator('#field-message')).toHaveValue('Hi')
})

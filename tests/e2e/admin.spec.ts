/**
 * An edit saved in the admin shows on the public page at the next request,
 * although the page was in the server's page cache: the save must empty it.
 */
import { E2E_ADMIN } from './constants'
import { expect, test } from './fixtures'

test('an admin edit of a service title shows on /services', async ({ page }) => {
  await page.goto('/services')
  await expect(page.getByRole('heading', { name: 'Web Design & Development' })).toBeVisible()
  // Polled: a test running beside this one may empty the cache in between.
  await expect.poll(async () => (await page.request.get('/services')).headers()['x-page-cache']).toBe('HIT')

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto('/admin/collections/services')
  await page.getByRole('link', { name: 'Web Design & Development' }).first().click()
  const title = page.locator('#field-title')
  await expect(title).toHaveValue('Web Design & Development')
  const newTitle = `Websites Built To Sell ${Date.now()}`
  await title.fill(newTitle)
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()

  await page.goto('/services')
  await expect(page.getByRole('heading', { name: newTitle })).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: newTitle })).toBeVisible()
})

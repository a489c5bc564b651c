/**
 * The admin's Live Preview: beside the form, the page with the draft, refreshed
 * each time the editor saves a draft; visitors still see the published page.
 */
import { E2E_ADMIN } from './constants'
import { expect, test } from './fixtures'

test('Live Preview shows the saved draft beside the form, visitors do not', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto('/admin/globals/terms-condition')
  await page.locator('#live-preview-toggler').click()
  const frame = page.frameLocator('iframe')
  // Attached, not "visible": the preview frame may be laid out at a tiny size in a headless window.
  await expect(frame.getByText('Preview: unpublished drafts are shown.')).toBeAttached({ timeout: 20_000 })

  const title = `Terms draft ${Date.now()}`
  await page.locator('#field-title').fill(title)
  await page.locator('#action-save-draft').click()
  await expect(page.getByText(/draft saved successfully/i)).toBeVisible()
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 })

  const visitor = await browser.newContext({ baseURL })
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/terms-condition')
  await expect(visitorPage.getByRole('heading', { level: 1 })).not.toHaveText(title)
  await visitor.close()
})

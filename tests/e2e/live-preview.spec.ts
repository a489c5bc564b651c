/**
 * The admin's Live Preview: beside the form, the page with the draft, refreshed as the
 * editor types (drafts autosave) and each time the editor saves a draft; visitors still see
 * the published page.
 */
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { signInToAdmin, WIDTHS } from './helpers'

/** Opens the Live Preview pane unless the editor's saved preference already has it open. */
async function openLivePreview(page: Page): Promise<void> {
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible()
  const open = (await toggler.getAttribute('class'))?.includes('live-preview-toggler--active')
  if (!open) await toggler.click()
  await expect(toggler).toHaveClass(/live-preview-toggler--active/)
}

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`Live Preview follows typing before any manual save (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInToAdmin(page)
    await page.goto('/admin/globals/privacy-policy')
    await openLivePreview(page)
    const frame = page.frameLocator('iframe')
    await expect(frame.getByText('Preview: unpublished drafts are shown.')).toBeAttached({ timeout: 20_000 })

    const title = `Typed privacy ${width} ${Date.now()}`
    await page.locator('#field-title').fill('')
    await page.locator('#field-title').pressSequentially(title, { delay: 20 })
    // No click on "Save draft": the autosave alone refreshes the preview.
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 })
  })
}

test('Live Preview shows the saved draft beside the form, visitors do not', async ({
  page,
  browser,
  baseURL,
}) => {
  // Sign-in, the admin, its preview frame and a second browser context: several page loads.
  test.slow()
  await signInToAdmin(page)

  await page.goto('/admin/globals/terms-condition')
  await openLivePreview(page)
  const frame = page.frameLocator('iframe')
  // Attached, not "visible": the preview frame may be laid out at a tiny size in a headless window.
  await expect(frame.getByText('Preview: unpublished drafts are shown.')).toBeAttached({ timeout: 20_000 })

  const title = `Terms draft ${Date.now()}`
  // Saved by the autosave the typing starts (Save Draft is disabled again once it has run, so
  // it is not clicked: the click could wait for a button that stays disabled).
  const autosaved = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      r.url().includes('/api/globals/terms-condition') &&
      r.url().includes('autosave=true'),
  )
  await page.locator('#field-title').fill(title)
  expect((await autosaved).status()).toBe(200)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 })

  const visitor = await browser.newContext({ baseURL })
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/terms-condition')
  await expect(visitorPage.getByRole('heading', { level: 1 })).not.toHaveText(title)
  await visitor.close()
})

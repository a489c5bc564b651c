/**
 * Blocks and media are chosen by sight: the admin's block picker shows a sketch of each block
 * (its `imageURL`, loaded, with alt text), the media list shows each image's thumbnail, and so
 * does the picker of an upload field (a hero's image). A new landing page has live preview
 * before any manual save (drafts autosave: the document exists from the start).
 */
import type { Locator, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { signInToAdmin, WIDTHS } from './helpers'

/** Each image in `scope` has loaded (a broken image has no natural width). */
async function expectLoadedImages(scope: Locator, min: number): Promise<void> {
  const images = scope.locator('img')
  await expect(images.first()).toBeVisible()
  expect(await images.count()).toBeGreaterThanOrEqual(min)
  const widths = await images.evaluateAll((els) => els.map((el) => (el as HTMLImageElement).naturalWidth))
  expect(widths.every((w) => w > 0)).toBe(true)
}

async function openNewLandingPage(page: Page): Promise<void> {
  await page.goto('/admin/collections/pages/create')
  // The first autosave made the document: the address carries its id.
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
}

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`the block picker shows a picture of each block; upload pickers show thumbnails (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInToAdmin(page)
    await openNewLandingPage(page)
    await expect(page.locator('#live-preview-toggler')).toBeVisible()

    await page.getByRole('button', { name: 'Add Layout' }).click()
    const drawer = page.locator('.drawer__content').last()
    await expectLoadedImages(drawer, 10)
    const alts = await drawer
      .locator('img')
      .evaluateAll((els) => els.map((el) => el.getAttribute('alt') ?? ''))
    expect(new Set(alts).size).toBe(alts.length)
    expect(alts).toContain('Hero: heading, text and button beside an image')
    // The button holds the sketch and the label.
    await drawer
      .getByRole('button')
      .filter({ has: page.getByText('Hero', { exact: true }) })
      .click()

    await page.getByRole('button', { name: 'Choose from existing' }).first().click()
    const picker = page.locator('.drawer__content').last()
    await expectLoadedImages(picker.locator('.thumbnail'), 1)
  })
}

test('the media list shows a thumbnail of each image', async ({ page }) => {
  await signInToAdmin(page)
  await page.goto('/admin/collections/media')
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  const rowCount = await rows.count()
  await expectLoadedImages(page.locator('table tbody .thumbnail'), rowCount)
})

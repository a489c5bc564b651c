/**
 * Visual regression: every public route at 390, 800 and 1280 px, and the states a visitor
 * makes (the contact form empty, with an error, after success; the services grid with a card
 * open) at 390 and 1280 px, compared with the baseline PNGs committed beside this spec
 * (screenshots.spec.ts-snapshots/, made on this machine kind with Debian's Chromium). A
 * changed layout fails the test; `npx playwright test screenshots --update-snapshots` makes
 * new baselines after an intended change. Reduced motion keeps carousels still and counters
 * at their final values, so the pictures are stable.
 */
import type { Page } from '@playwright/test'

import { E2E_CONTACT } from './constants'
import { expect, test } from './fixtures'
import { PUBLIC_ROUTES, toggleNamed, WIDTHS } from './helpers'

/** Anti-aliasing noise between runs stays under this share of pixels; a moved block does not. */
const TOLERANCE = { maxDiffPixelRatio: 0.005, animations: 'disabled' } as const
/** How long a full-page picture may take to become stable (two equal captures in a row), ms. */
const FULL_PAGE_PAINT_MS = 15_000

// The form posts of this spec count against an address of their own (see visitor-defects.spec.ts).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.16' } })

/** Loads `path` still (reduced motion) with every image loaded and decoded. */
async function openStill(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  // Lazy images would load while the full-page screenshot scrolls: load them all first.
  await page.evaluate(async () => {
    const images = [...document.images]
    for (const img of images) img.loading = 'eager'
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)))
  })
  await page.waitForLoadState('networkidle')
}

for (const width of Object.values(WIDTHS)) {
  test(`every route at ${width} px looks as its baseline`, async ({ page }) => {
    // One full-page picture per route, one after the other: the time grows with the routes.
    test.setTimeout(PUBLIC_ROUTES.length * (10_000 + FULL_PAGE_PAINT_MS))
    await page.setViewportSize({ width, height: 900 })
    for (const route of PUBLIC_ROUTES) {
      await openStill(page, route.path)
      // A full page is painted anew for the picture; a loaded machine can take seconds to paint its images.
      await expect(page).toHaveScreenshot(`${route.name}-${width}.png`, {
        ...TOLERANCE,
        fullPage: true,
        timeout: FULL_PAGE_PAINT_MS,
      })
      // No horizontal overflow at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
  })
}

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the contact form, empty, with an error and after success', async ({ page }) => {
      await openStill(page, '/contact')
      const form = page.locator('form').filter({ has: page.getByLabel('Message', { exact: true }) })
      await expect(form).toHaveScreenshot(`contact-empty-${width}.png`, TOLERANCE)
      // The browser's e-mail check lets a domain without a dot through; the server's does not.
      const fill = async (email: string) => {
        const values = {
          Name: 'Ada Visitor',
          Subject: 'A quote',
          'Phone number': '+1 555 010 0200',
          Message: 'Hi.',
        }
        for (const [label, value] of Object.entries(values))
          await page.getByLabel(label, { exact: true }).fill(value)
        await page.getByLabel('E-mail', { exact: true }).fill(email)
        await page.waitForTimeout(E2E_CONTACT.minFillMs + 200)
        await page.getByRole('button', { name: 'Send Message' }).click()
      }
      await fill('ada@example')
      await expect(form.getByRole('alert')).toBeVisible()
      await expect(form).toHaveScreenshot(`contact-error-${width}.png`, TOLERANCE)
      await fill('ada@example.com')
      await expect(form.getByRole('status')).toBeVisible()
      await expect(form).toHaveScreenshot(`contact-success-${width}.png`, TOLERANCE)
    })

    test('the services grid with a card open', async ({ page }) => {
      await openStill(page, '/services')
      const cards = page.locator('main li').filter({ has: page.locator('summary') })
      await toggleNamed(cards.nth(1), /read more about /).click()
      await expect(page.locator('main details[open]')).toHaveCount(1)
      await expect(page.locator('main ul').first()).toHaveScreenshot(`services-open-${width}.png`, TOLERANCE)
    })
  })
}

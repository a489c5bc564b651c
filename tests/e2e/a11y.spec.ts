/**
 * Accessibility: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules finds no
 * violation on any public route at 390 and 1280 px, nor in the opened states (side menu,
 * Digital Marketing sub-list, an open service card); each page has exactly one h1.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { menuButton, PUBLIC_ROUTES, toggleNamed, WIDTHS } from './helpers'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const route of PUBLIC_ROUTES) {
      test(`${route.path}: no axe violations, one h1`, async ({ page }) => {
        // Reduced motion: the carousels hold still while axe reads the page.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto(route.path)
        await page.waitForLoadState('networkidle')
        await expect(page.locator('h1')).toHaveCount(1)
        await expectNoViolations(page)
      })
    }
  })
}

test('opened states have no axe violations either', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: WIDTHS.phone, height: 900 })
  await page.goto('/package')
  await menuButton(page).click()
  await expectNoViolations(page)
  await page.keyboard.press('Escape')
  await toggleNamed(page, 'Digital Marketing').click()
  await page.getByRole('tab', { name: 'PPC' }).click()
  await expectNoViolations(page)
  await page.goto('/services')
  await toggleNamed(page, /read more about /)
    .first()
    .click()
  await expectNoViolations(page)
  await page.goto('/')
  await toggleNamed(
    page.locator('[aria-label="Testimonials"] [aria-roledescription="slide"]:not([inert])'),
    'Read More',
  ).click()
  await expectNoViolations(page)
})

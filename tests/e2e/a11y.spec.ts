/**
 * Accessibility: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules finds no
 * violation on any public route at 390 and 1280 px, nor in the opened states (side menu,
 * Digital Marketing sub-list, an open service card); each page has exactly one h1. The same holds
 * for the server HTML before hydration: the pages with their scripts held back (axe runs as a
 * script of its own, so the page's JavaScript is blocked rather than switched off), closed and
 * opened through the server HTML's own controls.
 */
import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { TEXT } from '../../src/contracts/constants'
import { isOpen, menuButton, PUBLIC_ROUTES, toggleNamed, WIDTHS } from './helpers'

// Each test opens its own page and changes nothing: the `audit` project's two workers share them.
test.describe.configure({ mode: 'parallel' })

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

/**
 * Opens the first service's 'read more' on /services, then the first 'Read More' inside
 * `testimonial` (a selector) on /, with no axe violation after each.
 */
async function expectTextTogglesClean(page: Page, testimonial: string) {
  await page.goto('/services')
  await toggleNamed(page, /read more about /)
    .first()
    .click()
  await expectNoViolations(page)
  await page.goto('/')
  await toggleNamed(page.locator(testimonial), 'Read More').first().click()
  await expectNoViolations(page)
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
  // Five axe runs beside the other worker's: three times the single run's time limit.
  test.slow()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: WIDTHS.phone, height: 900 })
  await page.goto('/package')
  await menuButton(page).click()
  await expectNoViolations(page)
  await page.keyboard.press('Escape')
  await toggleNamed(page, 'Digital Marketing').click()
  await page.getByRole('tab', { name: 'PPC' }).click()
  await expectNoViolations(page)
  await expectTextTogglesClean(
    page,
    '[aria-label="Testimonials"] [aria-roledescription="slide"]:not([inert])',
  )
})

/**
 * A page of `context` that never hydrates: Next's chunk scripts are answered 404, so what axe
 * reads is the server HTML a visitor has before hydration (or without JavaScript). Not the
 * fixture's `page`, which waits for hydration after each navigation.
 */
async function serverHtmlPage(context: BrowserContext, width: number): Promise<Page> {
  const page = await context.newPage()
  await page.setViewportSize({ width, height: 900 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.route('**/_next/static/**/*.js', (route) => route.fulfill({ status: 404, body: '' }))
  return page
}

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test.describe(`server HTML before hydration at ${width} px`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`${route.path}: no axe violations, one h1`, async ({ context }) => {
        const page = await serverHtmlPage(context, width)
        await page.goto(route.path)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
        await expectNoViolations(page)
      })
    }
  })
}

test('opened states of the server HTML have no axe violations either', async ({ context }) => {
  // Five axe runs beside the other worker's: three times the single run's time limit.
  test.slow()
  const page = await serverHtmlPage(context, WIDTHS.phone)
  await page.goto('/package')
  await menuButton(page).click()
  expect(await isOpen(menuButton(page))).toBe(true)
  await expectNoViolations(page)
  await menuButton(page).click()
  await toggleNamed(page, TEXT.digitalMarketing).click()
  await page.getByRole('link', { name: 'PPC', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Digital Marketing: PPC' })).toBeVisible()
  await expectNoViolations(page)
  await page.goto('/ourworks')
  await page.locator('main a[href^="#work-"]').nth(1).click()
  await expectNoViolations(page)
  await expectTextTogglesClean(page, '[aria-label="Testimonials"]')
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
})

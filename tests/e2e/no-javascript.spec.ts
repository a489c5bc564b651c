/**
 * Every interactive part of the public pages works from the server HTML alone (JavaScript off), at
 * 390 and 1280 px: the side menu opens and each of its links is reachable; every package panel
 * and every Our Work category is reachable; every 'read more' text is readable; the carousels'
 * slides are reachable by their links; unknown paths get the 404 page.
 */
import type { Locator } from '@playwright/test'

import { TEXT } from '../../src/contracts/constants'
import { siteRoutePath } from '../../src/contracts/site-routes'
import { navigationSeed } from '../../src/seed/content/navigation'
import { expect, test } from './fixtures'
import { isOpen, menuButton, toggleNamed, WIDTHS } from './helpers'

test.use({ javaScriptEnabled: false })

/** The seeded header menu's items (each a page of the site): label and path. */
const MENU = navigationSeed(0).header.map((item) => ({
  label: item.label,
  href: siteRoutePath(item.link.route)!,
}))

/** The primary colour (globals.css `--color-primary`) as computed styles give it: the selected tab's background. */
const SELECTED_BACKGROUND = 'rgb(29, 78, 216)'

/** Only link `index` of `links` (tab links) has the selected tab's background (polled: it fades in). */
async function expectSelectedOnly(links: Locator, index: number): Promise<void> {
  const expected = Array.from({ length: await links.count() }, (_, i) => i === index)
  await expect
    .poll(() =>
      links.evaluateAll(
        (all, colour) => all.map((a) => getComputedStyle(a).backgroundColor === colour),
        SELECTED_BACKGROUND,
      ),
    )
    .toEqual(expected)
}

/** Only dot `index` of `dots` is drawn as the current one (its mark is wider and opaque). */
async function expectMarkedDot(dots: Locator, index: number): Promise<void> {
  const expected = Array.from({ length: await dots.count() }, (_, i) => i === index)
  await expect
    .poll(() => dots.evaluateAll((all) => all.map((a) => getComputedStyle(a, '::before').opacity === '1')))
    .toEqual(expected)
}

test.describe('the main menu without JavaScript', () => {
  test('at 390 px the menu button opens the side menu; every link in it navigates', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.phone, height: 900 })
    for (const item of MENU) {
      await page.goto('/contact')
      const link = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: item.label, exact: true })
      await expect(link).toBeHidden()
      await menuButton(page).click()
      expect(await isOpen(menuButton(page))).toBe(true)
      await expect(link).toBeInViewport()
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${item.href}$`))
    }
    // The overlay closes it again.
    await menuButton(page).click()
    await page.getByTestId('menu-overlay').click({ position: { x: 370, y: 600 } })
    expect(await isOpen(menuButton(page))).toBe(false)
  })

  test('at 1280 px every menu link is inline and navigates', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 })
    for (const item of MENU) {
      await page.goto('/contact')
      await expect(menuButton(page)).toBeHidden()
      const link = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: item.label, exact: true })
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${item.href}$`))
    }
  })
})

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('every package panel is reachable', async ({ page }) => {
      await page.goto('/package')
      await expect(page.getByRole('heading', { name: 'Website Packages' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'SEO', exact: true })).toBeHidden()
      await toggleNamed(page, TEXT.digitalMarketing).click()
      for (const [tab, heading] of [
        ['SEO', 'Digital Marketing: SEO'],
        ['PPC', 'Digital Marketing: PPC'],
        ['SMO', 'Digital Marketing: SMO'],
        ['Website', 'Website Packages'],
      ]) {
        await page.getByRole('link', { name: tab, exact: true }).click()
        await expect(page.getByRole('heading', { name: heading })).toBeVisible()
        await expect(
          page.getByRole('heading', { level: 2, name: /Packages|Digital Marketing:/ }),
        ).toHaveCount(1)
      }
    })

    test("the shown package panel's link is marked; a shared link to a Digital Marketing panel opens its list", async ({
      page,
    }) => {
      const links = page.locator('main a[href^="#package-panel-"]')
      await page.goto('/package')
      await expect(links).toHaveCount(4)
      await expectSelectedOnly(links, 0)
      await toggleNamed(page, TEXT.digitalMarketing).click()
      for (const [i, tab] of ['SEO', 'PPC', 'SMO', 'Website'].entries()) {
        await page.getByRole('link', { name: tab, exact: true }).click()
        await expectSelectedOnly(links, (i + 1) % 4)
      }
      for (const [i, key] of ['seo', 'ppc', 'smo'].entries()) {
        await page.goto(`/package#package-panel-${key}`)
        await expect(
          page.getByRole('heading', { name: `Digital Marketing: ${key.toUpperCase()}` }),
        ).toBeVisible()
        await expect(page.getByRole('link', { name: key.toUpperCase(), exact: true })).toBeVisible()
        await expectSelectedOnly(links, i + 1)
      }
    })

    test('every Our Work category is reachable, its link shown selected', async ({ page }) => {
      await page.goto('/ourworks')
      const links = page.locator('main a[href^="#work-"]')
      await expect(links).toHaveCount(9)
      await expect(
        page.getByRole('heading', { level: 2, name: await links.first().innerText() }),
      ).toBeVisible()
      await expectSelectedOnly(links, 0)
      for (let i = 8; i >= 0; i--) {
        const name = await links.nth(i).innerText()
        await links.nth(i).click()
        const heading = page.getByRole('heading', { level: 2, name, exact: true })
        await expect(heading).toBeVisible()
        await expect(heading).toBeInViewport()
        await expectSelectedOnly(links, i)
      }
      // A shared link to a category opens with that category selected.
      await page.goto('/ourworks#work-e-commerce')
      await expectSelectedOnly(links, 5)
    })

    test("every 'read more' text is readable", async ({ page }) => {
      await page.goto('/services')
      const cards = page.locator('main li').filter({ has: page.locator('summary') })
      const count = await cards.count()
      expect(count).toBeGreaterThan(2)
      for (let i = 0; i < count; i++) {
        const toggle = toggleNamed(cards.nth(i), /read more about /)
        await toggle.click()
        await expect(cards.nth(i).locator('details > div')).toBeVisible()
        await expect(toggle).toHaveText(/^read less\s+about /, { useInnerText: true })
      }

      await page.goto('/')
      const quotes = page.locator('[aria-label="Testimonials"] [aria-roledescription="slide"]')
      const slides = await quotes.count()
      expect(slides).toBeGreaterThan(1)
      for (let i = 0; i < slides; i++) {
        await page
          .locator('[aria-label="Testimonials"]')
          .getByRole('link', { name: `Show slide ${i + 1} of ${slides}` })
          .click()
        const text = quotes.nth(i).locator('blockquote p')
        const closed = (await text.boundingBox())!.height
        await toggleNamed(quotes.nth(i), 'Read More').click()
        await expect(toggleNamed(quotes.nth(i), 'Read Less')).toBeVisible()
        expect((await text.boundingBox())!.height).toBeGreaterThan(closed)
      }
    })

    test('carousel slides are reachable by their arrow links', async ({ page }) => {
      await page.goto('/')
      const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Highlights"]')
      const slides = carousel.locator('[aria-roledescription="slide"]')
      const count = await slides.count()
      expect(count).toBeGreaterThan(1)
      for (let i = 1; i <= count; i++) {
        // The next link of the slide in view; the last one wraps around to the first.
        await slides
          .nth(i - 1)
          .getByRole('link', { name: 'Next slide' })
          .click()
        await expect(slides.nth(i % count)).toBeInViewport({ ratio: 0.9 })
      }
    })

    for (const label of ['Highlights', 'Testimonials']) {
      test(`${label}: slide links move the carousel, not the page, and the dot of the slide shown is marked`, async ({
        page,
      }) => {
        await page.goto('/')
        const carousel = page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`)
        const slides = carousel.locator('[aria-roledescription="slide"]')
        const dots = carousel.getByRole('link', { name: /^Show slide / })
        const count = await slides.count()
        expect(count).toBeGreaterThan(1)
        await carousel.scrollIntoViewIfNeeded()
        // Where the visitor left the page: the carousel a little below the top (the banner is at the top).
        await page.evaluate(() => window.scrollBy(0, window.scrollY > 0 ? 120 : 0))
        const scrollY = await page.evaluate(() => window.scrollY)
        await expectMarkedDot(dots, 0)
        const moves: Array<[string, number]> = [
          ['Next slide', 1],
          ['Previous slide', 0],
          ...Array.from({ length: count }, (_, i): [string, number] => [
            `Show slide ${count - i} of ${count}`,
            count - 1 - i,
          ]),
        ]
        let shown = 0
        for (const [name, index] of moves) {
          const link = name.startsWith('Show slide')
            ? dots.nth(index)
            : slides.nth(shown).getByRole('link', { name })
          await link.click()
          await expect(slides.nth(index)).toBeInViewport({ ratio: 0.9 })
          expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
          await expectMarkedDot(dots, index)
          shown = index
        }
        // A swipe (the list scrolled sideways) marks its slide's dot too.
        await carousel.getByRole('group', { name: `${label}: slides` }).evaluate((list) => {
          list.scrollTo({ left: list.clientWidth, behavior: 'instant' })
        })
        await expectMarkedDot(dots, 1)
      })
    }

    // The last six: unknown documents of pages that render on demand ("unknown documents",
    // src/server/unknown-document.ts), whose own notFound() would answer an empty shell.
    for (const path of [
      '/nonexistent',
      '/payment',
      '/payment/unknown',
      '/services/page/99',
      '/a/b/c',
      '/blog/no-such-post',
      '/blog/page/99',
      '/blog/category/no-such-category',
      '/blog/category/seo/page/99',
      '/case-studies/no-such-study',
      '/no-such-landing-page',
    ]) {
      test(`${path} answers 404 with the 404 page in its HTML`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expect(page).toHaveTitle('Page not found | Pixelcraft Digital')
        await expect(page.getByRole('heading', { level: 1, name: TEXT.notFoundHeading })).toBeVisible()
        await expect(page.getByText(TEXT.notFoundText)).toBeVisible()
        await page.getByRole('link', { name: TEXT.goHome }).click()
        await expect(page).toHaveURL(/\/home$/)
      })
    }
  })
}

test('/services/page/1 redirects permanently to /services', async ({ request }) => {
  const response = await request.get('/services/page/1', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/services')
})

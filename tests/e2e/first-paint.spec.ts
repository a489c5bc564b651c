/**
 * A tap at first paint is never lost: under 4x CPU slowdown each control is clicked as soon as
 * it is visible, without waiting for hydration, and the click has its effect; the state it
 * made survives hydration. The controls work from the server HTML (disclosures and in-page
 * links), so whether React has started yet does not matter.
 */
import type { BrowserContext, Page } from '@playwright/test'

import { TEXT } from '../../src/contracts/constants'
import { expect, test } from './fixtures'
import { isOpen, menuButton, toggleNamed, WIDTHS } from './helpers'

/** A page of `context` (no hydration wait, unlike the fixture's `page`) with the CPU 4x slower. */
async function slowPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

/** Opens `path` and returns as soon as the response starts: the clicks that follow race hydration. */
async function openEarly(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' })
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' })

test.describe('tap at first paint, 4x CPU slowdown', () => {
  test.use({ viewport: { width: WIDTHS.phone, height: 844 } })

  test('the menu button opens the side menu', async ({ context }) => {
    const page = await slowPage(context)
    await openEarly(page, '/about')
    await menuButton(page).click()
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' })
    await expect(link).toBeInViewport()
    await hydrated(page)
    expect(await isOpen(menuButton(page))).toBe(true)
    await expect(link).toBeInViewport()
  })

  test("'Digital Marketing' opens its sub-list and 'SEO' selects its panel", async ({ context }) => {
    const page = await slowPage(context)
    await openEarly(page, '/package')
    await toggleNamed(page, TEXT.digitalMarketing).click()
    await page.locator('a[href="#package-panel-seo"]').click()
    const heading = page.getByRole('heading', { name: 'Digital Marketing: SEO' })
    await expect(heading).toBeVisible()
    await hydrated(page)
    await expect(heading).toBeVisible()
    await expect(page.getByRole('tab', { name: 'SEO' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { name: 'Website Packages' })).toBeHidden()
  })

  test('an Our Work category shows its panel', async ({ context }) => {
    const page = await slowPage(context)
    await openEarly(page, '/ourworks')
    const link = page.locator('main a[href^="#work-"]').nth(5)
    await link.click()
    const name = await link.innerText()
    const heading = page.getByRole('heading', { level: 2, name, exact: true })
    await expect(heading).toBeVisible()
    await hydrated(page)
    await expect(heading).toBeVisible()
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
  })

  test("a service's 'read more' shows its description", async ({ context }) => {
    const page = await slowPage(context)
    await openEarly(page, '/services')
    const card = page
      .locator('main li')
      .filter({ has: page.locator('summary') })
      .first()
    await toggleNamed(card, /read more about /).click()
    await expect(card.locator('details > div')).toBeVisible()
    await hydrated(page)
    await expect(card.locator('details > div')).toBeVisible()
  })

  test("a testimonial's 'Read More' opens its text", async ({ context }) => {
    const page = await slowPage(context)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openEarly(page, '/home')
    const slide = page.locator('[aria-label="Testimonials"] [aria-roledescription="slide"]').first()
    await toggleNamed(slide, 'Read More').click()
    const toggle = toggleNamed(slide, /Read/)
    await expect.poll(() => isOpen(toggle)).toBe(true)
    await hydrated(page)
    expect(await isOpen(toggle)).toBe(true)
  })

  // Each slide's arrow links stay the controls once hydrated: a press that starts before or
  // while React hydrates (it hydrates synchronously on a press) ends on the same link.
  test("the banner's next arrow shows the next slide", async ({ context }) => {
    await tapBannerNext(context, async () => {})
  })

  test("the banner's next arrow, tapped once React has started hydrating, shows the next slide", async ({
    context,
  }) => {
    // The loader has appended Next's chunks (src/edge/deferred-hydration.ts): React is starting.
    await tapBannerNext(context, (page) =>
      page.locator('script[async][src*="/_next/static/"]').first().waitFor({ state: 'attached' }),
    )
  })
})

/**
 * Opens /home under the slowdown, waits for `until`, taps the banner's first 'Next slide'
 * link, and checks that the second slide came into view and stays current once hydrated.
 */
async function tapBannerNext(context: BrowserContext, until: (page: Page) => Promise<void>): Promise<void> {
  const page = await slowPage(context)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openEarly(page, '/home')
  await until(page)
  const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Highlights"]')
  const slides = carousel.locator('[aria-roledescription="slide"]')
  await slides.first().getByRole('link', { name: 'Next slide' }).click()
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 })
  await hydrated(page)
  await expect(carousel.locator('[aria-roledescription="slide"]:not([inert])')).toHaveAttribute(
    'aria-label',
    /^2 of /,
  )
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 })
}

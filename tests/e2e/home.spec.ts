/**
 * Home page behaviours: the banners' art and link, counters, the cut about text,
 * collapsible testimonials, the services grid, the project tiles and the solutions grid.
 */
import type { Page } from '@playwright/test'

import { ABOUT_TEXT_CUT_PX, COUNTER_STEP_MS } from '../../src/contracts/constants'
import { expect, test } from './fixtures'
import { gotoWithPausedClock, isOpen, shownImageParts, toggleNamed, WIDTHS } from './helpers'

/**
 * Where the demo banners draw their illustration (src/seed/images.ts): the right part of the
 * image, as fractions of its natural width and height.
 */
const BANNER_ART = { left: 0.56, right: 0.99, top: 0.1, bottom: 0.9 }

/** What each banner slide's image shows of its picture (shownImageParts). */
function shownParts(page: Page) {
  return shownImageParts(page.locator('[aria-label="Highlights"] [aria-roledescription="slide"] img'))
}

for (const width of [WIDTHS.phone, WIDTHS.tablet, WIDTHS.desktop, 1920]) {
  test(`at ${width} px every banner shows its whole illustration`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const parts = await shownParts(page)
    expect(parts.length).toBeGreaterThan(2)
    for (const part of parts) {
      expect(part.fit).toBe('cover')
      expect(part.left).toBeLessThanOrEqual(BANNER_ART.left)
      expect(part.right).toBeGreaterThanOrEqual(BANNER_ART.right)
      expect(part.top).toBeLessThanOrEqual(BANNER_ART.top)
      expect(part.bottom).toBeGreaterThanOrEqual(BANNER_ART.bottom)
    }
  })
}

test('at 390 px the banner art sits above the text, large, not under a shade', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 })
  await page.goto('/')
  const slide = page.locator('[aria-label="Highlights"] [aria-roledescription="slide"]').first()
  const image = (await slide.locator('img').boundingBox())!
  const title = (await slide.getByRole('heading', { level: 2 }).boundingBox())!
  expect(image.width).toBeGreaterThanOrEqual(WIDTHS.phone - 1)
  expect(image.height).toBeGreaterThanOrEqual(image.width * 0.7)
  expect(title.y).toBeGreaterThanOrEqual(image.y + image.height)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the first banner's link (set by the editor) opens /contact", async ({ page }) => {
    await page.goto('/')
    const slides = page.locator('[aria-label="Highlights"] [aria-roledescription="slide"]')
    const link = slides.first().getByRole('link', { name: 'Get a free quote' })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', '/contact')
    // Only the banners with a link show one.
    await expect(slides.nth(1).getByRole('link', { name: 'Get a free quote' })).toHaveCount(0)
    await link.click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { name: 'Contact Detils' })).toBeVisible()
  })
})

test("the banner API lists each banner's link, null where it has none", async ({ request }) => {
  const { data } = (await (await request.get('/api/banner/get-banner')).json()) as {
    data: Array<{ title: string; link: { label: string; url: string } | null }>
  }
  expect(data[0]!.link).toEqual({ label: 'Get a free quote', url: '/contact' })
  expect(data.slice(1).map((b) => b.link)).toEqual(data.slice(1).map(() => null))
})

// Seeded about record (src/seed/content/copy.ts).
const WORK_PAIR_COUNT = 48
const HAPPY_CLIENTS_COUNT = 12

test('counters: final values in the server HTML for crawlers and screen readers', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain(`${WORK_PAIR_COUNT}<!-- -->+`)
  expect(html).toContain(`${HAPPY_CLIENTS_COUNT}<!-- -->k`)
})

test('counters start at 0 and count up by 1 every 200 ms once scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await gotoWithPausedClock(page, '/')
  const values = page.getByTestId('counter-value')
  await expect(values.nth(0)).toHaveText('0+')
  await expect(values.nth(1)).toHaveText('0k')
  // Out of view, nothing moves.
  await page.clock.runFor(COUNTER_STEP_MS * 5)
  await expect(values.nth(0)).toHaveText('0+')

  await values.nth(0).scrollIntoViewIfNeeded()
  await expect(values.nth(0)).toBeInViewport()
  await page.clock.runFor(COUNTER_STEP_MS)
  await expect(values.nth(0)).toHaveText('1+')
  await expect(values.nth(1)).toHaveText('1k')
  await page.clock.runFor(COUNTER_STEP_MS * 4)
  await expect(values.nth(0)).toHaveText('5+')
  await page.clock.runFor(COUNTER_STEP_MS * (HAPPY_CLIENTS_COUNT - 5))
  await expect(values.nth(1)).toHaveText(`${HAPPY_CLIENTS_COUNT}k`)
  await page.clock.runFor(COUNTER_STEP_MS * 10)
  await expect(values.nth(1)).toHaveText(`${HAPPY_CLIENTS_COUNT}k`)
  // Both have finished within 10 s of coming into view (the demo's counts are small enough).
  await page.clock.runFor(10_000 - COUNTER_STEP_MS * (HAPPY_CLIENTS_COUNT + 10))
  await expect(values.nth(0)).toHaveText(`${WORK_PAIR_COUNT}+`)
  // Screen readers read the final values only.
  await expect(page.getByText(`${WORK_PAIR_COUNT}+`, { exact: true }).first()).toBeAttached()
})

test('counters show their final values at once under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoWithPausedClock(page, '/')
  const values = page.getByTestId('counter-value')
  await values.nth(0).scrollIntoViewIfNeeded()
  await expect(values.nth(0)).toHaveText(`${WORK_PAIR_COUNT}+`)
  await expect(values.nth(1)).toHaveText(`${HAPPY_CLIENTS_COUNT}k`)
})

test("'ABOUT OUR BUSINESS' text is cut at 150 px with 'Read More' to /about", async ({ page }) => {
  await page.goto('/')
  const cut = page.getByTestId('about-cut')
  const box = await cut.evaluate((el) => ({
    client: el.clientHeight,
    scroll: el.scrollHeight,
    overflow: getComputedStyle(el).overflow,
  }))
  expect(box.client).toBe(ABOUT_TEXT_CUT_PX)
  expect(box.scroll).toBeGreaterThan(ABOUT_TEXT_CUT_PX)
  expect(box.overflow).toBe('hidden')
  const section = page.getByRole('region', { name: 'ABOUT OUR BUSINESS' })
  await section.getByRole('link', { name: 'Read More' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
})

test("testimonial descriptions open and close with a disclosure that says 'Read Less' when open", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const slide = page.locator('[aria-label="Testimonials"] [aria-roledescription="slide"]:not([inert])')
  const button = toggleNamed(slide, /Read/)
  const text = slide.locator('blockquote p')
  await expect(button).toHaveText('Read More', { useInnerText: true })
  expect(await isOpen(button)).toBe(false)
  const closed = (await text.boundingBox())!.height
  await button.click()
  await expect.poll(() => isOpen(button)).toBe(true)
  await expect(button).toHaveText('Read Less', { useInnerText: true })
  await expect.poll(async () => (await text.boundingBox())!.height).toBeGreaterThan(closed)
  await button.click()
  await expect.poll(() => isOpen(button)).toBe(false)
  await expect(button).toHaveText('Read More', { useInnerText: true })
})

test("'WHO WE ARE' shows 3 columns on large screens and every card links to /services", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const cards = page.getByRole('region', { name: 'WHO WE ARE' }).getByRole('link')
  expect(await cards.count()).toBeGreaterThanOrEqual(3)
  for (const card of await cards.all()) await expect(card).toHaveAttribute('href', '/services')
  const lefts = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)))
  expect(new Set(lefts).size).toBe(3)
  await cards.first().click()
  await expect(page).toHaveURL(/\/services$/)
})

test('project tiles: first 50% wide, others 25%, each a Details link to /package, captions link case studies', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Website Development And Designing Service' })
  const tiles = section.getByRole('listitem')
  const widths = await tiles.evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width),
  )
  expect(widths[0]).toBeCloseTo(0.5, 2)
  for (const w of widths.slice(1)) expect(w).toBeCloseTo(0.25, 2)
  for (const tile of await tiles.all()) {
    const details = tile.getByRole('link').filter({ hasText: 'Details' })
    await expect(details).toHaveAttribute('href', '/package')
    await expect(details.getByText('Details', { exact: true })).toBeVisible()
  }
  // The seeded case studies tell the story of 4 of the 5 tiles (tests/e2e/case-studies.spec.ts follows one).
  await expect(section.getByRole('link', { name: /^Read the case study/ })).toHaveCount(4)
})

test("'Solutions That Make The World Revolve' grid shows each solution", async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Solutions That Make The World Revolve' })
  const items = section.getByRole('listitem')
  expect(await items.count()).toBeGreaterThanOrEqual(3)
  for (const item of await items.all()) {
    await expect(item.getByRole('heading', { level: 3 })).toBeVisible()
    await expect(item.getByRole('img')).toBeVisible()
  }
})

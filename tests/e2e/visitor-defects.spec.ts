/**
 * Defects a visitor met, each pinned: the contact form keeps its grid in every state (640 px
 * and wider); its alert lands below the sticky header at 390 px; /contact does not scroll
 * sideways at 320 px; the banner keeps rotating after a window resize; /ourworks is linked
 * from the footer and the about page.
 */
import type { Page } from '@playwright/test'

import { CAROUSEL_INTERVAL_MS } from '../../src/contracts/constants'
import { E2E_CONTACT } from './constants'
import { expect, test } from './fixtures'
import { gotoWithPausedClock, visibleSlide } from './helpers'

// Posts of this spec count against an address of their own (the server trusts X-Forwarded-For
// in the end-to-end run), not against the loopback address the other browser tests share.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.15' } })

const LABELS = ['Name', 'E-mail', 'Subject', 'Phone number', 'Message'] as const

/** Fills the contact form with an e-mail the server rejects (the browser lets it through), waits like a person, sends. */
async function sendRejected(page: Page): Promise<void> {
  const values = ['Grid Visitor', 'grid@example', 'Grid check', '0123 456 789', 'Please call me.']
  for (const [i, label] of LABELS.entries()) await page.getByLabel(label, { exact: true }).fill(values[i]!)
  await page.waitForTimeout(E2E_CONTACT.minFillMs + 200)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(contactAlert(page)).toBeVisible()
}

/** The contact form's alert (Next keeps a route announcer with role alert too). */
const contactAlert = (page: Page) => page.locator('form [role="alert"]')

/** Left edge, width and height of each field's input, relative to the form. */
async function fieldBoxes(page: Page) {
  const form = (await page
    .locator('form')
    .filter({ has: page.getByLabel('Message') })
    .boundingBox())!
  const boxes = []
  for (const label of LABELS) {
    const box = (await page.getByLabel(label, { exact: true }).boundingBox())!
    boxes.push({
      label,
      x: Math.round(box.x - form.x),
      width: Math.round(box.width),
      height: Math.round(box.height),
    })
  }
  return boxes
}

for (const width of [640, 1280]) {
  test(`at ${width} px the contact fields keep their grid cells when an alert appears`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/contact')
    const empty = await fieldBoxes(page)
    // Name and E-mail share a row; Message takes a whole row.
    expect(empty[1]!.x).toBeGreaterThan(empty[0]!.x)
    expect(empty[4]!.width).toBeGreaterThan(empty[0]!.width * 1.8)
    await sendRejected(page)
    expect(await fieldBoxes(page)).toEqual(empty)
  })
}

test('at 390 px the error alert lands fully below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/contact')
  await sendRejected(page)
  const alert = contactAlert(page)
  await expect(alert).toBeInViewport({ ratio: 1 })
  // The header's sticky bar is the last child of <header>.
  const bar = (await page.locator('header > :last-child').boundingBox())!
  await expect.poll(async () => (await alert.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height)
})

test('at 320 px /contact does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/contact')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
})

test('the banner keeps its 5000 ms cadence after window resizes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoWithPausedClock(page, '/')
  const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Highlights"]')
  await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', /^1 of /)
  // A phone rotation and back.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.setViewportSize({ width: 844, height: 390 })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.clock.runFor(CAROUSEL_INTERVAL_MS)
  await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', /^2 of /)
  await page.setViewportSize({ width: 800, height: 900 })
  await page.clock.runFor(CAROUSEL_INTERVAL_MS)
  await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', /^3 of /)
  // The slide in view is the selected one at the new width.
  await expect(visibleSlide(carousel)).toBeInViewport({ ratio: 0.9 })
})

test('a scroll that ends between two slides keeps the selected slide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoWithPausedClock(page, '/')
  const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Highlights"]')
  await page.clock.runFor(CAROUSEL_INTERVAL_MS)
  await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', /^2 of /)
  const slides = carousel.getByRole('group', { name: 'Highlights: slides' })
  // The move's smooth scroll has ended (a real scrollend comes only then) before one is faked.
  await expect.poll(() => slides.evaluate((node) => node.scrollLeft / node.clientWidth)).toBeCloseTo(1, 2)
  // As a resize leaves a finished scroll: its offset read against a narrower width, 1.6 slides in.
  await slides.evaluate((node) => {
    Object.defineProperty(node, 'clientWidth', { value: node.clientWidth * 0.625, configurable: true })
    node.dispatchEvent(new Event('scrollend'))
  })
  await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', /^2 of /)
  await page.clock.runFor(CAROUSEL_INTERVAL_MS)
  await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', /^3 of /)
})

test('Our Work is linked from the footer and from the about page', async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('main').getByRole('link', { name: 'See Our Work' }).click()
  await expect(page).toHaveURL(/\/ourworks$/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Work' }).click()
  await expect(page).toHaveURL(/\/ourworks$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Our Work' })).toBeVisible()
})

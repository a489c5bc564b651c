/**
 * On every route change the page scrolls back to the top by 1000 px every 300 ms
 *, at once under prefers-reduced-motion. Timers on Playwright's clock.
 */
import { SCROLL_UP_INTERVAL_MS, SCROLL_UP_STEP_PX } from '../../src/contracts/constants'
import { expect, test } from './fixtures'
import { gotoWithPausedClock, menuButton } from './helpers'

test.use({ viewport: { width: 390, height: 844 } })

// Deep enough on /services at 390 px that the way back up takes several steps.
const START_Y = 2400

async function navigateHomeFromDeepOnServices(page: import('@playwright/test').Page) {
  await page.evaluate((y) => window.scrollTo(0, y), START_Y)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(START_Y)
  await menuButton(page).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { name: 'ABOUT OUR BUSINESS' })).toBeAttached()
}

test('scrolls up in steps of 1000 px every 300 ms after a route change', async ({ page }) => {
  await gotoWithPausedClock(page, '/services')
  await navigateHomeFromDeepOnServices(page)
  // The new page keeps (about) the old position: Next does not jump, the steps do the work.
  let y = await page.evaluate(() => window.scrollY)
  expect(y).toBeGreaterThan(SCROLL_UP_STEP_PX)
  await page.clock.runFor(SCROLL_UP_INTERVAL_MS - 1)
  expect(await page.evaluate(() => window.scrollY)).toBe(y)
  await page.clock.runFor(1)
  let steps = 0
  for (;;) {
    const expected = Math.max(0, y - SCROLL_UP_STEP_PX)
    expect(await page.evaluate(() => window.scrollY)).toBe(expected)
    steps++
    if (expected === 0) break
    y = expected
    await page.clock.runFor(SCROLL_UP_INTERVAL_MS)
  }
  expect(steps).toBeGreaterThanOrEqual(2)
})

test('scrolls to the top at once under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoWithPausedClock(page, '/services')
  await navigateHomeFromDeepOnServices(page)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

/**
 * Banner and testimonial carousels: APG carousel markup, a
 * slide every 5000 ms with wrap-around, no pause on hover, arrow keys, pause/play, and no
 * auto-advance under prefers-reduced-motion. Timers run on Playwright's clock.
 */
import { CAROUSEL_INTERVAL_MS } from '../../src/contracts/constants'
import { expect, test } from './fixtures'
import { gotoWithPausedClock, visibleSlide } from './helpers'

const carousels = [
  { label: 'Highlights', slides: 3 },
  { label: 'Testimonials', slides: 3 },
]

for (const { label, slides } of carousels) {
  test.describe(`${label} carousel`, () => {
    test('follows the APG carousel pattern', async ({ page }) => {
      await page.goto('/')
      const carousel = page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`)
      await expect(carousel).toHaveCount(1)
      const all = carousel.locator('[role="group"][aria-roledescription="slide"]')
      await expect(all).toHaveCount(slides)
      await expect(all.first()).toHaveAttribute('aria-label', `1 of ${slides}`)
      await expect(carousel.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible()
    })

    test('auto-advances every 5000 ms, wraps around, and keeps going under the mouse', async ({ page }) => {
      await gotoWithPausedClock(page, '/')
      const carousel = page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`)
      // Restart rotation so the next slide is exactly one interval away.
      await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click()
      await carousel.getByRole('button', { name: 'Start automatic slide show' }).click()
      const current = Number((await visibleSlide(carousel).getAttribute('aria-label'))!.split(' ')[0])
      await carousel.hover()
      await page.clock.runFor(CAROUSEL_INTERVAL_MS - 100)
      await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', `${current} of ${slides}`)
      for (let step = 1; step <= slides; step++) {
        await page.clock.runFor(step === 1 ? 100 : CAROUSEL_INTERVAL_MS)
        const expected = ((current - 1 + step) % slides) + 1
        await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', `${expected} of ${slides}`)
      }
    })

    test('moves with the arrow keys, wrapping at both ends', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      const carousel = page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`)
      await visibleSlide(carousel).getByRole('link', { name: 'Next slide' }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', `2 of ${slides}`)
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', `${slides} of ${slides}`)
      await page.keyboard.press('ArrowRight')
      await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', `1 of ${slides}`)
    })

    test('stops when paused and rotates again after play', async ({ page }) => {
      await gotoWithPausedClock(page, '/')
      const carousel = page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`)
      await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click()
      const before = await visibleSlide(carousel).getAttribute('aria-label')
      await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3)
      await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', before!)
      await carousel.getByRole('button', { name: 'Start automatic slide show' }).click()
      await page.clock.runFor(CAROUSEL_INTERVAL_MS)
      await expect(visibleSlide(carousel)).not.toHaveAttribute('aria-label', before!)
    })

    test('does not auto-advance under prefers-reduced-motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await gotoWithPausedClock(page, '/')
      const carousel = page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`)
      await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible()
      await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3)
      await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', `1 of ${slides}`)
    })
  })
}

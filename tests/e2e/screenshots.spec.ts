/**
 * Full-page screenshots of every public route at 390, 800 and 1280 px, saved as
 * test artifacts under test-results/ for review. Reduced motion keeps carousels still and
 * counters at their final values, so the pictures are stable.
 */
import { expect, test } from './fixtures'
import { PUBLIC_ROUTES, WIDTHS } from './helpers'

for (const width of Object.values(WIDTHS)) {
  test(`screenshots at ${width} px`, async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width, height: 900 })
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path)
      await page.waitForLoadState('networkidle')
      // Lazy images below the fold load once scrolled past.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 50))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const path = testInfo.outputPath(`${route.name}-${width}.png`)
      await page.screenshot({ path, fullPage: true })
      await testInfo.attach(`${route.name}-${width}`, { path, contentType: 'image/png' })
      // No horizontal overflow at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
  })
}

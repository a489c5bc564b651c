/**
 * /ourworks: the nine categories as a vertical APG tab list,
 * the first selected by default, each panel with an image and two paragraphs; the
 * 'How Can We Help?' widget with a phone line and an e-mail line.
 */
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

const CATEGORIES = [
  'UI/UX and Web Design and Dev',
  'Logo and Brochure Design',
  'Web Application Development',
  'Digital Marketing',
  'Mobile Application Development',
  'E-Commerce',
  'Graphic Design',
  'IT Solutions',
  'RP Solutions',
]

test('nine category tabs, first selected, one panel with an image and two paragraphs', async ({ page }) => {
  await page.goto('/ourworks')
  const list = page.getByRole('tablist', { name: 'Work categories' })
  await expect(list).toHaveAttribute('aria-orientation', 'vertical')
  const tabs = list.getByRole('tab')
  await expect(tabs).toHaveText(CATEGORIES)
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  const panel = page.getByRole('tabpanel', { name: CATEGORIES[0] })
  await expect(panel.getByRole('img')).toBeVisible()
  await expect(panel.locator('p')).toHaveCount(2)
})

test('tabs respond to clicks and to the arrow, Home and End keys', async ({ page }) => {
  await page.goto('/ourworks')
  const tabs = page.getByRole('tab')
  await tabs.nth(3).click()
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false')
  await expect(page.getByRole('tabpanel', { name: CATEGORIES[3] })).toBeVisible()

  await page.keyboard.press('ArrowDown')
  await expect(tabs.nth(4)).toBeFocused()
  await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: CATEGORIES[4] })).toBeVisible()
  await page.keyboard.press('End')
  await expect(tabs.nth(8)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(tabs.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(tabs.nth(8)).toHaveAttribute('aria-selected', 'true')
  // Only the selected tab is in the tab order; Tab moves on to the panel.
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tabpanel', { name: CATEGORIES[8] })).toBeFocused()
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  const heading = (page: Page, i: number) =>
    page.getByRole('tabpanel', { name: CATEGORIES[i] }).getByRole('heading', { level: 2 })

  /** How far the panel's heading sits below the sticky menu bar's bottom edge (px). */
  const belowBar = async (page: Page, i: number) => {
    const bar = (await page.locator('header').first().boundingBox())!
    return (await heading(page, i).boundingBox())!.y - (bar.y + bar.height)
  }

  test('a tap on a category brings its panel to the top of the window, below the menu bar', async ({
    page,
  }) => {
    await page.goto('/ourworks')
    const tabs = page.getByRole('tab')
    for (const i of [4, 1, 8]) {
      await tabs.nth(i).tap()
      await expect(heading(page, i)).toHaveText(CATEGORIES[i]!)
      // As the link's own jump without JavaScript: the panel's top just under the bar.
      await expect.poll(() => belowBar(page, i)).toBeGreaterThanOrEqual(0)
      await expect.poll(() => belowBar(page, i)).toBeLessThanOrEqual(80)
    }
  })

  test('under prefers-reduced-motion the panel is in place at once, not scrolled there', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/ourworks')
    await page.getByRole('tab').nth(6).tap()
    const panel = page.getByRole('tabpanel', { name: CATEGORIES[6] })
    // Where it is two frames after the tap, and half a second later.
    const [soon, later] = await panel.evaluate(async (node) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      await frame()
      await frame()
      const first = node.getBoundingClientRect().top
      await new Promise((resolve) => setTimeout(resolve, 500))
      return [first, node.getBoundingClientRect().top]
    })
    expect(soon).toBeCloseTo(later, 0)
    expect(await belowBar(page, 6)).toBeGreaterThanOrEqual(0)
    expect(await belowBar(page, 6)).toBeLessThanOrEqual(80)
  })
})

test("'How Can We Help?' shows a phone line and an e-mail line", async ({ page }) => {
  await page.goto('/ourworks')
  const help = page.getByRole('complementary', { name: 'How Can We Help?' })
  await expect(help.getByRole('link', { name: '+1 (555) 014-2290' })).toHaveAttribute(
    'href',
    'tel:+15550142290',
  )
  await expect(help.getByRole('link', { name: 'hello@pixelcraft.example' })).toHaveAttribute(
    'href',
    'mailto:hello@pixelcraft.example',
  )
})

/**
 * Header: current page marked, side menu below
 * 800 px (a <summary> button, overlay, Escape, focus back to the button), and the
 * sticky state once scrolled. Also the skip link and the visible focus ring.
 */
import { MOBILE_MENU_BREAKPOINT_PX } from '../../src/contracts/constants'
import { expect, test } from './fixtures'
import { isOpen, menuButton } from './helpers'

test('the menu marks the current page with aria-current', async ({ page }) => {
  await page.goto('/services')
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page')
  await expect(menu.locator('[aria-current]')).toHaveCount(1)
  await menu.getByRole('link', { name: 'Package' }).click()
  await expect(page).toHaveURL(/\/package$/)
  await expect(menu.getByRole('link', { name: 'Package' })).toHaveAttribute('aria-current', 'page')
  await expect(menu.getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current')
})

test(`from ${MOBILE_MENU_BREAKPOINT_PX} px the menu is inline, below it a menu button`, async ({ page }) => {
  await page.setViewportSize({ width: MOBILE_MENU_BREAKPOINT_PX, height: 800 })
  await page.goto('/')
  const button = menuButton(page)
  await expect(button).toBeHidden()
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
  ).toBeVisible()
  await page.setViewportSize({ width: MOBILE_MENU_BREAKPOINT_PX - 1, height: 800 })
  await expect(button).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
  ).toBeHidden()
})

test.describe('side menu on phones', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens with the button, closes with Escape and focus returns to the button', async ({ page }) => {
    await page.goto('/')
    const button = menuButton(page)
    await expect.poll(() => isOpen(button)).toBe(false)
    await button.click()
    await expect.poll(() => isOpen(button)).toBe(true)
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible()
    await expect(page.getByTestId('menu-overlay')).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect.poll(() => isOpen(button)).toBe(false)
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('tabbing past the last link closes the menu', async ({ page }) => {
    await page.goto('/')
    const button = menuButton(page)
    await button.click()
    const links = page.getByRole('banner').locator('#site-menu a')
    const count = await links.count()
    await links.last().focus()
    expect(count).toBeGreaterThan(5)
    await page.keyboard.press('Tab')
    await expect.poll(() => isOpen(button)).toBe(false)
  })

  test('closes on an overlay click, focus back on the button', async ({ page }) => {
    await page.goto('/')
    const button = menuButton(page)
    await button.click()
    await page.getByTestId('menu-overlay').click({ position: { x: 370, y: 400 } })
    await expect.poll(() => isOpen(button)).toBe(false)
    await expect(page.getByTestId('menu-overlay')).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('a menu link navigates and closes the menu; social links sit in the menu', async ({ page }) => {
    await page.goto('/')
    await menuButton(page).click()
    await expect(page.getByRole('banner').getByRole('link', { name: /Facebook/ })).toBeVisible()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(() => isOpen(menuButton(page))).toBe(false)
  })
})

test('the header turns sticky once the page is scrolled', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header).toHaveAttribute('data-sticky', 'false')
  await page.mouse.wheel(0, 1500)
  await expect(header).toHaveAttribute('data-sticky', 'true')
  // The logo and menu stay on screen while scrolled.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute('data-sticky', 'false')
})

test('header shows e-mail, phone and the social links from settings', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'hello@pixelcraft.example' })).toHaveAttribute(
    'href',
    'mailto:hello@pixelcraft.example',
  )
  await expect(header.getByRole('link', { name: '+1 (555) 014-2290' })).toHaveAttribute(
    'href',
    'tel:+15550142290',
  )
  for (const name of ['Facebook', 'Twitter', 'YouTube']) {
    await expect(header.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible()
  }
})

test('a skip link leads to the main content and focus shows a ring', async ({ page }) => {
  await page.goto('/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  await page.keyboard.press('Tab')
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
  expect(outline).toBe('solid')
})

test('footer: logo, about, social links, Support, Get In Touch and the copyright year', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { name: 'Support' })).toBeVisible()
  await expect(footer.getByRole('heading', { name: 'Get In Touch' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'support@pixelcraft.example' })).toHaveAttribute(
    'href',
    'mailto:support@pixelcraft.example',
  )
  await expect(footer.getByRole('link', { name: '+1 (555) 014-2291' })).toBeVisible()
  await expect(footer.getByRole('link', { name: /YouTube/ })).toBeVisible()
  await expect(footer.getByText('© 2021 Pixelcraft Digital. All rights reserved.')).toBeVisible()
})

/**
 * The editable menus (src/globals/Navigation) as a visitor uses them, at 390 and 1280 px, with
 * JavaScript on and off: the seeded header reaches Blog and Case studies; a sub-menu (a
 * `<details>` beside its item) opens by pointer and by keyboard (Tab to its toggle, Enter, Tab
 * to the sub-items) and its links navigate, without JavaScript too; with JavaScript, Escape and a
 * click elsewhere close it. The footer's links come from the same global, and a menu saved in the
 * admin shows on every page at the next request. In the admin a link is picked: a page of the
 * site, a document, or a section of the landing page.
 */
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminHeaders, isOpen, menuButton, signInToAdmin, toggleNamed, WIDTHS } from './helpers'

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const servicesToggle = (page: Page) => toggleNamed(main(page), 'Services menu')

/** Opens the side menu on phones (the main menu is inline from 800 px). */
async function showMenu(page: Page, width: number): Promise<void> {
  if (width < 800) await menuButton(page).click()
}

for (const javaScriptEnabled of [true, false])
  for (const width of [WIDTHS.phone, WIDTHS.desktop])
    test.describe(`menus at ${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: 900 } })

      test('the header reaches Blog and Case studies', async ({ page }) => {
        for (const [label, path] of [
          ['Blog', '/blog'],
          ['Case studies', '/case-studies'],
        ] as const) {
          await page.goto('/about')
          await showMenu(page, width)
          await main(page).getByRole('link', { name: label, exact: true }).click()
          await expect(page).toHaveURL(new RegExp(`${path}$`))
          await showMenu(page, width)
          await expect(main(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
            'aria-current',
            'page',
          )
        }
      })

      test('a sub-menu opens by pointer and its link navigates', async ({ page }) => {
        await page.goto('/about')
        await showMenu(page, width)
        const offer = main(page).getByRole('link', { name: 'Website offer' })
        await expect(offer).toBeHidden()
        await servicesToggle(page).click()
        expect(await isOpen(servicesToggle(page))).toBe(true)
        await expect(offer).toBeInViewport()
        await offer.click()
        await expect(page).toHaveURL(/\/web-design-offer$/)
      })

      test('a sub-menu opens by keyboard: Tab to its toggle, Enter, Tab to the sub-items', async ({
        page,
      }) => {
        await page.goto('/about')
        await showMenu(page, width)
        await main(page).getByRole('link', { name: 'Services', exact: true }).focus()
        await page.keyboard.press('Tab')
        await expect(servicesToggle(page)).toBeFocused()
        await page.keyboard.press('Enter')
        expect(await isOpen(servicesToggle(page))).toBe(true)
        await page.keyboard.press('Tab')
        const ourWork = main(page).getByRole('link', { name: 'Our Work' })
        await expect(ourWork).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(/\/ourworks$/)
      })

      test('the footer links come from the menus', async ({ page }) => {
        await page.goto('/about')
        const footer = page.getByRole('contentinfo')
        await footer.getByRole('link', { name: 'Case studies' }).click()
        await expect(page).toHaveURL(/\/case-studies$/)
      })
    })

test.describe('a sub-menu with JavaScript at 1280 px', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } })

  test('Escape closes it and returns focus to its toggle; a click elsewhere closes it', async ({ page }) => {
    await page.goto('/about')
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
    await servicesToggle(page).click()
    await page.keyboard.press('Tab')
    await expect(main(page).getByRole('link', { name: 'Our Work' })).toBeFocused()
    await page.keyboard.press('Escape')
    expect(await isOpen(servicesToggle(page))).toBe(false)
    await expect(servicesToggle(page)).toBeFocused()
    await servicesToggle(page).click()
    await page.getByRole('heading', { level: 1 }).click()
    await expect.poll(() => isOpen(servicesToggle(page))).toBe(false)
  })
})

test('a menu saved in the admin shows on every page at the next request', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const saved = await (await request.get('/api/globals/navigation?depth=0', { headers })).json()
  const item = { label: 'Search the site', link: { type: 'route', route: 'search' } }
  const edit = await request.post('/api/globals/navigation', {
    headers,
    data: { header: [...saved.header, item], footer: saved.footer },
  })
  expect(edit.status()).toBe(200)
  try {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 })
    for (const path of ['/', '/blog', '/web-design-offer']) {
      await page.goto(path)
      await expect(main(page).getByRole('link', { name: 'Search the site' })).toHaveAttribute(
        'href',
        '/search',
      )
    }
  } finally {
    const restore = await request.post('/api/globals/navigation', {
      headers,
      data: { header: saved.header, footer: saved.footer },
    })
    expect(restore.status()).toBe(200)
  }
  await page.goto('/blog')
  await expect(main(page).getByRole('link', { name: 'Search the site' })).toHaveCount(0)
})

test('the admin picks each link: a page of the site, a document, a section of the landing page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signInToAdmin(page)
  await page.goto('/admin/globals/navigation')
  await expect(page.getByText('Header menu', { exact: true })).toBeVisible()
  await expect(page.getByText('A landing page, post, case study or category').first()).toBeVisible()
  // The seeded 'Website offer' sub-item holds the landing page itself: the picker shows its title
  // (Payload renders a row's fields once they scroll into view, as an editor's would).
  await page.locator('input[value="Website offer"]').scrollIntoViewIfNeeded()
  await expect(page.getByText('A new website that wins customers, live in 4 weeks').first()).toBeVisible()

  const headers = await adminHeaders(request)
  const found = await request.get('/api/pages?where[slug][equals]=web-design-offer&depth=0', { headers })
  const [landing] = ((await found.json()) as { docs: Array<{ id: number }> }).docs
  await page.goto(`/admin/collections/pages/${landing!.id}`)
  // The hero's button leads to a section of the page, chosen from the list.
  await expect(page.getByText('A section of this page').first()).toBeVisible()
  await expect(page.getByText('The lead form', { exact: true }).first()).toBeVisible()
})

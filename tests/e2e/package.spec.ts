/**
 * /package: 'Digital Marketing' (a <summary>) toggles the SEO, PPC,
 * SMO sub-list; four APG tab panels, website by default, one visible at a
 * time; each card shows name, price, marked feature lines and a buy link to /payment/{key}.
 */
import { expect, test } from './fixtures'
import { isOpen, toggleNamed } from './helpers'

const PANELS = [
  {
    tab: 'SEO',
    heading: 'Digital Marketing: SEO',
    cards: 3,
    keys: ['organic-standard', 'organic-power', 'organic-premium'],
    price: '$399',
  },
  {
    tab: 'PPC',
    heading: 'Digital Marketing: PPC',
    cards: 3,
    keys: ['ad-standard', 'ad-power', 'ad-premium'],
    price: '$250',
  },
  {
    tab: 'SMO',
    heading: 'Digital Marketing: SMO',
    cards: 3,
    keys: ['social-standard', 'social-power', 'social-premium'],
    price: '$399',
  },
]

test('website packages show by default; Digital Marketing toggles the sub-list', async ({ page }) => {
  await page.goto('/package')
  const website = page.getByRole('tab', { name: 'Website' })
  await expect(website).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  await expect(panel).toHaveCount(1)
  await expect(panel.getByRole('heading', { name: 'Website Packages' })).toBeVisible()
  await expect(panel.getByRole('article')).toHaveCount(4)

  const toggle = toggleNamed(page, 'Digital Marketing')
  expect(await isOpen(toggle)).toBe(false)
  await expect(page.getByRole('tab', { name: 'SEO' })).toBeHidden()
  await toggle.click()
  await expect.poll(() => isOpen(toggle)).toBe(true)
  for (const name of ['SEO', 'PPC', 'SMO']) await expect(page.getByRole('tab', { name })).toBeVisible()
  await toggle.click()
  await expect(page.getByRole('tab', { name: 'SEO' })).toBeHidden()
})

test('each sub-list entry selects its panel, one at a time', async ({ page }) => {
  await page.goto('/package')
  await toggleNamed(page, 'Digital Marketing').click()
  for (const p of PANELS) {
    const tab = page.getByRole('tab', { name: p.tab })
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { selected: true })).toHaveCount(1)
    const panel = page.getByRole('tabpanel')
    await expect(panel).toHaveCount(1)
    await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!)
    await expect(panel.getByRole('heading', { name: p.heading })).toBeVisible()
    const cards = panel.getByRole('article')
    await expect(cards).toHaveCount(p.cards)
    await expect(cards.first()).toContainText(p.price)
    for (const [i, key] of p.keys.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: /^Buy / })).toHaveAttribute(
        'href',
        `/payment/${key}`,
      )
    }
  }
  // Arrow keys move within the sub-list.
  await page.getByRole('tab', { name: 'SMO' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'SEO' })).toBeFocused()
  await expect(page.getByRole('tab', { name: 'SEO' })).toHaveAttribute('aria-selected', 'true')
})

test('a package card: name, price, included and not-included lines, buy link', async ({ page }) => {
  await page.goto('/package')
  const card = page.getByRole('article', { name: 'ULTRA STANDARD' })
  await expect(card.getByText('$599', { exact: true })).toBeVisible()
  await expect(card.getByRole('listitem').filter({ hasText: 'Included: 4 Pages' })).toHaveCount(1)
  await expect(card.getByRole('listitem').filter({ hasText: 'Not included: CMS' })).toHaveCount(1)
  const buy = card.getByRole('link', { name: 'Buy ULTRA STANDARD for $599' })
  await expect(buy).toHaveAttribute('href', '/payment/web-standard')
  await buy.click()
  await expect(page).toHaveURL(/\/payment\/web-standard$/)
})

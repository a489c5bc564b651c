/**
 * /services cards: image with alt, icon, HTML description
 * behind 'read more' (aria-expanded), the open card two-thirds of the row, one open at a time.
 */
import { expect, test } from './fixtures'

test.use({ viewport: { width: 1280, height: 900 } })

test('read more opens one card at a time, two-thirds of the row wide', async ({ page }) => {
  await page.goto('/services')
  const cards = page
    .locator('main li')
    .filter({ has: page.getByRole('button', { name: /^read more about / }) })
  expect(await cards.count()).toBeGreaterThanOrEqual(3)
  const first = cards.nth(0)
  const second = cards.nth(1)
  await expect(first.getByRole('img')).toHaveAttribute('alt', /\S/)
  await expect(first.locator('svg').first()).toBeAttached()

  const openFirst = first.getByRole('button', { name: /^read more about / })
  await expect(openFirst).toHaveAttribute('aria-expanded', 'false')
  const details = page.locator(`#${await openFirst.getAttribute('aria-controls')}`)
  await expect(details).toBeHidden()
  const rowWidth = (await page.locator('main ul').first().boundingBox())!.width
  const closedWidth = (await first.boundingBox())!.width

  await openFirst.click()
  await expect(openFirst).toHaveAttribute('aria-expanded', 'true')
  await expect(details).toBeVisible()
  await expect(details.locator('p, ul').first()).toBeVisible()
  const openWidth = (await first.boundingBox())!.width
  expect(openWidth).toBeGreaterThan(closedWidth * 1.9)
  // Two of three columns (gaps included) = two-thirds of the row.
  expect(openWidth / rowWidth).toBeGreaterThan(0.64)
  expect(openWidth / rowWidth).toBeLessThan(0.7)

  const openSecond = second.getByRole('button', { name: /^read more about / })
  await openSecond.click()
  await expect(openSecond).toHaveAttribute('aria-expanded', 'true')
  await expect(openFirst).toHaveAttribute('aria-expanded', 'false')
  await expect(details).toBeHidden()
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(1)

  await openSecond.click()
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(0)
})

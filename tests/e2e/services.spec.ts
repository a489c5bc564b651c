/**
 * /services cards: image with alt, icon, HTML description behind
 * 'read more' (a <summary>, 'read less' while open), the open card two-thirds of the row and
 * in its own row with its button in view, one open at a time.
 */
import { expect, test } from './fixtures'
import { isOpen, toggleNamed } from './helpers'

test.use({ viewport: { width: 1280, height: 900 } })

test('read more opens one card at a time, two-thirds of the row wide', async ({ page }) => {
  await page.goto('/services')
  const cards = page.locator('main li').filter({ has: page.locator('summary') })
  expect(await cards.count()).toBeGreaterThanOrEqual(3)
  const first = cards.nth(0)
  const second = cards.nth(1)
  await expect(first.getByRole('img')).toHaveAttribute('alt', /\S/)
  await expect(first.locator('svg').first()).toBeAttached()

  const openFirst = toggleNamed(first, /read more about /)
  expect(await isOpen(openFirst)).toBe(false)
  const details = first.locator('details > div')
  await expect(details).toBeHidden()
  const rowWidth = (await page.locator('main ul').first().boundingBox())!.width
  const closedWidth = (await first.boundingBox())!.width

  await openFirst.click()
  await expect.poll(() => isOpen(openFirst)).toBe(true)
  await expect(openFirst).toHaveText(/^read less\s+about /, { useInnerText: true })
  await expect(details).toBeVisible()
  await expect(details.locator('p, ul').first()).toBeVisible()
  const openWidth = (await first.boundingBox())!.width
  expect(openWidth).toBeGreaterThan(closedWidth * 1.9)
  // Two of three columns (gaps included) = two-thirds of the row.
  expect(openWidth / rowWidth).toBeGreaterThan(0.64)
  expect(openWidth / rowWidth).toBeLessThan(0.7)

  const openSecond = toggleNamed(second, /read more about /)
  await openSecond.click()
  await expect.poll(() => isOpen(openSecond)).toBe(true)
  await expect.poll(() => isOpen(openFirst)).toBe(false)
  await expect(details).toBeHidden()
  await expect(page.locator('main details[open]')).toHaveCount(1)

  await openSecond.click()
  await expect(page.locator('main details[open]')).toHaveCount(0)
})

test('the last card of a row opens in place: same row, button in view, neighbour not stretched', async ({
  page,
}) => {
  await page.goto('/services')
  const cards = page.locator('main li').filter({ has: page.locator('summary') })
  const third = cards.nth(2)
  const toggle = toggleNamed(third, /read more about /)
  const cardTop = (await third.boundingBox())!.y
  const neighbourHeight = (await cards.nth(0).boundingBox())!.height
  await toggle.click()
  await expect.poll(() => isOpen(toggle)).toBe(true)
  // Same row as before, now columns 2-3, its button still in the window.
  expect((await third.boundingBox())!.y).toBeCloseTo(cardTop, 0)
  const after = (await toggle.boundingBox())!
  expect(after.y + after.height).toBeLessThan(900)
  const rowWidth = (await page.locator('main ul').first().boundingBox())!.width
  expect((await third.boundingBox())!.width / rowWidth).toBeGreaterThan(0.64)
  // The card beside it keeps its own height instead of stretching to the open card's.
  expect((await cards.nth(0).boundingBox())!.height).toBeLessThanOrEqual(neighbourHeight + 1)
})

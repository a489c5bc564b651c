/**
 * /services cards: image with alt, icon, HTML description behind
 * 'read more' (a <summary>, 'read less' while open), the open card two-thirds of the row and
 * in its own row with its button in view, one open at a time.
 */
import type { Page } from '@playwright/test'

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

test('the last card of a row opens in place: same row, button in view, the cards beside it stacked', async ({
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
  // The two cards of its row stack in the first column, each as tall as before.
  const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!]
  expect(b.x).toBeCloseTo(a.x, 0)
  expect(b.y).toBeGreaterThan(a.y + a.height)
  expect(a.height).toBeGreaterThanOrEqual(neighbourHeight - 1)
})

/**
 * The grid's cells (from its computed tracks) that no card covers, near their top or their
 * bottom: `holes` names those before the last card; `trailing` counts the empty cells after it.
 */
function emptyCells(page: Page) {
  return page
    .locator('main ul')
    .first()
    .evaluate((grid) => {
      const style = getComputedStyle(grid)
      const tracks = (value: string) => value.split(' ').map(parseFloat)
      const [cols, rows] = [tracks(style.gridTemplateColumns), tracks(style.gridTemplateRows)]
      const box = grid.getBoundingClientRect()
      const cards = [...grid.children].map((card) => card.getBoundingClientRect())
      const cells: Array<{ name: string; empty: boolean }> = []
      let top = box.top
      rows.forEach((height, r) => {
        let left = box.left
        cols.forEach((width, c) => {
          const x = left + width / 2
          const empty = [top + 4, top + height - 4].some(
            (y) => !cards.some((d) => d.left <= x && x <= d.right && d.top <= y && y <= d.bottom),
          )
          cells.push({ name: `row ${r + 1} column ${c + 1}`, empty })
          left += width + parseFloat(style.columnGap)
        })
        top += height + parseFloat(style.rowGap)
      })
      const last = cells.findLastIndex((cell) => !cell.empty)
      return {
        holes: cells
          .slice(0, last)
          .filter((cell) => cell.empty)
          .map((cell) => cell.name),
        trailing: cells.length - 1 - last,
      }
    })
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test('whichever card is open, the grid has no holes and its image keeps its shape', async ({ page }) => {
      await page.goto('/services')
      const cards = page.locator('main li').filter({ has: page.locator('summary') })
      const count = await cards.count()
      expect(count).toBeGreaterThanOrEqual(6)
      const closed = await emptyCells(page)
      expect(closed.holes).toEqual([])
      const ratio = async (i: number) => {
        const box = (await cards.nth(i).getByRole('img').boundingBox())!
        return box.width / box.height
      }
      const closedRatio = await ratio(0)
      for (let i = 0; i < count; i++) {
        const toggle = toggleNamed(cards.nth(i), /read more about /)
        await toggle.click()
        await expect.poll(() => isOpen(toggle)).toBe(true)
        // The last row as full as with every card closed: no card left alone on a new row.
        expect(await emptyCells(page), `card ${i + 1} open`).toEqual(closed)
        expect(await ratio(i), `card ${i + 1} open`).toBeCloseTo(closedRatio, 1)
      }
    })
  })
}

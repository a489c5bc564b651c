/**
 * Site search (docs/content.md "Search"): the header's search field reaches /search with
 * JavaScript off, from the top bar at 1280 px and from the side menu at 390 px; results show
 * their type, title and excerpt with the words in `<mark>` (an abbreviation finds its long
 * form, a post its category, which its result shows); a search that finds nothing, an
 * empty or too long one get a page saying so; pages of results are plain links; result pages
 * are `noindex` and not in the sitemap; axe finds no violation at 390 and 1280 px.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_CHARS, TEXT } from '../../src/contracts/constants'
import { expect, test } from './fixtures'
import { menuButton, WIDTHS } from './helpers'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const results = (page: Page) => page.locator('main ol > li')
const summary = (page: Page) => page.getByTestId('search-summary')
/** The header's search field that is shown at this width (the other one is hidden by CSS). */
const headerField = (page: Page) =>
  page.getByRole('banner').getByLabel(TEXT.searchLabel).filter({ visible: true })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('at 1280 px the top bar search field leads to the results, the words marked', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 })
    await page.goto('/about')
    await expect(headerField(page)).toHaveCount(1)
    await headerField(page).fill('seo')
    await headerField(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?q=seo#search-summary$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.searchHeading)
    await expect(summary(page)).toContainText('for “seo”')
    const post = results(page).filter({ hasText: 'Local SEO for service businesses' })
    await expect(post.getByText('Blog post', { exact: true })).toBeVisible()
    await expect(post.getByRole('link')).toHaveAttribute('href', '/blog/local-seo-30-day-plan')
    await expect(post.locator('h2 mark')).toHaveText('SEO')
    // The results page's own field holds the search, ready to change it.
    await expect(page.getByRole('main').getByLabel(TEXT.searchLabel)).toHaveValue('seo')
    await post.getByRole('link').click()
    await expect(page).toHaveURL(/\/blog\/local-seo-30-day-plan$/)
  })

  test('at 390 px the search field sits in the side menu', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.phone, height: 844 })
    await page.goto('/')
    await expect(headerField(page)).toHaveCount(0)
    await menuButton(page).click()
    await headerField(page).fill('web')
    await page
      .getByRole('banner')
      .getByRole('button', { name: TEXT.searchButton })
      .filter({ visible: true })
      .click()
    await expect(page).toHaveURL(/\/search\?q=web#search-summary$/)
    await expect(results(page).first()).toBeVisible()
  })

  test('pages of results are links; each page shows other results', async ({ page }) => {
    await page.goto('/search?q=th')
    await expect(results(page)).toHaveCount(SEARCH_PAGE_SIZE)
    const first = await results(page).locator('h2').allTextContents()
    const pages = page.getByRole('navigation', { name: 'Search result pages' })
    await expect(pages.getByRole('link', { name: '1' })).toHaveAttribute('aria-current', 'page')
    await pages.getByRole('link', { name: '2' }).click()
    await expect(page).toHaveURL(/\/search\?q=th&page=2$/)
    await expect(pages.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page')
    const second = await results(page).locator('h2').allTextContents()
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((t) => first.includes(t))).toEqual([])
    await expect(summary(page)).toContainText(`${first.length + second.length} results`)
  })
})

test('a search that finds nothing, an empty and a too long one get a page saying so', async ({ page }) => {
  for (const [path, text] of [
    ['/search?q=qqzzyyxx', 'No results for “qqzzyyxx”'],
    ['/search', 'Type a word or two'],
    ['/search?q=%20%25%20', 'Type a word or two'],
    [`/search?q=${'a'.repeat(SEARCH_QUERY_MAX_CHARS + 1)}`, 'That search is too long'],
  ] as const) {
    const response = await page.goto(path)
    expect(response!.status(), path).toBe(200)
    await expect(summary(page), path).toContainText(text)
    await expect(results(page), path).toHaveCount(0)
  }
})

test('a page number past the last or not a number is a 404; HTML in a search stays text', async ({
  page,
}) => {
  for (const path of ['/search?q=seo&page=2', '/search?q=seo&page=x', '/search?q=seo&page=0'])
    expect((await page.goto(path))!.status(), path).toBe(404)
  await page.goto('/search?q=%3Cb%3Ebold%3C%2Fb%3E')
  await expect(summary(page)).toContainText('<b>bold</b>')
  await expect(page.locator('main b')).toHaveCount(0)
})

test('result pages are noindex and not in the sitemap', async ({ page, request }) => {
  await page.goto('/search?q=seo')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/search')
})

test('results are not shared between searches (never served from the page cache)', async ({ request }) => {
  const seo = await request.get('/search?q=seo')
  expect(seo.headers()['cache-control']).toMatch(/no-store|private/)
  expect(await (await request.get('/search?q=qqzzyyxx')).text()).toContain('No results for')
  expect(await (await request.get('/search?q=seo')).text()).not.toContain('No results for')
})

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`at ${width} px: no axe violations on results, a second page and an empty search`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/search?q=seo', '/search?q=th&page=2', '/search?q=qqzzyyxx', '/search']) {
      await page.goto(path)
      await expect(page.locator('h1')).toHaveCount(1)
      await expectNoViolations(page)
    }
    if (width === WIDTHS.phone) {
      await menuButton(page).click()
      await expect(headerField(page)).toBeVisible()
      await expectNoViolations(page)
    }
  })
}

test('an abbreviation finds its long form and the posts of its category, which they show', async ({
  page,
}) => {
  await page.goto('/search?q=seo')
  const service = results(page).filter({ hasText: 'Search Engine Optimisation' })
  await expect(service.locator('h2 mark')).toHaveText('Search Engine Optimisation')
  const post = results(page).filter({ hasText: 'Core Web Vitals explained' })
  await expect(post.locator('p').first()).toHaveText(/Blog post · SEO, Web Design/i)
  await expect(post.locator('p mark')).toHaveText('SEO')
  await page.goto('/search?q=ppc')
  await expect(results(page).filter({ hasText: 'Pay-Per-Click Advertising' })).toHaveCount(1)
})

test('the header search works by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 })
  await page.goto('/services')
  const field = headerField(page)
  // Skip link, e-mail, phone, then the search field.
  for (let i = 0; i < 10 && !(await field.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(field).toBeFocused()
  await page.keyboard.type('web design')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=web\+design#search-summary$/)
  await expect(results(page).first().locator('mark').first()).toBeVisible()
})

/**
 * Every rich-text node an editor can insert renders visibly on the public site, as the editor
 * shows it (src/components/RichText/RichText.tsx): a post and a landing page's rich-text block
 * generated to hold every node type (tests/helpers/every-node.ts), at 390 and 1280 px:
 * headings, alignment and indent, each text format, the link, the quote, numbered lists with
 * their numbers, bullet and check lists with nested lists, the upload, the rule, the relation.
 * tests/e2e/validators.spec.ts checks the same pages with the Nu HTML Checker.
 */
import type { Locator, Page } from '@playwright/test'

import { EVERY_NODE_TEXT as T, LINK_URL, TEXT_FORMATS } from '../helpers/every-node'
import { createEveryNodeContent, type EveryNodeContent } from './every-node-content'
import { expect, test } from './fixtures'
import { WIDTHS } from './helpers'

let content: EveryNodeContent

test.beforeAll(async ({ request }) => {
  content = await createEveryNodeContent(request, 'rendering')
})
test.afterAll(async ({ request }) => {
  await content.remove(request)
})

/** The computed `property` of `locator`'s element (or of its `pseudo` element). */
const style = (locator: Locator, property: string, pseudo?: string) =>
  locator.evaluate((el, [p, ps]) => getComputedStyle(el, ps ?? null).getPropertyValue(p!), [
    property,
    pseudo,
  ] as const)

/** The list item (`li`) whose own text is `text`. */
const item = (scope: Locator, text: string) => scope.locator('li').filter({ hasText: text }).last()

async function expectEveryNode(page: Page, related: EveryNodeContent['related']) {
  const prose = page.locator('[class*="prose"]').filter({ hasText: T.quote }).first()
  await expect(prose).toBeVisible()

  for (const tag of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
    await expect(prose.locator(tag, { hasText: T.heading(tag) })).toBeVisible()

  for (const [format, align] of [
    ['center', 'center'],
    ['right', 'right'],
    ['justify', 'justify'],
  ] as const)
    expect(await style(prose.locator('p', { hasText: T.aligned(format) }), 'text-align')).toBe(align)
  expect(await style(prose.locator('p', { hasText: T.indented }), 'padding-inline-start')).toBe('40px')

  const formats: Record<keyof typeof TEXT_FORMATS, [string, string, string]> = {
    bold: ['strong', 'font-weight', '700'],
    italic: ['em', 'font-style', 'italic'],
    strikethrough: ['span', 'text-decoration-line', 'line-through'],
    underline: ['span', 'text-decoration-line', 'underline'],
    code: ['code', 'font-family', 'monospace'],
    subscript: ['sub', 'vertical-align', 'sub'],
    superscript: ['sup', 'vertical-align', 'super'],
  }
  for (const [name, [tag, property, value]] of Object.entries(formats)) {
    const run = prose.locator(tag, { hasText: T.format(name) })
    await expect(run, name).toBeVisible()
    expect(await style(run, property), name).toContain(value)
  }

  await expect(prose.getByRole('link', { name: T.link })).toHaveAttribute('href', LINK_URL)
  await expect(prose.locator('p', { hasText: T.afterBreak }).locator('br')).toHaveCount(1)
  await expect(prose.locator('blockquote', { hasText: T.quote })).toBeVisible()

  // Numbered: decimal markers numbered 1-4 around the nested list, which counts a, b.
  const [n1, n2, na, nb, n3, n4] = T.numbered
  const numbered = prose.locator('ol').filter({ hasText: n1! }).first()
  expect(await style(numbered, 'list-style-type')).toBe('decimal')
  for (const [text, value] of [
    [n1, 1],
    [n2, 2],
    [n3, 3],
    [n4, 4],
  ] as const) {
    const li = item(numbered, text!)
    await expect(li).toBeVisible()
    expect(await style(li, 'display')).toBe('list-item')
    expect(await li.evaluate((el) => (el as HTMLLIElement).value)).toBe(value)
  }
  const nested = numbered.locator('ol')
  expect(await style(nested, 'list-style-type')).toBe('lower-alpha')
  for (const [text, value] of [
    [na, 1],
    [nb, 2],
  ] as const)
    expect(await item(nested, text!).evaluate((el) => (el as HTMLLIElement).value)).toBe(value)

  // Bullets: discs, circles for the nested list; no `value` on a bullet item.
  const [b1, bNested, b2] = T.bullets
  const bullets = prose.locator('ul').filter({ hasText: b1! }).first()
  expect(await style(bullets, 'list-style-type')).toBe('disc')
  expect(await style(bullets.locator('ul'), 'list-style-type')).toBe('circle')
  for (const text of [b1, bNested, b2]) await expect(item(bullets, text!)).toBeVisible()
  await expect(prose.locator('ul > li[value]')).toHaveCount(0)

  // Check list: a ticked and an empty box before the items, the state in words for screen readers.
  const [done, open] = T.checks
  expect(await style(item(prose, done), 'content', '::before')).toContain('☑')
  expect(await style(item(prose, open), 'content', '::before')).toContain('☐')
  await expect(item(prose, done)).toContainText('Done:')

  const image = prose.locator('img')
  await expect(image).toBeVisible()
  expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  const rule = prose.locator('hr')
  await expect(rule).toBeVisible()
  expect(await style(rule, 'border-top-style')).toBe('solid')
  await expect(prose.getByRole('link', { name: related.title })).toHaveAttribute('href', related.path)
}

for (const [name, width] of [
  ['phone', WIDTHS.phone],
  ['desktop', WIDTHS.desktop],
] as const) {
  test(`every rich-text node renders visibly on a post and a landing page (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of [content.postPath, content.pagePath]) {
      const response = await page.goto(path)
      expect(response!.status(), path).toBe(200)
      await expectEveryNode(page, content.related)
    }
  })
}

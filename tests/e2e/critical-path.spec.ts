/**
 * What a first visit downloads before the largest paint (mobile LCP <= 2 s): short
 * srcsets, no high-priority logo (the page's own first image is the one to hurry), web fonts
 * cut to the weights in use, and uploaded media cached by the browser.
 */
import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './helpers'

/** The preloaded fonts together (woff2 bytes): the two subset variable fonts are ~51 KB. */
const FONT_PRELOAD_BUDGET_BYTES = 55_000
/** Widths in one srcset: next.config.mjs offers 4 device + 4 image widths. */
const MAX_SRCSET_CANDIDATES = 8

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

for (const { path } of PUBLIC_ROUTES.filter((r) => r.name !== '404')) {
  test(`${path}: short srcsets, no high-priority logo`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    for (const set of html.match(/(?:srcSet|imageSrcSet)="[^"]*"/g) ?? []) {
      expect(set.split(',').length, set.slice(0, 80)).toBeLessThanOrEqual(MAX_SRCSET_CANDIDATES)
    }
    const highPriority = [...html.matchAll(/<(?:img|link)[^>]+fetchPriority="high"[^>]*>/gi)].map(
      ([tag]) => tag,
    )
    for (const tag of highPriority)
      expect(tag, 'the logo is small and not the largest paint').not.toMatch(/logo/)
  })
}

test('the preloaded web fonts stay small', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const fonts = [...html.matchAll(/<link[^>]+as="font"[^>]*>/g)].map(([tag]) => attr(tag, 'href')!)
  expect(fonts).toHaveLength(2)
  const bytes = await Promise.all(fonts.map(async (href) => (await (await request.get(href)).body()).length))
  expect(bytes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(FONT_PRELOAD_BUDGET_BYTES)
})

test('uploaded media are cached by the browser', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const optimized = /src="\/_next\/image\?url=([^&"]+)/.exec(html)![1]!
  const file = await request.get(decodeURIComponent(optimized))
  expect(file.status()).toBe(200)
  expect(file.headers()['cache-control']).toMatch(/public, max-age=86400\b/)
})

/**
 * What a first visit downloads before the largest paint (mobile LCP <= 2 s): short
 * srcsets, no high-priority logo (the page's own first image is the one to hurry), web fonts
 * cut to the weights in use, uploaded media cached by the browser, and Next's scripts fetched
 * only once the page has painted (src/edge/deferred-hydration.ts).
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

// Pages whose largest paint is text (/about, /package) and an image (the others).
for (const path of ['/', '/about', '/package', '/blog/local-seo-30-day-plan', '/web-design-offer']) {
  test(`${path}: Next's scripts are fetched after the first paint and its hero image, then the page hydrates`, async ({
    page,
  }) => {
    await page.goto(path)
    // The fixture waited for data-hydrated: the page did become interactive.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const chunks = resources.filter(
        (r) => r.initiatorType === 'script' && r.name.includes('/_next/static/') && r.name.endsWith('.js'),
      )
      const heroes = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
        (img) => img.currentSrc,
      )
      const heroDone = resources.filter((r) => heroes.includes(r.name)).map((r) => r.responseEnd)
      return {
        paint,
        firstChunk: Math.min(...chunks.map((r) => r.startTime)),
        chunks: chunks.length,
        heroes: heroes.length,
        heroDone: Math.max(0, ...heroDone),
        heroesTimed: heroDone.length,
      }
    })
    expect(timing.chunks).toBeGreaterThan(0)
    expect(timing.paint).toBeGreaterThan(0)
    expect(timing.firstChunk).toBeGreaterThanOrEqual(timing.paint)
    expect(timing.heroesTimed).toBe(timing.heroes)
    expect(timing.firstChunk).toBeGreaterThanOrEqual(timing.heroDone)
  })
}

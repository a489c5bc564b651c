/**
 * Found and shared: each public route has its own title, description, canonical
 * URL and share image; /sitemap.xml and /robots.txt list what they should; JSON-LD parses
 * and carries the required properties; HTML is compressed and has an ETag.
 */
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './helpers'

const PAGES = PUBLIC_ROUTES.filter((r) => r.name !== '404')

/** Every JSON-LD object on the page (arrays flattened). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.flatMap((t) => [JSON.parse(t) as Record<string, unknown> | Record<string, unknown>[]].flat())
}

/** Same address, ignoring a trailing slash ("http://x/" and "http://x"). */
const sameUrl = (a: string | null | undefined, b: string) =>
  Boolean(a) && a!.replace(/\/$/, '') === b.replace(/\/$/, '')

const ofType = (items: Record<string, unknown>[], type: string) => items.filter((i) => i['@type'] === type)

test('every route has its own title, description, canonical URL and share image', async ({
  page,
  baseURL,
}) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() }
  for (const route of PAGES) {
    await page.goto(route.path)
    const head = page.locator('head')
    const title = await page.title()
    const description = await head.locator('meta[name="description"]').getAttribute('content')
    expect(title, route.path).not.toBe('')
    expect(description?.length, `${route.path} description`).toBeGreaterThan(20)
    seen.titles.add(title)
    seen.descriptions.add(description!)
    const canonical = await head.locator('link[rel="canonical"]').getAttribute('href')
    expect(sameUrl(canonical, `${baseURL}${route.path}`), `${route.path} canonical ${canonical}`).toBe(true)
    for (const name of ['og:image', 'og:title', 'og:description', 'og:url']) {
      await expect(head.locator(`meta[property="${name}"]`), `${route.path} ${name}`).toHaveCount(1)
    }
    const ogImage = await head.locator('meta[property="og:image"]').getAttribute('content')
    expect(ogImage, route.path).toMatch(new RegExp(`^${baseURL}/`))
    await expect(
      head.locator('meta[property="og:image:width"]'),
      `${route.path} og:image:width`,
    ).toHaveAttribute('content', '1200')
    await expect(
      head.locator('meta[property="og:image:height"]'),
      `${route.path} og:image:height`,
    ).toHaveAttribute('content', '630')
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(head.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon/)
    await expect(head.locator('link[rel="manifest"]')).toHaveCount(1)
  }
  expect(seen.titles.size, 'unique titles').toBe(PAGES.length)
  expect(seen.descriptions.size, 'unique descriptions').toBe(PAGES.length)
})

test('the share image is the 1200x630 size and loads', async ({ page, request }) => {
  await page.goto('/')
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
  const url = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect((await request.get(url!)).ok()).toBe(true)
})

test('sitemap lists every public route and every package payment page with a date', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  // Search result pages are noindex and kept out of the sitemap (search.spec.ts).
  for (const route of PAGES.filter((r) => r.name !== 'search'))
    expect(
      locs.some((loc) => sameUrl(loc, `${baseURL}${route.path}`)),
      route.path,
    ).toBe(true)
  await page.goto('/package')
  const payLinks = await page
    .locator('a[href^="/payment/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))])
  expect(payLinks.length).toBeGreaterThan(0)
  for (const href of payLinks) expect(locs).toContain(`${baseURL}${href}`)
  expect(xml.match(/<lastmod>/g)?.length).toBe(locs.length)
  // Under 5,000 URLs the sitemap is one file: no index and no parts.
  expect(xml).toContain('<urlset')
  expect((await request.get('/sitemap/1.xml')).status()).toBe(404)
})

test('robots.txt points at the sitemap and keeps crawlers out of the admin and the API', async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toMatch(/User-Agent: \*/i)
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain('Disallow: /api')
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('JSON-LD: Organization everywhere, Services, USD Offers and breadcrumbs', async ({ page, baseURL }) => {
  for (const route of PAGES) {
    await page.goto(route.path)
    const items = await jsonLd(page)
    const org = ofType(items, 'Organization')[0] ?? {}
    expect(org, route.path).toMatchObject({
      name: expect.any(String),
      url: `${baseURL}/`,
      logo: expect.stringMatching(/^http/),
    })
    expect(org.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      email: expect.any(String),
      telephone: expect.any(String),
    })
    expect(Array.isArray(org.sameAs), `${route.path} sameAs`).toBe(true)
    if (route.path !== '/')
      expect(ofType(items, 'BreadcrumbList'), `${route.path} breadcrumbs`).toHaveLength(1)
  }

  await page.goto('/services')
  const services = ofType(await jsonLd(page), 'Service')
  expect(services.length).toBeGreaterThan(0)
  // One per service card ('read more' toggles are <summary> elements).
  expect(services).toHaveLength(await page.locator('main summary').count())
  for (const s of services)
    expect(s).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      provider: expect.anything(),
    })

  await page.goto('/package')
  const offers = ofType(await jsonLd(page), 'Offer')
  const payLinks = await page
    .locator('a[href^="/payment/"]')
    .evaluateAll((as) => new Set(as.map((a) => a.getAttribute('href'))).size)
  expect(offers).toHaveLength(payLinks)
  for (const o of offers)
    expect(o).toMatchObject({
      price: expect.any(Number),
      priceCurrency: 'USD',
      url: expect.stringContaining('/payment/'),
    })
})

test('HTML is compressed and carries an ETag; built assets are immutable', async ({ page, request }) => {
  const html = await request.get('/services', { headers: { 'accept-encoding': 'gzip' } })
  expect(html.headers()['content-encoding']).toBe('gzip')
  const etag = html.headers()['etag']
  expect(etag).toBeTruthy()
  const again = await request.get('/services', { headers: { 'if-none-match': etag! } })
  expect(again.status()).toBe(304)
  // Payload's client hints stay on the admin: on a public page Critical-CH makes Chrome fetch it twice.
  expect(html.headers()['critical-ch']).toBeUndefined()
  await page.goto('/')
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
  const asset = await request.get(script!)
  expect(asset.headers()['cache-control']).toContain('immutable')
})

/**
 * Every machine-readable output of the site, as the field's own validators read it (the
 * helpers' unit tests prove each validator reports a planted fault):
 * - HTML: the Nu HTML Checker (tests/helpers/vnu.ts) finds no error in the server HTML of every
 *   route of the sitemap, the 404 page, a search, a payment page, a landing page with every
 *   block and a post holding every rich-text node;
 * - the sitemap is valid against the sitemaps.org XSD, the RSS feed is read by a feed parser;
 * - robots.txt (robots-parser): Googlebot may fetch every page and image that the pages'
 *   metadata and JSON-LD, the feed and the sitemap name, and not /admin;
 * - /api/openapi.json has no error under Redocly's recommended ruleset (its `servers` entry is
 *   this test server's localhost address, which the ruleset only warns about);
 * - the 404 page says noindex once.
 */
import { readFeed, sitemapErrors } from '../helpers/xml-validators'
import { lintOpenApi } from '../helpers/openapi-lint'
import { namedUrls, sitemapLocs } from '../helpers/named-urls'
import { refusedUrls } from '../helpers/robots'
import { htmlErrors } from '../helpers/vnu'
import { createEveryNodeContent, type EveryNodeContent } from './every-node-content'
import { expect, test } from './fixtures'

let content: EveryNodeContent

test.beforeAll(async ({ request }) => {
  content = await createEveryNodeContent(request, 'validated')
})
test.afterAll(async ({ request }) => {
  await content.remove(request)
})

test('the outputs pass their validators', async ({ request, baseURL }) => {
  const base = baseURL!
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const feed = await (await request.get('/blog/rss.xml')).text()
  const robots = await (await request.get('/robots.txt')).text()

  const paths = new Set([
    ...sitemapLocs(sitemap).map((u) => u.slice(base.length) || '/'),
    '/search?q=seo',
    '/payment/web-standard',
    content.pagePath,
    content.postPath,
  ])
  const pages: Record<string, string> = {}
  const named: string[] = []
  for (const path of paths) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    pages[path] = await response.text()
    named.push(...namedUrls(pages[path]!, base))
  }
  const notFound = await request.get('/no-such-page')
  expect(notFound.status()).toBe(404)
  pages['404'] = await notFound.text()
  const robotsMeta = pages['404']!.match(/<meta name="robots"[^>]*>/g) ?? []
  expect(robotsMeta).toHaveLength(1)
  expect(robotsMeta[0]).toContain('noindex')

  await test.step('HTML: Nu HTML Checker', async () => {
    // The sitemap's routes (every public route, payment page, post, category and case study).
    expect(Object.keys(pages).length).toBeGreaterThan(25)
    expect(await htmlErrors(pages)).toEqual([])
  })

  await test.step('sitemap: sitemaps.org XSD', async () => {
    expect(await sitemapErrors(sitemap)).toEqual([])
  })

  const { meta, items } = await test.step('RSS: feed parser', async () => {
    const read = await readFeed(feed)
    expect(read.items.length).toBeGreaterThan(0)
    for (const item of read.items) expect(item.link, item.title).toMatch(new RegExp(`^${base}/blog/`))
    return read
  })

  await test.step('robots.txt: every named URL crawlable, the admin refused', async () => {
    const urls = [
      ...new Set([
        ...named,
        ...sitemapLocs(sitemap),
        meta.link,
        ...items.flatMap((i) => [i.link, i.image?.url, ...(i.enclosures ?? []).map((e) => e.url)]),
      ]),
    ].filter((u): u is string => Boolean(u))
    expect(urls.some((u) => u.includes('/api/media/file/'))).toBe(true)
    expect(refusedUrls(`${base}/robots.txt`, robots, urls)).toEqual([])
    expect(refusedUrls(`${base}/robots.txt`, robots, [`${base}/admin`])).toEqual([`${base}/admin`])
    // The named images answer: a crawler that may fetch them gets them.
    for (const image of urls.filter((u) => u.includes('/api/media/file/')).slice(0, 10))
      expect((await request.get(image)).status(), image).toBe(200)
  })

  await test.step('OpenAPI: Redocly recommended, no error', async () => {
    const document: unknown = await (await request.get('/api/openapi.json')).json()
    const errors = (await lintOpenApi(document)).filter((p) => p.split(' ')[1] === 'error')
    expect(errors).toEqual([])
  })
})

/**
 * The requests of the third outside review, replayed against the production server, with the
 * answers they get now (docs/security.md "Third outside review"): other methods on dynamic
 * pages, malformed JSON, what /api/health tells anyone, and the guessable URLs (favicon, feed
 * and policy aliases, the index of blog categories, the case studies' list pages).
 */
import { expect, test } from './fixtures'

test.describe('other methods on dynamic pages', () => {
  const PAGES = ['/web-design-offer', '/blog/local-seo-30-day-plan', '/blog/category/seo', '/search?q=seo']
  for (const path of PAGES)
    for (const method of ['DELETE', 'PUT', 'PATCH', 'POST'])
      test(`${method} ${path} -> 405 JSON with Allow: GET, HEAD, never a cacheable page`, async ({
        request,
      }) => {
        const response = await request.fetch(path, { method, data: method === 'POST' ? '{}' : undefined })
        expect(response.status()).toBe(405)
        expect(response.headers()['allow']).toBe('GET, HEAD')
        expect(response.headers()['cache-control']).toBe('no-store')
        expect(await response.json()).toMatchObject({ message: 'Method not allowed.' })
      })

  test('a case study page too, its GET still a page', async ({ request }) => {
    const list = await request.get('/case-studies')
    const slug = /href="\/case-studies\/([a-z0-9-]+)"/.exec(await list.text())![1]
    expect((await request.delete(`/case-studies/${slug}`)).status()).toBe(405)
    expect((await request.get(`/case-studies/${slug}`)).status()).toBe(200)
  })
})

test('POST /api/posts with the body `{` -> 400 saying the JSON is malformed and where', async ({
  request,
}) => {
  // A Buffer: Playwright sends a string `data` with a JSON content type JSON-encoded.
  const response = await request.post('/api/posts', {
    data: Buffer.from('{'),
    headers: { 'content-type': 'application/json' },
  })
  expect(response.status()).toBe(400)
  expect(await response.json()).toMatchObject({
    message:
      'Malformed JSON in the request body at line 1, column 2 (position 1): the JSON ends before it is complete.',
  })
})

test('GET /api/health tells anonymous callers the status alone', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
})

test.describe('guessable URLs', () => {
  test('/favicon.ico is the site icon, not the HTML 404', async ({ request }) => {
    const response = await request.get('/favicon.ico')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/x-icon')
    const body = await response.body()
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1])
    expect(body.length).toBeLessThan(10_000)
  })

  const ALIASES: Array<[alias: string, target: string]> = [
    ['/feed', '/blog/rss.xml'],
    ['/rss.xml', '/blog/rss.xml'],
    ['/blog/feed', '/blog/rss.xml'],
    ['/terms', '/terms-condition'],
    ['/privacy', '/privacy-policy'],
    ['/case-studies/page/1', '/case-studies'],
  ]
  for (const [alias, target] of ALIASES)
    test(`${alias} redirects permanently to ${target}`, async ({ request }) => {
      const response = await request.get(alias, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(response.headers()['location']).toBe(target)
      expect((await request.get(alias)).status()).toBe(200)
    })

  test('/blog/category lists every category, linking to its posts; it is in the sitemap, the aliases are not', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/blog/category')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Blog categories' })).toBeVisible()
    for (const [name, slug] of [
      ['SEO', 'seo'],
      ['Web Design', 'web-design'],
      ['Advertising', 'advertising'],
    ])
      await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute(
        'href',
        `/blog/category/${slug}`,
      )
    // The demo's sitemap is one <urlset> (an index only past 50,000 URLs).
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(paths).toContain('/blog/category')
    for (const alias of ['/feed', '/rss.xml', '/blog/feed', '/terms', '/privacy', '/favicon.ico'])
      expect(paths).not.toContain(alias)
  })

  test('/case-studies/page/{n} past the last page is the 404 page', async ({ request }) => {
    // Four demo case studies: one page.
    expect((await request.get('/case-studies/page/2')).status()).toBe(404)
    expect((await request.get('/case-studies/page/x')).status()).toBe(404)
  })
})

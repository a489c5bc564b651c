/**
 * Little JavaScript: sums the compressed (gzip, as served by `next start`) bytes
 * of every script each public route loads for itself, attaches the table as
 * `js-bytes.json`, and keeps each page under a budget so a heavy client import shows up as
 * a failing test (home: 160 KB); a blog post loads no more than /about. Link prefetches (scripts of the pages a visitor may open next) are held
 * back, so each number is what that page alone costs.
 */
import type { Response } from '@playwright/test'

import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './helpers'

/** Budget per page in gzip bytes: the framework runtime plus the small islands. */
const BUDGET_GZIP_BYTES = 175_000
/** The home page, the one most visitors land on, has a tighter budget. */
const HOME_BUDGET_GZIP_BYTES = 160_000

test('each page loads little JavaScript', async ({ page }, testInfo) => {
  await page.route('**/*', (route) =>
    route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback(),
  )
  const client = await page.context().newCDPSession(page)
  const table: Record<string, { scripts: number; gzipBytes: number }> = {}
  for (const route of PUBLIC_ROUTES) {
    const sizes: Promise<number>[] = []
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script')
        sizes.push(
          response
            .request()
            .sizes()
            .then((s) => s.responseBodySize),
        )
    }
    await client.send('Network.clearBrowserCache')
    page.on('response', onResponse)
    await page.goto(route.path)
    await page.waitForLoadState('networkidle')
    page.off('response', onResponse)
    table[route.path] = {
      scripts: sizes.length,
      gzipBytes: (await Promise.all(sizes)).reduce((a, b) => a + b, 0),
    }
  }
  await testInfo.attach('js-bytes.json', {
    body: JSON.stringify(table, null, 2),
    contentType: 'application/json',
  })
  console.log('gzip JS bytes per page:', table)
  // A blog post is text and images: no more JavaScript than /about.
  const post = PUBLIC_ROUTES.find((r) => r.name === 'blog-post')!.path
  expect(table[post]!.gzipBytes, `${post} gzip JS bytes`).toBeLessThanOrEqual(table['/about']!.gzipBytes)
  for (const [path, { gzipBytes }] of Object.entries(table)) {
    expect(gzipBytes, `${path} gzip JS bytes`).toBeGreaterThan(0)
    expect(gzipBytes, `${path} gzip JS bytes`).toBeLessThanOrEqual(
      path === '/' ? HOME_BUDGET_GZIP_BYTES : BUDGET_GZIP_BYTES,
    )
  }
})

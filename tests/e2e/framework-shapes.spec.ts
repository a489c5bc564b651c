/**
 * The shapes of Next's and React's output that the site's server relies on, read from the
 * production build under test (tests/unit/framework-assumptions.test.ts lists every such
 * assumption). An upgrade of Next or React that changes one fails here, naming the page and
 * the script:
 * - every inline script of a public page is one the CSP step recognises by shape
 *   (src/edge/csp/inline-scripts.ts) and is allowed by its hash, and the RSC payload's
 *   push script is among them;
 * - Next's client chunks are `<script src="/_next/static/…" async="">` tags, which the server
 *   defers until after the first paint (src/edge/deferred-hydration.ts): none is left
 *   in a public page, and the page carries the loader that starts them;
 * - the proxy runs in the server's process, where the serving Payload's package lookup is
 *   shared (src/server/unknown-document.ts): an unknown /payment/{key} is the full 404 page in
 *   the server HTML, before any JavaScript.
 */
import { createHash } from 'node:crypto'

import { isSiteInlineScript } from '../../src/edge/csp/inline-scripts'
import { HYDRATION_LOADER } from '../../src/edge/deferred-hydration'
import { expect, test } from './fixtures'

const PAGES = [
  '/',
  '/about',
  '/services',
  '/ourworks',
  '/package',
  '/contact',
  '/payment/web-standard',
  '/blog',
]

/** The bodies of the inline scripts of `html` that run (no src, JavaScript type), in order. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = '']) => body)
    .filter((body) => body.length > 0)
}

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

for (const path of PAGES) {
  test(`${path}: every inline script has a known shape and its hash in the policy`, async ({ request }) => {
    const response = await request.get(path, { headers: { accept: 'text/html' } })
    expect(response.status()).toBe(200)
    const html = await response.text()
    const policy = response.headers()['content-security-policy'] ?? ''
    const scripts = inlineScripts(html)
    expect(scripts.some((body) => body.startsWith('(self.__next_f=self.__next_f||[]).push('))).toBe(true)
    expect(scripts.filter((body) => !isSiteInlineScript(body)).map((body) => body.slice(0, 120))).toEqual([])
    expect(
      scripts.filter((body) => !policy.includes(sha256(body))).map((body) => body.slice(0, 120)),
    ).toEqual([])
  })
}

for (const path of PAGES) {
  test(`${path}: every Next chunk is deferred until after the first paint, and the loader starts them`, async ({
    request,
  }) => {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text()
    const chunkTags = [...html.matchAll(/<script[^>]*\ssrc="\/_next\/static\/[^"]+"[^>]*>/g)].map(
      ([tag]) => tag,
    )
    // Only the polyfills of browsers without ES modules keep their src (they never run elsewhere).
    expect(chunkTags.filter((tag) => !/\snoModule=""/i.test(tag))).toEqual([])
    expect(html).toMatch(/<script data-src="\/_next\/static\/chunks\/[^"]+\.js"><\/script>/)
    expect(html).toContain(`<script>${HYDRATION_LOADER}</script></head>`)
  })
}

test('an unknown /payment/{key} is the full 404 page in the server HTML (the proxy asked the data layer)', async ({
  request,
}) => {
  const response = await request.get('/payment/no-such-package', { headers: { accept: 'text/html' } })
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('Oops! Page not found')
})

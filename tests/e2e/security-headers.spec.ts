/**
 * Security headers and Content-Security-Policy of every kind of response: public pages load with zero CSP violations and no 'unsafe-inline' script
 * source, an injected inline script does not run (added in the browser, or in the HTML the
 * server sends), PayPal's hosts are allowed on /payment only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Page } from '@playwright/test'
import pino from 'pino'

import { createSiteServer } from '../../src/edge/server'
import { expect, test } from './fixtures'
import { PAYPAL_STANDIN_URL } from './paypal'

const PUBLIC_PAGES = [
  '/',
  '/home',
  '/about',
  '/services',
  '/ourworks',
  '/package',
  '/contact',
  '/privacy-policy',
  '/terms-condition',
  '/case-studies',
  '/case-studies/greenline-logistics-portal',
  '/web-design-offer',
  '/no-such-page',
]
const PAYMENT_PAGE = '/payment/web-standard'

type Violation = { directive: string; blocked: string; sample: string }

/** Records `securitypolicyviolation` events and CSP console errors of `page` from its first script on. */
async function watchViolations(page: Page): Promise<{ list: () => Promise<Violation[]>; console: string[] }> {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: Violation[] = []
    ;(window as unknown as { __violations: Violation[] }).__violations = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }),
    )
  })
  return {
    list: () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations),
    console: consoleErrors,
  }
}

function directive(policy: string, name: string): string {
  return (
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? ''
  )
}

for (const path of [...PUBLIC_PAGES, PAYMENT_PAGE]) {
  test(`${path} loads with zero CSP violations`, async ({ page }) => {
    const violations = await watchViolations(page)
    const response = await page.goto(path)
    await page.waitForLoadState('networkidle')
    const policy = response!.headers()['content-security-policy'] ?? ''
    const scripts = directive(policy, 'script-src')
    expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/)
    expect(scripts).not.toContain('unsafe-inline')
    expect(scripts).not.toContain('unsafe-eval')
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    if (path === PAYMENT_PAGE) expect(scripts).toContain(new URL(PAYPAL_STANDIN_URL).origin)
    else expect(policy).not.toMatch(/paypal|127\.0\.0\.1/)
    expect(await violations.list()).toEqual([])
    expect(violations.console).toEqual([])
  })
}

test('an injected inline script does not run', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/about')
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
    const handler = document.createElement('img')
    handler.setAttribute('onerror', 'window.__injected = true')
    handler.src = 'data:,not-an-image'
    document.body.append(handler)
    await new Promise((resolve) => setTimeout(resolve, 300))
    return Boolean((window as unknown as { __injected?: boolean }).__injected)
  })
  expect(ran).toBe(false)
  expect((await violations.list()).map((v) => v.directive)).toEqual(
    expect.arrayContaining(['script-src-elem', 'script-src-attr']),
  )
})

/** Port of the injecting front server below (E2E_PORT + 1). */
const INJECTING_PORT = Number(process.env.E2E_PORT ?? 3100) + 1
const INJECTED = 'window.__injected = true'

/**
 * The site's own HTTP server (CSP step included) in front of the site under test, adding a raw
 * inline script to each page below the sanitizer, as a stored-XSS gap would: the policy must
 * not allow it, while the page's own scripts still run (it hydrates).
 */
async function startInjectingServer(upstream: string) {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const answer = await fetch(new URL(req.url ?? '/', upstream), {
      headers: { accept: req.headers.accept ?? '*/*' },
      redirect: 'manual',
    })
    const type = answer.headers.get('content-type') ?? 'application/octet-stream'
    let body = Buffer.from(await answer.arrayBuffer())
    if (type.startsWith('text/html'))
      body = Buffer.from(body.toString('utf8').replace('</body>', `<script>${INJECTED}</script></body>`))
    res.writeHead(answer.status, { 'Content-Type': type })
    res.end(body)
  }
  const site = createSiteServer({
    handle,
    logger: pino({ level: 'silent' }),
    https: false,
    paypalOrigins: [],
  })
  await new Promise<void>((resolve) => site.server.listen(INJECTING_PORT, '127.0.0.1', resolve))
  return { site, url: `http://127.0.0.1:${(site.server.address() as AddressInfo).port}` }
}

test.describe('an inline script in the HTML the server sends', () => {
  test.use({ allowedOrigins: [PAYPAL_STANDIN_URL, `http://127.0.0.1:${INJECTING_PORT}`] })

  test('gets no hash: the browser reports a violation and does not run it, the page still hydrates', async ({
    page,
    baseURL,
  }) => {
    const front = await startInjectingServer(baseURL!)
    try {
      const violations = await watchViolations(page)
      const response = await page.goto(`${front.url}/about`)
      expect(await response!.text()).toContain(`<script>${INJECTED}</script>`)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/)
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
      expect(await violations.list()).toEqual([
        expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' }),
      ])
    } finally {
      await front.site.shutdown(1000)
    }
  })
})

test('the PayPal stand-in buttons render under the payment page policy', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto(PAYMENT_PAGE)
  await expect(page.getByRole('button', { name: 'PayPal', exact: true })).toBeVisible()
  expect(await violations.list()).toEqual([])
})

test('the buy link loads the payment page as a new document (its own policy)', async ({ page }) => {
  await page.goto('/package')
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(PAYMENT_PAGE) && r.request().isNavigationRequest()),
    page
      .getByRole('link', { name: /Buy ULTRA STANDARD/i })
      .first()
      .click(),
  ])
  expect(response.headers()['content-security-policy']).toContain(new URL(PAYPAL_STANDIN_URL).origin)
})

test('every kind of response carries the security headers', async ({ page, request }) => {
  await page.goto('/')
  const asset = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
  for (const path of [
    '/',
    '/api/getServices',
    '/api/health',
    '/api/users',
    '/admin/login',
    '/robots.txt',
    asset!,
    '/api/no-such-endpoint',
  ]) {
    const response = await request.get(path)
    const headers = response.headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/)
    // Plain http here: no HSTS (it is sent when SERVER_URL is https).
    expect(headers['strict-transport-security'], path).toBeUndefined()
  }
  const json = await request.get('/api/getServices')
  expect(json.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
})

test('an incoming sane X-Request-Id is echoed; an insane one is replaced', async ({ request }) => {
  const kept = await request.get('/api/getSettings', { headers: { 'X-Request-Id': 'lb-1234.abc:9' } })
  expect(kept.headers()['x-request-id']).toBe('lb-1234.abc:9')
  const replaced = await request.get('/api/getSettings', {
    headers: { 'X-Request-Id': '<script>'.repeat(3) },
  })
  expect(replaced.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})

test('the admin loads under its own policy without violations', async ({ page }) => {
  const violations = await watchViolations(page)
  const response = await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: /login/i })).toBeVisible()
  expect(directive(response!.headers()['content-security-policy'] ?? '', 'script-src')).toBe(
    "script-src 'self' 'unsafe-inline'",
  )
  expect(await violations.list()).toEqual([])
})

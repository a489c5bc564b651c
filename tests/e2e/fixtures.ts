/**
 * Test fixture: the page may only talk to the site under test and the origins in
 * `allowedOrigins` (default: the local PayPal stand-in that serves the payment page's JS
 * SDK, tests/e2e/paypal.ts). Any other request is aborted and fails the test (no internet
 * here or in CI; nothing unexpected leaves). A spec may narrow the list with
 * `test.use({ allowedOrigins: [] })`.
 */
import { test as base, expect } from '@playwright/test'

import { PAYPAL_STANDIN_URL } from './paypal'

export const test = base.extend<{ allowedOrigins: string[]; externalRequests: string[] }>({
  allowedOrigins: [[PAYPAL_STANDIN_URL], { option: true }],
  externalRequests: [
    async ({ page, baseURL, allowedOrigins }, use) => {
      const allowed = [new URL(baseURL!).origin, ...allowedOrigins.map((o) => new URL(o).origin)]
      const external: string[] = []
      await page.route('**/*', (route) => {
        const url = route.request().url()
        if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue()
        if (allowed.includes(new URL(url).origin)) return route.continue()
        external.push(url)
        return route.abort('blockedbyclient')
      })
      await use(external)
      expect(external, 'requests to other origins').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

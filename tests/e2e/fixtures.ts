/**
 * Test fixtures. `page` waits, after each navigation it makes (goto, reload, back, forward), until
 * a public page has hydrated (`<html data-hydrated>`, src/components/HydrationMark): the site
 * starts Next's scripts only after the first paint (src/edge/deferred-hydration.ts), so
 * React may still be starting after the `load` event Playwright waits for, and tests of the enhanced
 * behaviour (roles, keys, timers) need it running. first-paint.spec.ts clicks before hydration
 * on purpose. The admin, pages without Next's scripts (JSON) and pages opened with JavaScript
 * off are not waited for.
 *
 * The page may only talk to the site under test and the origins in
 * `allowedOrigins` (default: the local PayPal stand-in that serves the payment page's JS
 * SDK, tests/e2e/paypal.ts). Any other request is aborted and fails the test (no internet
 * here or in CI; nothing unexpected leaves). A spec may narrow the list with
 * `test.use({ allowedOrigins: [] })`.
 */
import { test as base, expect, type Page } from '@playwright/test'

import { PAYPAL_STANDIN_URL } from './paypal'

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const

/** Resolves once a public page has hydrated (HydrationMark), at once for the admin and pages without Next's scripts. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      !document.querySelector('script[src*="/_next/static/"], script[data-src]') ||
      /^\/admin(\/|$)/.test(location.pathname),
  )
}

export const test = base.extend<{ allowedOrigins: string[]; externalRequests: string[] }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      for (const name of NAVIGATIONS) {
        const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
        Object.assign(page, {
          [name]: async (...args: unknown[]) => {
            const response = await navigate(...args)
            await hydrated(page)
            return response
          },
        })
      }
    }
    await provide(page)
  },
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

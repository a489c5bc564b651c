/**
 * Test fixture: the page may only talk to the site under test. Any request to another
 * origin is aborted and fails the test (no internet here or in CI; nothing unexpected leaves).
 */
import { test as base, expect } from '@playwright/test'

export const test = base.extend<{ externalRequests: string[] }>({
  externalRequests: [
    async ({ page, baseURL }, use) => {
      const allowed = new URL(baseURL!).origin
      const external: string[] = []
      await page.route('**/*', (route) => {
        const url = route.request().url()
        if (url.startsWith(allowed) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue()
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

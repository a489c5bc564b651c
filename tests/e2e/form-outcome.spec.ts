/**
 * After a form post without JavaScript the visitor sees what happened: the page that comes back
 * opens at the outcome (the form's thanks or errors, the search's summary), inside the first
 * viewport and clear of the sticky menu bar, at 390 and 1280 px. With JavaScript the outcome
 * is brought into view and focused too.
 */
import type { Locator } from '@playwright/test'

import { TEXT } from '../../src/contracts/constants'

import { E2E_CONTACT } from './constants'
import { expect, test } from './fixtures'
import { menuButton } from './helpers'

const VALUES = {
  Name: 'Outcome Visitor',
  Subject: 'Outcome check',
  'Phone number': '+1 555 010 0300',
  Message: 'Where is the answer?',
}

/**
 * Whether `target` comes into the first viewport, its top inside it and not covered (its top
 * centre is its own). Polled: the browser scrolls to a fragment as the page loads, so on a tall
 * page the scroll may come after the element is first visible.
 */
async function expectInFirstViewport(target: Locator): Promise<void> {
  await expect(target).toBeVisible()
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 12))
        return (
          r.top >= 0 &&
          r.top + Math.min(r.height, 24) <= window.innerHeight &&
          hit !== null &&
          el.contains(hit)
        )
      }),
    )
    .toBe(true)
}

/** The contact page's form and a landing page's lead form: the same form, two places. */
const FORMS = [
  { name: 'the contact form', path: '/contact' },
  { name: 'the lead form of /web-design-offer', path: '/web-design-offer' },
]

let client = 0

for (const width of [390, 1280]) {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(`at ${width} px ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      test.use({ viewport: { width, height: width < 600 ? 844 : 800 }, javaScriptEnabled })
      // Each test posts from an address of its own: the browser tests' shared limit stays untouched.
      test.beforeEach(async ({ page }) => {
        client += 1
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${client}` })
      })

      for (const { name, path } of FORMS) {
        test(`${name}: the error, then the thanks, open in view`, async ({ page }) => {
          await page.goto(path)
          const form = page
            .locator('form')
            .filter({ has: page.getByRole('button', { name: 'Send Message' }) })
          for (const [label, value] of Object.entries(VALUES))
            await form.getByLabel(label, { exact: true }).fill(value)
          // The browser lets a domain without a dot through; the server refuses it.
          await form.getByLabel('E-mail', { exact: true }).fill('visitor@example')
          await page.waitForTimeout(E2E_CONTACT.minFillMs + 200)
          await form.getByRole('button', { name: 'Send Message' }).click()
          const error = page
            .getByRole('alert')
            .filter({ hasText: 'The email must be a valid email address.' })
          await expectInFirstViewport(error)
          if (javaScriptEnabled) await expect(error).toBeFocused()
          else expect(new URL(page.url()).hash).toBe(`#${await error.getAttribute('id')}`)

          const again = page
            .locator('form')
            .filter({ has: page.getByRole('button', { name: 'Send Message' }) })
          await again.getByLabel('E-mail', { exact: true }).fill('visitor@example.com')
          await page.waitForTimeout(E2E_CONTACT.minFillMs + 200)
          await again.getByRole('button', { name: 'Send Message' }).click()
          const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your message' })
          await expectInFirstViewport(thanks)
          if (javaScriptEnabled) await expect(thanks).toBeFocused()
        })
      }

      test('a search from the header opens at its summary', async ({ page }) => {
        await page.goto('/about')
        if (width < 600) await menuButton(page).click()
        const field = page.getByRole('banner').getByLabel(TEXT.searchLabel).filter({ visible: true })
        await field.fill('seo')
        await field.press('Enter')
        await expect(page).toHaveURL(/\/search\?q=seo#search-summary$/)
        await expectInFirstViewport(page.getByTestId('search-summary'))
      })
    })
  }
}

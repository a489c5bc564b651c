/**
 * The contact page's 'Leave Message' form with and without
 * JavaScript: the server's field texts in a red alert next to the kept input, then the
 * success message and an emptied form.
 */
import type { Page } from '@playwright/test'

import { E2E_ADMIN, E2E_CONTACT } from './constants'
import { expect, test } from './fixtures'

const VALUES = {
  Name: 'Browser Visitor',
  // The browser's e-mail check lets a domain without a dot through; the server's does not.
  'E-mail': 'visitor@example',
  Subject: 'Website quote',
  'Phone number': '+1 555 010 0200',
  Message: 'Please call me.',
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value)
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test('the browser refuses a phone number the server would refuse, before sending', async ({ page }) => {
      const posts: string[] = []
      page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
      await page.goto('/contact')
      const phone = page.getByLabel('Phone number', { exact: true })
      await expect(phone).toHaveAttribute('inputmode', 'tel')
      await fill(page, { ...VALUES, 'E-mail': 'visitor@example.com', 'Phone number': 'abc' })
      await page.waitForTimeout(E2E_CONTACT.minFillMs + 200)
      await page.getByRole('button', { name: 'Send Message' }).click()
      expect(await phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true)
      await expect(page.locator('#contact-phone:focus:invalid')).toHaveCount(1)
      // Too few digits is the server's other phone rule: the browser says it too.
      await phone.fill('12')
      expect(await phone.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(false)
      await phone.fill('(020) 7946-0000')
      expect(await phone.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(true)
      expect(posts).toEqual([])
    })

    test('shows server texts, keeps the input, then succeeds and resets', async ({ page }) => {
      await page.goto('/contact')
      await expect(page.getByRole('heading', { name: 'Contact Detils' })).toBeVisible()
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) })
      await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('type', 'email')
      const subject = `${VALUES.Subject} (${javaScriptEnabled ? 'js' : 'no js'} ${Date.now()})`
      await fill(page, { ...VALUES, Subject: subject })
      await page.waitForTimeout(E2E_CONTACT.minFillMs + 200) // a person takes longer than the spam threshold
      await page.getByRole('button', { name: 'Send Message' }).click()

      const alert = form.getByRole('alert')
      await expect(alert).toContainText('The email must be a valid email address.')
      await expect(alert).toHaveCSS('color', 'rgb(153, 27, 27)')
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(VALUES.Name)
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue(VALUES.Message)

      await page.getByLabel('E-mail', { exact: true }).fill('visitor@example.com')
      await page.waitForTimeout(E2E_CONTACT.minFillMs + 200)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(form.getByRole('status')).toHaveText(
        'Thank you for your message. We will get back to you soon.',
      )
      await expect(form.getByRole('alert')).toHaveCount(0)
      for (const label of Object.keys(VALUES))
        await expect(page.getByLabel(label, { exact: true })).toHaveValue('')

      // Stored once, as a real message (not spam), before the visitor was told so.
      expect((await page.request.post('/api/users/login', { data: E2E_ADMIN })).status()).toBe(200)
      // Same-origin, as the browser's own request: Payload trusts the session cookie only then (csrf).
      const headers = { 'Sec-Fetch-Site': 'same-origin' }
      const found = await (
        await page.request.get(
          `/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`,
          { headers },
        )
      ).json()
      expect(found.docs).toHaveLength(1)
      expect(found.docs[0]).toMatchObject({
        name: VALUES.Name,
        phone_number: '+1 555 010 0200',
        spam: false,
        status: 'new',
      })
    })
  })
}

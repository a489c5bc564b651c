/**
 * Outgoing webhooks in the admin (docs/operations.md "Webhooks"): the create form shows a new
 * signing secret to copy; once saved, the form shows only its mask, and saving again keeps the
 * secret. The webhook is removed at the end, so no later spec's lead or order is sent anywhere.
 */
import { expect, test } from './fixtures'
import { adminHeaders, signInToAdmin } from './helpers'

test('an admin creates a webhook: the secret is shown once, then masked', async ({ page, request }) => {
  await signInToAdmin(page)
  await page.goto('/admin/collections/webhooks/create')
  const secretField = page.locator('#field-secret')
  await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9+/]{43}=$/)
  const secret = await secretField.inputValue()
  await page.locator('#field-name').fill('E2E receiver')
  // A public address literal: accepted without a DNS lookup; the webhook is deleted before any event.
  await page.locator('#field-url').fill('https://1.1.1.1/e2e-hook')
  await page.locator('#field-events').click()
  await page.locator('.rs__option', { hasText: 'lead.created' }).click()
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/webhooks\/\d+/)
  const id = /webhooks\/(\d+)/.exec(page.url())![1]!
  const headers = await adminHeaders(request)
  try {
    await page.reload()
    await expect(page.locator('#field-secret')).toHaveValue(`whsec_…${secret.slice(-4)}`)
    await page.locator('#field-name').fill('E2E receiver (renamed)')
    await page.locator('#action-save').click()
    await expect(page.locator('#field-name')).toHaveValue('E2E receiver (renamed)')
    const read = await request.get(`/api/webhooks/${id}`, { headers })
    expect(((await read.json()) as { secret: string }).secret).toBe(`whsec_…${secret.slice(-4)}`)
  } finally {
    expect((await request.delete(`/api/webhooks/${id}`, { headers })).status()).toBe(200)
  }
})

/**
 * Drafts and preview: an editor's draft of the privacy policy is invisible on the
 * public page and in the JSON API, shows in the signed-in preview, and goes public on publish.
 */
import { doc, paragraph } from '../../src/seed/richtext'

import { E2E_ADMIN } from './constants'
import { expect, test } from './fixtures'

test('a draft shows in preview only, and on the public page once published', async ({
  page,
  browser,
  baseURL,
}) => {
  const login = await page.request.post('/api/users/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const text = `Draft clause ${Date.now()}`
  const draft = await page.request.post('/api/globals/privacy-policy?draft=true', {
    headers: auth,
    data: { title: 'Privacy Policy', content: doc(paragraph(text)) },
  })
  expect(draft.status()).toBe(200)

  const visitor = await browser.newContext({ baseURL })
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/privacy-policy')
  await expect(visitorPage.locator('main')).not.toContainText(text)
  expect(await (await visitor.request.get('/api/get_privacy_policy')).text()).not.toContain(text)
  expect((await visitor.request.get('/api/preview?path=/privacy-policy', { maxRedirects: 0 })).status()).toBe(
    401,
  )

  await page.goto('/api/preview?path=/privacy-policy')
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect(page.getByText('Preview: unpublished drafts are shown.')).toBeVisible()
  await expect(page.locator('main')).toContainText(text)
  // The preview's own fetch: same-origin, with the session cookie (Payload's csrf check).
  const previewApi = await page.request.get('/api/get_privacy_policy', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(await previewApi.text()).toContain(text)
  expect(previewApi.headers()['cache-control']).toBe('private, no-store')

  const publish = await page.request.post('/api/globals/privacy-policy', {
    headers: auth,
    data: { _status: 'published' },
  })
  expect(publish.status()).toBe(200)
  await visitorPage.goto('/privacy-policy')
  await expect(visitorPage.locator('main')).toContainText(text)
  expect(await (await visitor.request.get('/api/get_privacy_policy')).text()).toContain(text)

  await page.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page.getByText('Preview: unpublished drafts are shown.')).toHaveCount(0)
  await visitor.close()
})

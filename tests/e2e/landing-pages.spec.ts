/**
 * Landing pages (docs/content.md "Landing pages"): an editor builds one in the admin with a
 * hero, a price table and a lead form and publishes it; it is served at once at /{slug}, and a
 * visitor without JavaScript sends its lead form: the stored message (read through REST as
 * the admin) records the page. The demo page /web-design-offer renders every block, its
 * FAQ opens without JavaScript and carries FAQPage JSON-LD, and the price table shows the
 * packages' own prices. Axe (390 and 1280 px, with and before hydration), the screenshots
 * and the CSP check cover /web-design-offer through PUBLIC_ROUTES (helpers.ts) and
 * security-headers.spec.ts.
 */
import type { Page } from '@playwright/test'

import { E2E_CONTACT } from './constants'
import { expect, test } from './fixtures'
import { addBlock, adminHeaders, signInToAdmin } from './helpers'

// The lead-form posts of this spec count against an address of their own.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.27' } })

/** Every JSON-LD object on the page (arrays flattened). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.flatMap((t) => [JSON.parse(t) as Record<string, unknown> | Record<string, unknown>[]].flat())
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`/web-design-offer ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled })

    test('renders every block; the FAQ opens; the price table shows the packages', async ({ page }) => {
      const response = await page.goto('/web-design-offer')
      expect(response!.status()).toBe(200)
      const main = page.locator('main')
      await expect(
        main.getByRole('heading', { level: 1, name: 'A new website that wins customers, live in 4 weeks' }),
      ).toBeVisible()
      for (const heading of [
        'What every website includes',
        'Choose your website package',
        'What our clients say',
        'Trusted by local businesses',
        'Questions we are often asked',
        'Not sure which package fits?',
        'Get your free quote',
      ])
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      // The price table: the website packages with their prices from the packages collection; its
      // Buy links name the page, for its promotions (docs/payments.md "Through a landing page").
      for (const name of ['ULTRA STANDARD', 'ULTRA ECONOMICAL', 'ULTRA PREMIUM', 'E-COMMERCE'])
        await expect(main.getByRole('heading', { level: 3, name })).toBeVisible()
      await expect(main.getByRole('link', { name: /^Buy ULTRA STANDARD for \$599\b/ })).toHaveAttribute(
        'href',
        '/payment/web-standard?via=web-design-offer',
      )
      await expect(main.getByRole('img', { name: 'Mitchell Bakery' })).toBeVisible()
      // The hero's button leads to the lead form.
      await main.getByRole('link', { name: 'Get my free quote' }).click()
      await expect(page).toHaveURL(/#lead-form$/)
      await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Web design offer: free quote')

      const question = page.locator('details').filter({ hasText: 'Can I update the website myself?' })
      const answer = question.getByText('Packages with a CMS let you edit every page')
      await expect(answer).toBeHidden()
      await question.locator('summary').click()
      await expect(answer).toBeVisible()
      expect(await question.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true)
    })
  })
}

test('the FAQ block carries FAQPage JSON-LD; the page is in the sitemap', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/web-design-offer')
  const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage')!
  const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
  expect(questions).toHaveLength(5)
  expect(questions[0]!.name).toBe('How long does a new website take?')
  expect(questions[0]!.acceptedAnswer.text).toMatch(/^Four weeks/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${baseURL}/web-design-offer</loc>`)
})

test('an unknown slug is the 404 page, in the server HTML too; the routes of the site stay theirs', async ({
  request,
}) => {
  for (const path of ['/no-such-landing-page', '/Web-Design-Offer', '/web-design-offer-', '/web--design']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('Oops! Page not found')
  }
  for (const path of ['/about', '/home', '/contact', '/blog', '/sitemap.xml'])
    expect((await request.get(path)).status(), path).toBe(200)
})

test.describe('an editor builds a landing page in the admin', () => {
  const slug = `spring-offer-${Date.now()}`
  let pageId: number | undefined

  test.afterAll(async ({ request }) => {
    if (pageId) await request.delete(`/api/pages/${pageId}`, { headers: await adminHeaders(request) })
  })

  test('hero, price table and lead form, published; a visitor from ?utm_campaign=spring without JavaScript sends the lead form; the message records the page and the campaign, and the dashboard counts it under both', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000)
    await signInToAdmin(page)

    await page.goto('/admin/collections/pages/create')
    await page.locator('#field-title').fill('Spring SEO offer')
    await page.locator('#field-slug').fill(slug)
    await addBlock(page, 'Hero')
    await page.locator('#field-layout__0__heading').fill('Spring SEO offer: your first month at half price')
    await page.locator('#field-layout__0__text').fill('Book before May and start ranking this season.')
    await addBlock(page, 'Price table')
    await page.locator('#field-layout__1__heading').fill('Our SEO packages')
    // The category is a select: pick SEO.
    await page.locator('#field-layout__1__category').click()
    await page.locator('.rs__option', { hasText: /^SEO$/ }).click()
    await addBlock(page, 'Lead form')
    await page.locator('#field-layout__2__heading').fill('Claim your half-price month')
    await page.locator('#field-layout__2__subject').fill('Spring SEO offer')
    await page.locator('#action-save').click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
    await expect(
      page
        .getByText('Status: Published')
        .or(page.getByText('Published', { exact: true }))
        .first(),
    ).toBeVisible()
    pageId = Number(/\/pages\/(\d+)/.exec(page.url())![1])
    const stored = (await (
      await request.get(`/api/pages/${pageId}?depth=0`, { headers: await adminHeaders(request) })
    ).json()) as { slug: string; _status: string; layout: { blockType: string }[] }
    expect(stored).toMatchObject({ slug, _status: 'published' })
    expect(stored.layout.map((b) => b.blockType)).toEqual(['hero', 'priceTable', 'leadForm'])

    // A visitor, without JavaScript, from a campaign link.
    const visitor = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.28' },
    })
    const landing = await visitor.newPage()
    const response = await landing.goto(`/${slug}?utm_campaign=spring`)
    expect(response!.status()).toBe(200)
    await expect(
      landing.getByRole('heading', { level: 1, name: 'Spring SEO offer: your first month at half price' }),
    ).toBeVisible()
    await expect(landing.getByRole('heading', { level: 2, name: 'Our SEO packages' })).toBeVisible()
    for (const name of ['STANDARD', 'POWER', 'PREMIUM'])
      await expect(landing.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
    const form = landing
      .locator('form')
      .filter({ has: landing.getByRole('button', { name: 'Send Message' }) })
    await expect(landing.getByLabel('Subject', { exact: true })).toHaveValue('Spring SEO offer')
    const name = `Lead ${Date.now()}`
    await landing.getByLabel('Name', { exact: true }).fill(name)
    await landing.getByLabel('E-mail', { exact: true }).fill('lead@example.com')
    await landing.getByLabel('Phone number', { exact: true }).fill('+1 555 010 0300')
    await landing.getByLabel('Message', { exact: true }).fill('Please call me about the spring offer.')
    await landing.waitForTimeout(E2E_CONTACT.minFillMs + 200)
    await landing.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status')).toHaveText(
      'Thank you for your message. We will get back to you soon.',
    )
    await visitor.close()

    const headers = await adminHeaders(request)
    const found = (await (
      await request.get(`/api/contact-messages?where[name][equals]=${encodeURIComponent(name)}&depth=0`, {
        headers,
      })
    ).json()) as {
      docs: {
        subject: string
        formPage: number | null
        spam: boolean
        attribution: Record<string, unknown>
      }[]
    }
    expect(found.docs).toHaveLength(1)
    expect(found.docs[0]).toMatchObject({ subject: 'Spring SEO offer', formPage: pageId, spam: false })
    expect(found.docs[0]!.attribution).toMatchObject({ campaign: 'spring', landingPage: `/${slug}` })

    // The owner's dashboard counts the lead under its campaign and its landing page.
    await page.goto('/admin')
    const dashboard = page.getByRole('region', { name: 'At a glance' })
    await expect(
      dashboard.getByTestId('leads-by-campaign').getByRole('row', { name: /^spring\b/ }),
    ).toHaveCount(1)
    await expect(
      dashboard.getByTestId('leads-by-landingPage').getByRole('row', { name: new RegExp(`^/${slug}\\b`) }),
    ).toHaveCount(1)
  })
})

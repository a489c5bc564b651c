/**
 * Case studies from a visitor's side, with JavaScript on and off: a home project tile's caption
 * leads to its case study (the tile itself still leads to /package), the case study shows its
 * client, services, challenge, work, results, gallery and testimonial, and the list leads to
 * every case study; BreadcrumbList JSON-LD and the cover image as share image; 404 for unknown
 * slugs; sitemap entries; a case study an admin publishes or unpublishes shows or goes at once,
 * on its page, the list and the home tile. Axe, CSP, the JavaScript budget and the screenshots
 * cover the routes through PUBLIC_ROUTES (helpers.ts) and security-headers.spec.ts.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { E2E_ADMIN } from './constants'
import { expect, test } from './fixtures'

const GREENLINE = {
  title: 'Greenline Logistics: a customer portal and 40% cheaper leads',
  slug: 'greenline-logistics-portal',
  tile: 'Greenline Logistics Portal',
}
const DEMO_CASE_STUDIES = 4

const projects = (page: Page) =>
  page.getByRole('region', { name: 'Website Development And Designing Service' })
const tile = (page: Page, title: string) => projects(page).getByRole('listitem').filter({ hasText: title })

/**
 * The services line of a case study as the page shows it: the titles of its services as they
 * are now (another spec renames a service through the admin).
 */
async function servicesLine(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/api/case-studies?where[slug][equals]=${slug}&depth=1`)
  const { docs } = (await response.json()) as { docs: Array<{ services: Array<{ title: string }> }> }
  return docs[0]!.services.map((s) => s.title).join(', ')
}

/** Every JSON-LD object on the page (arrays flattened). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.flatMap((t) => [JSON.parse(t) as Record<string, unknown> | Record<string, unknown>[]].flat())
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test("a home tile's caption leads to its case study, the list to every case study", async ({
      page,
      request,
    }) => {
      await page.goto('/')
      const greenline = tile(page, GREENLINE.tile)
      await expect(greenline.getByRole('link').filter({ hasText: 'Details' })).toHaveAttribute(
        'href',
        '/package',
      )
      // A tile without a case study has no caption link.
      await expect(tile(page, 'Summit Dental Clinic').getByRole('link')).toHaveCount(1)

      await greenline.getByRole('link', { name: `Read the case study: ${GREENLINE.tile}` }).click()
      await expect(page).toHaveURL(new RegExp(`/case-studies/${GREENLINE.slug}$`))
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: GREENLINE.title })).toBeVisible()
      const services = await servicesLine(request, GREENLINE.slug)
      expect(services).toMatch(/, Pay-Per-Click Advertising$/)
      for (const text of ['Greenline Logistics', 'Transport & logistics', services])
        await expect(main.getByText(text, { exact: true })).toBeVisible()
      for (const name of ['The challenge', 'The work', 'Results', 'Gallery'])
        await expect(main.getByRole('heading', { level: 2, name })).toBeVisible()
      await expect(
        main.getByRole('listitem').filter({ hasText: 'cost per lead in one quarter' }),
      ).toContainText('−40%')
      await expect(main.locator('figure blockquote')).toContainText('cut our cost per lead by 40%')
      await expect(main.getByText('David Okafor')).toBeVisible()

      await main.getByRole('link', { name: 'All case studies' }).click()
      await expect(page).toHaveURL(/\/case-studies$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible()
      const cards = page.locator('main article')
      await expect(cards).toHaveCount(DEMO_CASE_STUDIES)
      await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(
        'Mitchell Bakery: from phone orders to online ordering',
      )
      await page
        .getByRole('link', { name: 'Harbor & Co.: online table bookings for a seaside restaurant' })
        .click()
      await expect(page).toHaveURL(/\/case-studies\/harbor-and-co-restaurant$/)
      await expect(page.getByText('of bookings now made online')).toBeVisible()
    })
  })
}

test('a case study carries BreadcrumbList JSON-LD and its cover image as share image', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto(`/case-studies/${GREENLINE.slug}`)
  expect(response?.status()).toBe(200)
  const url = `${baseURL}/case-studies/${GREENLINE.slug}`
  const crumbs = (await jsonLd(page)).find((i) => i['@type'] === 'BreadcrumbList')!
  expect(
    (crumbs.itemListElement as Array<{ item: string; name: string }>).map((c) => [c.name, c.item]),
  ).toEqual([
    ['Home', `${baseURL}/`],
    ['Case Studies', `${baseURL}/case-studies`],
    [GREENLINE.title, url],
  ])
  const head = page.locator('head')
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url)
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(`^${GREENLINE.title}`),
  )
  const ogImage = await head.locator('meta[property="og:image"]').getAttribute('content')
  expect(ogImage).toMatch(new RegExp(`^${baseURL}/api/media/file/.*-1200x630\\.`))
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
})

test('unknown and malformed case study slugs answer 404', async ({ page, request }) => {
  for (const path of [
    '/case-studies/no-such-case-study',
    '/case-studies/Not%20A%20Slug',
    '/case-studies/a/b',
  ])
    expect((await request.get(path)).status(), path).toBe(404)
  await page.goto('/case-studies/no-such-case-study')
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
})

test('the sitemap lists /case-studies and every case study', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const slug of [
    '',
    `/${GREENLINE.slug}`,
    '/mitchell-bakery-online-ordering',
    '/harbor-and-co-restaurant',
  ])
    expect(xml, slug).toContain(`<loc>${baseURL}/case-studies${slug}</loc>`)
})

/** An admin's REST session (JWT: no cookie, so no CSRF origin check). */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

test('a case study an admin publishes shows at once on its page, the list and its home tile; unpublished, it goes', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const find = async (collection: string) =>
    (
      (await (await request.get(`/api/${collection}?limit=100&depth=0`, { headers })).json()) as {
        docs: { id: number; title?: string }[]
      }
    ).docs
  const project = (await find('projects')).find((p) => p.title === 'Summit Dental Clinic')!
  const media = (await find('media'))[0]!
  const created = await request.post('/api/case-studies', {
    headers,
    data: {
      title: 'Summit Dental: online appointments',
      slug: 'summit-dental-online-appointments',
      summary: 'A dental clinic moved its appointment book online.',
      coverImage: media.id,
      client: 'Summit Dental Clinic',
      industry: 'Healthcare',
      challenge: 'Patients could only book by phone.',
      work: {
        root: {
          type: 'root',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          children: [
            {
              type: 'paragraph',
              version: 1,
              direction: 'ltr',
              format: '',
              indent: 0,
              textFormat: 0,
              children: [
                {
                  type: 'text',
                  version: 1,
                  text: 'We built online booking.',
                  format: 0,
                  detail: 0,
                  mode: 'normal',
                  style: '',
                },
              ],
            },
          ],
        },
      },
      results: [{ value: '52%', label: 'of appointments booked online' }],
      project: project.id,
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    await page.goto('/case-studies/summit-dental-online-appointments')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Summit Dental: online appointments' }),
    ).toBeVisible()
    await page.goto('/case-studies')
    await expect(page.locator('main article')).toHaveCount(DEMO_CASE_STUDIES + 1)
    await page.goto('/')
    await expect(
      tile(page, 'Summit Dental Clinic').getByRole('link', {
        name: 'Read the case study: Summit Dental Clinic',
      }),
    ).toHaveAttribute('href', '/case-studies/summit-dental-online-appointments')

    const unpublished = await request.patch(`/api/case-studies/${id}`, {
      headers,
      data: { _status: 'draft' },
    })
    expect(unpublished.status()).toBe(200)
    expect((await request.get('/case-studies/summit-dental-online-appointments')).status()).toBe(404)
    await page.goto('/')
    await expect(tile(page, 'Summit Dental Clinic').getByRole('link')).toHaveCount(1)
  } finally {
    await request.delete(`/api/case-studies/${id}`, { headers })
  }
})

/**
 * The blog from a visitor's side, with JavaScript on and off: the list (newest first, 12 a
 * page, numbered page links, 308 for page 1, 404 past the end), a post with its BlogPosting
 * and BreadcrumbList JSON-LD and its hero image as the share image, category pages, the RSS
 * feed and the sitemap, the footer link; a post an editor publishes or unpublishes shows or
 * goes at once. Axe, the JavaScript budget and the screenshots cover the blog routes through
 * PUBLIC_ROUTES (helpers.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { BLOG_PAGE_SIZE, RSS_ITEMS } from '../../src/contracts/constants'
import { E2E_ADMIN } from './constants'
import { expect, test } from './fixtures'
import { publishChange } from './helpers'

const NEWEST = { title: 'Local SEO for service businesses: a 30-day plan', slug: 'local-seo-30-day-plan' }
const DEMO_POSTS = 6

/** Every JSON-LD object on the page (arrays flattened). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.flatMap((t) => [JSON.parse(t) as Record<string, unknown> | Record<string, unknown>[]].flat())
}

const cards = (page: Page) => page.locator('main article')

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test('the footer leads to the blog, the list to a post, the post to its category', async ({ page }) => {
      await page.goto('/about')
      await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click()
      await expect(page).toHaveURL(/\/blog$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
      await expect(cards(page)).toHaveCount(DEMO_POSTS)
      await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(NEWEST.title)

      await page.getByRole('link', { name: NEWEST.title }).click()
      await expect(page).toHaveURL(new RegExp(`/blog/${NEWEST.slug}$`))
      await expect(page.getByRole('heading', { level: 1, name: NEWEST.title })).toBeVisible()
      await expect(
        page.getByRole('heading', { level: 2, name: 'Want this plan run for your business?' }),
      ).toBeVisible()
      await expect(page.locator('main blockquote')).toContainText('map pack')
      // The call to action's button keeps its own white text inside the post's rich text.
      const cta = page.getByRole('link', { name: 'See SEO packages' })
      await expect(cta).toHaveAttribute('href', '/package#package-panel-seo')
      await expect(cta).toHaveCSS('color', 'rgb(255, 255, 255)')

      await page.getByRole('main').getByRole('link', { name: 'SEO', exact: true }).click()
      await expect(page).toHaveURL(/\/blog\/category\/seo$/)
      await expect(page.getByRole('heading', { level: 1, name: 'SEO' })).toBeVisible()
      await expect(cards(page)).toHaveCount(2)
      await expect(
        page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'SEO' }),
      ).toHaveAttribute('aria-current', 'page')
    })
  })
}

test('a post carries BlogPosting and BreadcrumbList JSON-LD and its hero image as share image', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto(`/blog/${NEWEST.slug}`)
  expect(response?.status()).toBe(200)
  const url = `${baseURL}/blog/${NEWEST.slug}`
  const items = await jsonLd(page)
  const posting = items.find((i) => i['@type'] === 'BlogPosting')!
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    headline: NEWEST.title,
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Person', name: 'Maya Chen' },
    datePublished: '2026-11-18T09:00:00.000Z',
    articleSection: ['SEO'],
  })
  expect(String(posting.image)).toMatch(new RegExp(`^${baseURL}/api/media/file/`))
  expect(posting.description).toEqual(expect.any(String))
  const crumbs = items.find((i) => i['@type'] === 'BreadcrumbList')!
  expect((crumbs.itemListElement as Array<{ item: string }>).map((c) => c.item)).toEqual([
    `${baseURL}/`,
    `${baseURL}/blog`,
    url,
  ])
  const head = page.locator('head')
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  const ogImage = await head.locator('meta[property="og:image"]').getAttribute('content')
  expect(ogImage).toBe(posting.image)
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url)
})

test('unknown posts, categories and pages answer 404; page 1 is a 308 to the list', async ({ request }) => {
  for (const path of [
    '/blog/no-such-post',
    '/blog/category/no-such-category',
    '/blog/page/2',
    '/blog/page/x',
  ])
    expect((await request.get(path)).status(), path).toBe(404)
  const first = await request.get('/blog/page/1', { maxRedirects: 0 })
  expect(first.status()).toBe(308)
  expect(first.headers().location).toBe('/blog')
})

test('the RSS feed lists the newest posts with absolute URLs', async ({ request, baseURL }) => {
  const res = await request.get('/blog/rss.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  const xml = await res.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
  const links = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1])
  expect(links.length).toBe(Math.min(DEMO_POSTS, RSS_ITEMS))
  expect(links[0]).toBe(`${baseURL}/blog/${NEWEST.slug}`)
})

test('the sitemap lists the blog, its categories and every post', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/blog', '/blog/category/seo', `/blog/${NEWEST.slug}`, '/blog/organic-vs-paid-social'])
    expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`)
})

/** An admin's REST session (JWT: no cookie, so no CSRF origin check). */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

test.describe('paging and freshness', () => {
  const EXTRA = BLOG_PAGE_SIZE + 1 - DEMO_POSTS
  const created: number[] = []

  test.afterAll(async ({ request }) => {
    const headers = await adminHeaders(request)
    for (const id of created) await request.delete(`/api/posts/${id}`, { headers })
  })

  test('a published post shows at once, pages split at 12 and an unpublished post is gone', async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request)
    const media = (
      (await (await request.get('/api/media?limit=1', { headers })).json()) as { docs: { id: number }[] }
    ).docs[0]!.id
    const content = {
      root: {
        type: 'root',
        version: 1,
        format: '',
        indent: 0,
        direction: null,
        children: [
          {
            type: 'paragraph',
            version: 1,
            format: '',
            indent: 0,
            direction: null,
            textFormat: 0,
            textStyle: '',
            children: [
              {
                type: 'text',
                version: 1,
                text: 'Paging test.',
                format: 0,
                detail: 0,
                mode: 'normal',
                style: '',
              },
            ],
          },
        ],
      },
    }
    for (let i = 0; i < EXTRA; i++) {
      const res = await request.post('/api/posts', {
        headers,
        data: {
          title: `Paging test post ${i + 1}`,
          excerpt: 'A post that makes the list longer than one page.',
          heroImage: media,
          author: 'E2E',
          content,
          publishedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
          _status: 'published',
        },
      })
      expect(res.status(), await res.text()).toBe(201)
      created.push(((await res.json()) as { doc: { id: number } }).doc.id)
    }

    await page.goto('/blog')
    await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE)
    const pages = page.getByRole('navigation', { name: 'Blog pages' })
    await expect(pages.getByRole('link', { name: '1' })).toHaveAttribute('aria-current', 'page')
    await pages.getByRole('link', { name: '2' }).click()
    await expect(page).toHaveURL(/\/blog\/page\/2$/)
    // The oldest post: the first paging post (1 January 2026).
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText('Paging test post 1')
    expect((await request.get('/blog/page/3')).status()).toBe(404)

    const last = created.at(-1)!
    expect((await request.get(`/blog/paging-test-post-${EXTRA}`)).status()).toBe(200)
    const unpublish = await request.patch(`/api/posts/${last}`, { headers, data: { _status: 'draft' } })
    expect(unpublish.status()).toBe(200)
    expect((await request.get(`/blog/paging-test-post-${EXTRA}`)).status()).toBe(404)
    expect((await request.get('/blog/page/2')).status()).toBe(404)
  })
})

test('an admin edits a post in the admin: its blocks load, and the saved title shows on the post', async ({
  page,
}) => {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto('/admin/collections/posts')
  await page.getByRole('link', { name: NEWEST.title }).first().click()
  await expect(page.locator('#field-title')).toHaveValue(NEWEST.title)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor.getByText('Week 1: your Google Business Profile')).toBeVisible()
  // The quote and call-to-action blocks render in the editor with their fields.
  await expect(
    page
      .getByText('Want this plan run for your business?')
      .or(page.locator('input[value="Want this plan run for your business?"]'))
      .first(),
  ).toBeAttached()
  await expect(page.locator('#field-slug')).toHaveValue(NEWEST.slug)

  const title = `${NEWEST.title} (updated ${Date.now()})`
  await publishChange(page, () => page.locator('#field-title').fill(title))
  await page.goto(`/blog/${NEWEST.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await page.goto('/admin/collections/posts')
  await page.getByRole('link', { name: title }).first().click()
  await publishChange(page, () => page.locator('#field-title').fill(NEWEST.title))
})

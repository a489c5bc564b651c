/**
 * Releases in the admin, in a real browser (docs/content.md "Releases"): an editor's drafts of a
 * landing page, a banner and a package's lower price are put in a release in the admin, picked by
 * their titles, and *Publish now* puts all three on the public pages. A release whose banner draft
 * lost its required title shows why it failed, and none of its changes reaches a page.
 *
 * The drafts are saved through the REST API as the admin saves a draft (`?draft=true`); making
 * the release and publishing it is the editor's work in the admin.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminHeaders, signInToAdmin } from './helpers'

const EDITOR = { email: 'release-editor@example.com', password: 'e2e-editor-password-123' }

/** The drafts of one campaign: a new page, a new banner and a published package's lower price. */
type Campaign = {
  slug: string
  pageTitle: string
  heading: string
  banner: string
  bannerId: number
  name: string
}

async function ensureEditor(request: APIRequestContext): Promise<void> {
  const created = await request.post('/api/users', {
    data: { ...EDITOR, role: 'editor', name: 'Release Editor' },
    headers: await adminHeaders(request),
  })
  expect([201, 400]).toContain(created.status())
}

async function draftCampaign(request: APIRequestContext, tag: string): Promise<Campaign> {
  const headers = await adminHeaders(request)
  const media = (
    (await (await request.get('/api/media?limit=1&depth=0', { headers })).json()) as {
      docs: Array<{ id: number }>
    }
  ).docs[0]!.id
  const slug = `release-${tag}`
  const c = {
    slug,
    pageTitle: `Release page ${tag}`,
    heading: `Spring offer ${tag}: the new site in four weeks`,
    banner: `Spring sale ${tag}`,
    name: `RELEASE ${tag.toUpperCase()}`,
  }
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { headers, data })
    expect(response.status(), await response.text()).toBe(201)
    return ((await response.json()) as { doc: { id: number } }).doc.id
  }
  await post('/api/pages?draft=true', {
    title: c.pageTitle,
    slug,
    layout: [{ blockType: 'hero', heading: c.heading }],
    _status: 'draft',
  })
  const bannerId = await post('/api/banners?draft=true', {
    title: c.banner,
    banner_image: media,
    _status: 'draft',
  })
  const pkg = await post('/api/packages', {
    key: `release-${tag}`,
    category: 'website',
    name: c.name,
    price: 200,
    features: [{ text: 'Four weeks', included: true }],
    _status: 'published',
  })
  const lower = await request.patch(`/api/packages/${pkg}?draft=true`, { headers, data: { price: 150 } })
  expect(lower.status()).toBe(200)
  return { ...c, bannerId }
}

/** What a visitor sees of the campaign on the public pages. */
async function publicView(page: Page, c: Campaign) {
  const landing = await page.goto(`/${c.slug}`)
  const pageShown =
    landing?.status() === 200 && (await page.locator('main').textContent())?.includes(c.heading)
  await page.goto('/home')
  const bannerShown = (await page.locator('main').textContent())?.includes(c.banner)
  await page.goto('/package')
  const buy = page.getByRole('link', { name: new RegExp(`^Buy ${c.name} for`) })
  const price = (await buy.getAttribute('aria-label'))?.replace(/^.* for /, '')
  return { page: Boolean(pageShown), banner: Boolean(bannerShown), price }
}
const BEFORE = { page: false, banner: false, price: '$200' }
const AFTER = { page: true, banner: true, price: '$150' }

/** Picks `title` in the release's document picker of row `row` (a polymorphic relationship). */
async function pick(page: Page, row: number, title: string): Promise<void> {
  const field = page.locator(`#field-items__${row}__document`)
  // Once the previous pick's menu closed and its form-state request answered: a click then adds
  // the row, which may take a while on a loaded machine (a second click would add two).
  await expect(page.locator('.rs__menu')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Add Document' }).click()
  await expect(field).toBeVisible({ timeout: 60_000 })
  await field.locator('.rs__control').click()
  await page.keyboard.type(title)
  await page.locator('.rs__option', { hasText: title }).first().click()
  await expect(field).toContainText(title)
}

/** Signs the editor in, builds a release of the campaign's three drafts and saves it. */
async function buildRelease(page: Page, name: string, c: Campaign): Promise<void> {
  await signInToAdmin(page, EDITOR)
  await page.goto('/admin/collections/releases/create')
  await page.locator('#field-name').fill(name)
  await pick(page, 0, c.pageTitle)
  await pick(page, 1, c.banner)
  await pick(page, 2, c.name)
  await expect(page.locator('[id^="field-items__"][id$="__document"]')).toHaveCount(3)
  await page.waitForLoadState('networkidle')
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/releases\/\d+/)
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeEnabled()
}

test.describe('releases', () => {
  test.beforeAll(async ({ request }) => {
    await ensureEditor(request)
  })

  test('an editor publishes a page, a banner and a package price together from the admin', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000)
    const c = await draftCampaign(request, `ok${Date.now().toString(36)}`)
    const visitor = await (await browser.newContext({ baseURL })).newPage()
    expect(await publicView(visitor, c)).toEqual(BEFORE)

    await buildRelease(page, `Spring offer ${c.slug}`, c)
    await page.getByRole('button', { name: 'Publish now' }).click()
    await expect(page.locator('#field-status')).toContainText('Published')
    await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0)

    expect(await publicView(visitor, c)).toEqual(AFTER)
    await visitor.context().close()
  })

  test('a release with an invalid draft shows the reason, and nothing changes', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000)
    const c = await draftCampaign(request, `bad${Date.now().toString(36)}`)
    const release = `Broken offer ${c.slug}`
    await buildRelease(page, release, c)
    // The banner's draft loses its required title after it was picked (drafts are saved unvalidated).
    const emptied = await request.patch(`/api/banners/${c.bannerId}?draft=true`, {
      headers: await adminHeaders(request),
      data: { title: '' },
    })
    expect(emptied.status()).toBe(200)

    await page.getByRole('button', { name: 'Publish now' }).click()
    await expect(page.locator('#field-status')).toContainText('Failed')
    await expect(page.locator('#field-lastError')).toHaveValue(
      `Nothing was published. Banner (#${c.bannerId}): Title: This field is required.`,
    )
    // Still offered: fix the draft, then publish again.
    await expect(page.getByRole('button', { name: 'Publish now' })).toBeEnabled()

    const visitor = await (await browser.newContext({ baseURL })).newPage()
    expect(await publicView(visitor, c)).toEqual(BEFORE)
    await visitor.context().close()
  })
})

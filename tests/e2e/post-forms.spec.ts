/**
 * A form in a post's text (docs/content.md "A form in a post"): an editor puts a built form into
 * a post's text with the Form block in the admin, and a visitor from a campaign link sends it
 * with and without JavaScript. The post's form is plain server-drawn HTML (no island) posting to
 * POST /api/forms/{id}/submit, which answers with a 303 to the post's answer page: a wrong-type
 * file gets its field's message with the other answers kept; the post
 * itself stays the same for everyone (no visitor's input in it) and the answer page is private;
 * the accepted answer is a lead with its campaign, mailed once to the run's SMTP sink.
 */
import type { Browser } from '@playwright/test'

import { doc, paragraph } from '../../src/seed/richtext'
import { E2E_CONTACT } from './constants'
import { expect, test } from './fixtures'
import { adminHeaders, leadsNamed, publishChange, signInToAdmin } from './helpers'
import { expectMailedOnce } from './mail-sink'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now()
const FORM_TITLE = `Post enquiry ${stamp}`
const SLUG = `post-with-form-${stamp}`
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)])

let formId = 0
let postId = 0

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request)
  if (postId) await request.delete(`/api/posts/${postId}`, { headers })
})

test("an editor puts a form into a post's text with the Form block", async ({ page, request }) => {
  test.setTimeout(180_000)
  const headers = await adminHeaders(request)
  const form = await request.post('/api/forms', {
    headers,
    data: {
      title: FORM_TITLE,
      fields: [
        { blockType: 'text', name: 'name', label: 'Your name', required: true },
        { blockType: 'email', name: 'email', label: 'Work e-mail', required: true },
        { blockType: 'textarea', name: 'brief', label: 'Project brief' },
        { blockType: 'upload', name: 'cv', label: 'Brief as PDF', maxSize: 2000, allowedTypes: ['pdf'] },
      ],
      confirmationType: 'message',
      confirmationMessage: doc(paragraph('Thanks, we will write back.')),
    },
  })
  expect(form.status(), await form.text()).toBe(201)
  formId = ((await form.json()) as { doc: { id: number } }).doc.id
  const media = (
    (await (await request.get('/api/media?limit=1', { headers })).json()) as { docs: { id: number }[] }
  ).docs[0]!.id
  const post = await request.post('/api/posts', {
    headers,
    data: {
      title: `Post with a form ${stamp}`,
      slug: SLUG,
      excerpt: 'A post that asks for a project brief.',
      heroImage: media,
      author: 'E2E',
      content: doc(paragraph('Tell us about your project below.')),
      publishedAt: new Date().toISOString(),
      _status: 'published',
    },
  })
  expect(post.status(), await post.text()).toBe(201)
  postId = ((await post.json()) as { doc: { id: number } }).doc.id

  await signInToAdmin(page)
  await page.goto(`/admin/collections/posts/${postId}`)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor.getByText('Tell us about your project below.')).toBeVisible()
  await publishChange(page, async () => {
    await editor.getByText('Tell us about your project below.').click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('/Form')
    // The slash menu lists the post's blocks by their labels.
    await page.locator('.slash-menu-popup__item-block-form').click()
    const block = page.locator('.LexicalEditorTheme__block-form').last()
    await block.locator('.rs__control').click()
    await page.locator('.rs__option', { hasText: FORM_TITLE }).click()
  })
  const stored = (await (await request.get(`/api/posts/${postId}?depth=0`, { headers })).json()) as {
    content: { root: { children: { type: string; fields?: { blockType: string; form: number } }[] } }
  }
  expect(stored.content.root.children.find((n) => n.type === 'block')?.fields).toMatchObject({
    blockType: 'form',
    form: formId,
  })
})

/** A visitor's page on the post, from a campaign link, with or without JavaScript. */
async function visit(browser: Browser, baseURL: string, javaScriptEnabled: boolean, ip: string) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  })
  const page = await context.newPage()
  const campaign = `post-forms-${javaScriptEnabled ? 'js' : 'nojs'}`
  expect((await page.goto(`/blog/${SLUG}?utm_campaign=${campaign}`))!.status()).toBe(200)
  return { context, page, campaign }
}

for (const javaScriptEnabled of [false, true]) {
  test(`a visitor ${javaScriptEnabled ? 'with' : 'without'} JavaScript: each field's message with the input kept, then the lead stored with its campaign and mailed once`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000)
    const ip = javaScriptEnabled ? '198.51.100.71' : '198.51.100.72'
    const { context, page, campaign } = await visit(browser, baseURL!, javaScriptEnabled, ip)
    const name = `Post form visitor ${javaScriptEnabled ? 'js' : 'nojs'} ${stamp}`
    const section = page.locator(`#post-form-${formId}`)
    await section.getByLabel('Your name').fill(name)
    await section.getByLabel('Work e-mail').fill('visitor@example.com')
    await section.getByLabel('Project brief').fill('A new shop.')
    await section.getByLabel('Brief as PDF').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all'),
    })
    await page.waitForTimeout(E2E_CONTACT.minFillMs + 200)
    await section.getByRole('button', { name: 'Send Message' }).click()

    await expect(page).toHaveURL(new RegExp(`/blog/${SLUG}/answer#post-form-${formId}$`))
    await expect(section.getByText('The Brief as PDF must be a file of type: PDF.').first()).toBeVisible()
    await expect(section.getByLabel('Your name')).toHaveValue(name)
    await expect(section.getByLabel('Work e-mail')).toHaveValue('visitor@example.com')
    await expect(section.getByLabel('Project brief')).toHaveValue('A new shop.')
    await expect(section.getByLabel('Brief as PDF')).toHaveValue('') // a file is never sent back
    // The answer page is this visitor's only; the post stays the same for everyone.
    const answerPage = await page.request.get(`/blog/${SLUG}/answer`)
    expect(answerPage.headers()['cache-control']).toMatch(/private/)
    expect(await (await request.get(`/blog/${SLUG}`)).text()).not.toContain(name)

    await section
      .getByLabel('Brief as PDF')
      .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdf(500) })
    await section.getByRole('button', { name: 'Send Message' }).click()
    await expect(section.getByRole('status')).toHaveText('Thanks, we will write back.')
    await context.close()

    const leads = await leadsNamed(request, name)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ subject: FORM_TITLE, spam: false, form: { id: formId } })
    expect(leads[0]!.attribution).toMatchObject({ campaign, landingPage: `/blog/${SLUG}` })
    expect(leads[0]!.files).toHaveLength(1)

    await expectMailedOnce(name)
  })
}

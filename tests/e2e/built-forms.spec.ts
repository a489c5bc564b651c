/**
 * Forms the editor builds (docs/content.md "Forms"): an editor builds a form with a text, an
 * e-mail, a long text, a select, a checkbox, a number and a file upload field in the admin,
 * places it with the Form block on a new landing page, and a visitor from a campaign link
 * sends it with and without JavaScript. A file of the wrong type (its bytes, whatever its
 * name) and one over the field's maximum get the field's own message with the other answers
 * kept (the file itself is never sent back); the accepted answer is a lead with its campaign
 * and its file, mailed once to the run's SMTP sink (./mail-sink.ts).
 */
import type { Browser, Page } from '@playwright/test'

import { E2E_CONTACT } from './constants'
import { expect, test } from './fixtures'
import { addBlock, adminHeaders, leadsNamed, signInToAdmin } from './helpers'
import { expectMailedOnce } from './mail-sink'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now()
const FORM_TITLE = `Project enquiry ${stamp}`
const SLUG = `form-offer-${stamp}`
const MAX_BYTES = 2000
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)])

/** Adds a field of the form builder's `label` as the form's field number `index`, opened. */
async function addField(page: Page, index: number, label: string) {
  // The admin answers each change with a form-state request: a row added while one is still
  // under way can stay empty, so the editor's pace is kept.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_000)
  await page.getByRole('button', { name: 'Add Field' }).click()
  const drawer = page.locator('.drawer__content').last()
  await drawer.getByRole('button').filter({ hasText: label }).first().click()
  await expect(drawer).toBeHidden()
  const name = page.locator(`#field-fields__${index}__name`)
  // A new block may arrive collapsed while the admin is busy: open it.
  const shown = await name.waitFor({ state: 'visible', timeout: 20_000 }).then(
    () => true,
    () => false,
  )
  if (!shown) await page.getByRole('button', { name: 'Toggle block' }).nth(index).click()
  await expect(name).toBeVisible()
}

/** Names and labels the field at `index` (and ticks Required). */
async function nameField(page: Page, index: number, name: string, label: string, required = true) {
  await page.locator(`#field-fields__${index}__name`).fill(name)
  await page.locator(`#field-fields__${index}__label`).fill(label)
  if (required) await page.locator(`#field-fields__${index}__required`).check()
}

let formId = 0
let pageId = 0

test('an editor builds a form with every field type and places it on a landing page', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await signInToAdmin(page)
  await page.goto('/admin/collections/forms/create')
  await page.locator('#field-title').fill(FORM_TITLE)
  await addField(page, 0, 'Text')
  await nameField(page, 0, 'name', 'Your name')
  await addField(page, 1, 'Email')
  await nameField(page, 1, 'email', 'Work e-mail')
  await addField(page, 2, 'Text Area')
  await nameField(page, 2, 'brief', 'Project brief', false)
  await addField(page, 3, 'Select')
  await nameField(page, 3, 'budget', 'Budget')
  await page.getByRole('button', { name: 'Add Option' }).click()
  await page.locator('#field-fields__3__options__0__label').fill('5k or more')
  await page.locator('#field-fields__3__options__0__value').fill('large')
  await addField(page, 4, 'Checkbox')
  await nameField(page, 4, 'consent', 'I agree to be contacted')
  await addField(page, 5, 'Number')
  await nameField(page, 5, 'pages', 'Number of pages', false)
  await addField(page, 6, 'File upload')
  await nameField(page, 6, 'cv', 'Brief as PDF', false)
  await page.locator('#field-fields__6__maxSize').fill(String(MAX_BYTES))
  // The confirmation message is the form's one rich text editor.
  await page.locator('[data-lexical-editor="true"]').last().click()
  await page.keyboard.type('Thanks, we will call you.')
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/forms\/\d+/)
  formId = Number(/\/forms\/(\d+)/.exec(page.url())![1])

  await page.goto('/admin/collections/pages/create')
  await page.locator('#field-title').fill('Form offer')
  await page.locator('#field-slug').fill(SLUG)
  await addBlock(page, 'Hero')
  await page.locator('#field-layout__0__heading').fill('Tell us about your project')
  await addBlock(page, 'Form')
  await page.locator('#field-layout__1__heading').fill('Your project')
  await page.locator('#field-layout__1__form').click()
  await page.locator('.rs__option', { hasText: FORM_TITLE }).click()
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
  pageId = Number(/\/pages\/(\d+)/.exec(page.url())![1])
  const stored = (await (
    await request.get(`/api/pages/${pageId}?depth=0`, { headers: await adminHeaders(request) })
  ).json()) as { _status: string; layout: { blockType: string; form?: number }[] }
  expect(stored._status).toBe('published')
  expect(stored.layout[1]).toMatchObject({ blockType: 'form', form: formId })
})

/** A visitor's page on the landing page, from a campaign link, with or without JavaScript. */
async function visit(browser: Browser, baseURL: string, javaScriptEnabled: boolean, ip: string) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  })
  const page = await context.newPage()
  expect(
    (await page.goto(`/${SLUG}?utm_campaign=forms-${javaScriptEnabled ? 'js' : 'nojs'}`))!.status(),
  ).toBe(200)
  if (javaScriptEnabled)
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  return { context, page }
}

for (const javaScriptEnabled of [false, true]) {
  test(`a visitor ${javaScriptEnabled ? 'with' : 'without'} JavaScript: wrong type and oversized files get the field's message, the answers kept; then the lead is stored with its campaign and mailed once`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000)
    const { context, page } = await visit(
      browser,
      baseURL!,
      javaScriptEnabled,
      javaScriptEnabled ? '198.51.100.61' : '198.51.100.62',
    )
    const name = `Forms visitor ${javaScriptEnabled ? 'js' : 'nojs'} ${stamp}`
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) })
    await page.getByLabel('Your name').fill(name)
    await page.getByLabel('Work e-mail').fill('visitor@example.com')
    await page.getByLabel('Project brief').fill('A new shop.')
    await page.getByLabel('Budget').selectOption('large')
    await page.getByLabel('I agree to be contacted').check()
    await page.getByLabel('Number of pages').fill('12')
    await page.waitForTimeout(E2E_CONTACT.minFillMs + 200)

    // A text file named .pdf: refused by its bytes.
    await page.getByLabel('Brief as PDF').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all'),
    })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('The Brief as PDF must be a file of type: PDF.').first()).toBeVisible()
    await expect(page.getByLabel('Your name')).toHaveValue(name)
    await expect(page.getByLabel('Project brief')).toHaveValue('A new shop.')
    await expect(page.getByLabel('Budget')).toHaveValue('large')
    await expect(page.getByLabel('I agree to be contacted')).toBeChecked()
    await expect(page.getByLabel('Number of pages')).toHaveValue('12')
    await expect(page.getByLabel('Brief as PDF')).toHaveValue('') // a file is never sent back

    // A real PDF over the field's maximum.
    await page
      .getByLabel('Brief as PDF')
      .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdf(MAX_BYTES + 1) })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(
      form.getByText('The Brief as PDF may not be greater than 1 kilobytes.').first(),
    ).toBeVisible()
    await expect(page.getByLabel('Your name')).toHaveValue(name)

    await page
      .getByLabel('Brief as PDF')
      .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdf(500) })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status')).toHaveText('Thanks, we will call you.')
    await context.close()

    const leads = await leadsNamed(request, name)
    expect(leads).toHaveLength(1)
    const lead = leads[0]!
    expect(lead).toMatchObject({
      subject: FORM_TITLE,
      formPage: { id: pageId },
      spam: false,
      form: { id: formId },
    })
    expect(lead.attribution).toMatchObject({
      campaign: `forms-${javaScriptEnabled ? 'js' : 'nojs'}`,
      landingPage: `/${SLUG}`,
    })
    expect(lead.files).toHaveLength(1)
    expect(lead.files[0]!.mimeType).toBe('application/pdf')
    // The file is private: a visitor gets no bytes.
    expect((await request.get(lead.files[0]!.url)).status()).toBe(403)

    // Mailed once: the mail arrives after the answer, and no second one follows.
    await expectMailedOnce(name)
  })
}

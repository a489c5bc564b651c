/**
 * Forms the editor builds (src/collections/Forms/config.ts) through the contact pipeline
 * (src/server/forms/submit.ts): each field type's server validation with the field's own
 * message, upload limits checked on the file's bytes, and every accepted answer stored as a
 * lead in contact-messages with its campaign, its files private, mailed once by the job
 * queue; the rate limit is the contact form's budget; the plugin's open
 * POST /api/form-submissions is gone.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const smtpPort = await vi.hoisted(async () => {
  const { pickFreeSmtpPort } = await import('../helpers/smtp-sink')
  const port = await pickFreeSmtpPort()
  process.env.NOTIFY_EMAIL = 'inbox@agency.example'
  process.env.MAIL_FROM = 'Agency site <site@agency.example>'
  process.env.CONTACT_RATE_LIMIT = '3'
  return port
})

import { countsAsSpam } from '@/contracts/leads'
import { attributionOf, encodeAttribution, nextAttribution } from '@/lib/attribution'
import { runNotifications } from '@/mail'
import type { Form } from '@/payload-types'
import type { SubmitMeta } from '@/server/contact/submit'
import { submitForm } from '@/server/forms/submit'
import { doc, paragraph } from '@/seed/richtext'

import { migratedPayload } from '../helpers/payload'
import { rest, restLogin } from '../helpers/rest'
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'

let payload: Payload
let sink: SmtpSink
let form: Form
let ipCounter = 0

const FIELDS = [
  { blockType: 'text', name: 'name', label: 'Your name', required: true },
  { blockType: 'email', name: 'email', label: 'Work e-mail', required: true },
  { blockType: 'textarea', name: 'brief', label: 'Project brief' },
  {
    blockType: 'select',
    name: 'budget',
    label: 'Budget',
    required: true,
    options: [
      { label: 'Under 5k', value: 'small' },
      { label: '5k or more', value: 'large' },
    ],
  },
  { blockType: 'checkbox', name: 'consent', label: 'I agree to be contacted', required: true },
  { blockType: 'number', name: 'pages', label: 'Number of pages' },
  { blockType: 'upload', name: 'cv', label: 'Brief as PDF', maxSize: 2000, allowedTypes: ['pdf', 'png'] },
] as const

const VALID = { name: 'Ann', email: 'ann@example.com', budget: 'large', consent: 'on', pages: '12' }

/** What contactMeta makes of a request from a fresh address, with a campaign cookie when given. */
function meta(cookie?: string): SubmitMeta {
  return {
    ip: `198.51.100.${++ipCounter}`,
    userAgent: 'test',
    attribution: attributionOf(cookie ?? null, Date.now()),
  }
}

const pdf = (bytes = 300) =>
  new File([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20)])], 'brief.pdf', {
    type: 'application/pdf',
  })

beforeAll(async () => {
  payload = await migratedPayload()
  sink = await startSmtpSink(smtpPort)
  form = await payload.create({
    collection: 'forms',
    data: {
      title: 'Project enquiry',
      fields: FIELDS as never,
      confirmationType: 'message',
      confirmationMessage: doc(paragraph('Thanks, we will call you.')) as never,
    },
  })
}, 300_000)
afterAll(async () => {
  await sink.close()
  await payload.destroy()
})

describe('a built form validates each field type on the server', () => {
  it.each([
    ['text (required)', { name: '' }, 'name', 'The Your name field is required.'],
    ['email', { email: 'not-an-address' }, 'email', 'The Work e-mail must be a valid email address.'],
    [
      'textarea (too long)',
      { brief: 'x'.repeat(5001) },
      'brief',
      'The Project brief may not be greater than 5000 characters.',
    ],
    ['select (not an option)', { budget: 'huge' }, 'budget', 'The selected Budget is invalid.'],
    ['checkbox (required)', { consent: '' }, 'consent', 'The I agree to be contacted must be accepted.'],
    ['number', { pages: 'twelve' }, 'pages', 'The Number of pages must be a number.'],
  ])("%s: 422 with the field's own message", async (_kind, change, field, message) => {
    const result = await submitForm(payload, form.id, { ...VALID, ...change }, meta())
    expect(result.status).toBe(422)
    expect(result.body).toEqual({ [field]: message })
  })

  it('refuses an unknown form (404) and stores nothing', async () => {
    const before = await payload.count({ collection: 'contact-messages' })
    expect((await submitForm(payload, 999_999, VALID, meta())).status).toBe(404)
    expect((await submitForm(payload, 'x', VALID, meta())).status).toBe(404)
    expect(await payload.count({ collection: 'contact-messages' })).toEqual(before)
  })
})

describe('an upload field', () => {
  it('refuses a file over its maximum size with its own message', async () => {
    const result = await submitForm(payload, form.id, { ...VALID, cv: pdf(3000) }, meta())
    expect(result).toMatchObject({
      status: 422,
      body: { cv: 'The Brief as PDF may not be greater than 1 kilobytes.' },
    })
  })

  it('judges the type by the bytes: a text file named .pdf is refused, a PNG named .pdf is a PNG', async () => {
    const fake = new File(['MZ this is not a pdf'], 'brief.pdf', { type: 'application/pdf' })
    const refused = await submitForm(payload, form.id, { ...VALID, cv: fake }, meta())
    expect(refused).toMatchObject({
      status: 422,
      body: { cv: 'The Brief as PDF must be a file of type: PDF, PNG image.' },
    })
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const accepted = await submitForm(
      payload,
      form.id,
      { ...VALID, cv: new File([png], 'brief.pdf') },
      meta(),
    )
    expect(accepted.status).toBe(200)
    const lead = await payload.findByID({
      collection: 'contact-messages',
      id: (accepted as { id: number }).id,
      depth: 1,
    })
    const file = lead.files![0] as { mimeType: string; url: string }
    expect(file.mimeType).toBe('image/png')
  })

  it('keeps the file private: staff may download it, a visitor may not', async () => {
    const result = await submitForm(payload, form.id, { ...VALID, cv: pdf() }, meta())
    expect(result.status).toBe(200)
    const lead = await payload.findByID({
      collection: 'contact-messages',
      id: (result as { id: number }).id,
      depth: 1,
    })
    const file = lead.files![0] as { url: string; filename: string }
    expect(file.url).toMatch(/^\/api\/form-uploads\/file\//)
    expect((await rest(file.url)).status).toBe(403)
    await payload.create({
      collection: 'users',
      data: { email: 'ed@example.com', password: 'a-long-password-123', role: 'editor' },
    })
    const { token } = (await (await restLogin('ed@example.com', 'a-long-password-123')).json()) as {
      token: string
    }
    const download = await rest(file.url, { token })
    expect(download.status).toBe(200)
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })
})

describe('an accepted answer', () => {
  it('is a lead with its answers, form and campaign, mailed once by the job queue', async () => {
    const cookie = nextAttribution(
      null,
      { campaign: 'spring', source: 'google', medium: 'cpc' },
      '/offer',
      Date.now(),
    )!
    const result = await submitForm(
      payload,
      form.id,
      { ...VALID, brief: 'A shop.' },
      meta(`lead_source=${encodeAttribution(cookie)}`),
    )
    expect(result.status).toBe(200)
    const { id, jobId } = result as { id: number; jobId: number | null }
    expect(jobId).not.toBeNull()
    const lead = await payload.findByID({ collection: 'contact-messages', id, depth: 0 })
    expect(lead).toMatchObject({
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Project enquiry',
      form: form.id,
      mailStatus: 'pending',
      attribution: { campaign: 'spring', source: 'google', medium: 'cpc', landingPage: '/offer' },
    })
    expect(lead.message).toBe(
      'Your name: Ann\nWork e-mail: ann@example.com\nProject brief: A shop.\nBudget: 5k or more\nI agree to be contacted: Yes\nNumber of pages: 12',
    )
    expect(countsAsSpam(lead)).toBe(false)
    await runNotifications(payload)
    await runNotifications(payload)
    const mails = sink.mails.filter((m) => m.includes('Project brief: A shop.'))
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('Budget: 5k or more')
    expect((await payload.findByID({ collection: 'contact-messages', id })).mailStatus).toBe('sent')
  })

  it('with the honeypot filled is stored as spam, not mailed, its file not kept', async () => {
    const uploads = await payload.count({ collection: 'form-uploads' })
    const result = await submitForm(payload, form.id, { ...VALID, website: 'http://spam', cv: pdf() }, meta())
    expect(result).toMatchObject({ status: 200, spam: true, jobId: null })
    expect(await payload.count({ collection: 'form-uploads' })).toEqual(uploads)
  })
})

describe('the CSV export', () => {
  it("lists a form's answer as a lead, with its form as subject and its campaign", async () => {
    const { token } = (await (await restLogin('ed@example.com', 'a-long-password-123')).json()) as {
      token: string
    }
    const csv = await (await rest('/api/contact-messages/export.csv', { token })).text()
    // One record: the message's lines are inside its quoted cell, the campaign after it, then
    // the experiment and variant (none: the page ran no experiment).
    expect(csv).toMatch(
      /^yes,[^\n]*,Project enquiry,"Your name: Ann\nWork e-mail: ann@example\.com\nProject brief: A shop\.\n[^"]*",[^\n]*,spring,google,cpc,\/offer,,$/m,
    )
  })
})

describe('building a form', () => {
  const build = (fields: unknown[], redirect?: string) =>
    payload.create({
      collection: 'forms',
      data: {
        title: 'Bad form',
        fields: fields as never,
        confirmationType: redirect ? 'redirect' : 'message',
        confirmationMessage: doc(paragraph('Thanks.')) as never,
        ...(redirect ? { redirect: { url: redirect } } : {}),
      },
    })
  const email = { blockType: 'email', name: 'email', label: 'E-mail', required: true }
  /** The editor's message of a refused form. */
  const refusal = (created: Promise<unknown>) =>
    created.then(
      () => 'saved',
      (error: { data?: { errors?: Array<{ message: string }> } }) => error.data?.errors?.[0]?.message,
    )

  it('needs a required e-mail field, distinct names the site does not use, and a safe redirect', async () => {
    expect(await refusal(build([{ blockType: 'text', name: 'name', label: 'Name' }]))).toBe(
      'Add a required E-mail field: it is the address the agency answers.',
    )
    expect(await refusal(build([email, { blockType: 'text', name: 'website', label: 'Site' }]))).toBe(
      'Field "website": "website" is used by the site itself: choose another name.',
    )
    expect(await refusal(build([email, { ...email, required: false }]))).toBe(
      'Two fields are named "email": names must differ.',
    )
    expect(await refusal(build([email], 'javascript:alert(1)'))).toBe(
      'Enter a path such as /thank-you or an https:// address.',
    )
    expect((await build([email], '/thank-you')).redirect?.url).toBe('/thank-you')
  })
})

describe('the contact budget', () => {
  it('is shared with the contact form: one sender gets 429 after CONTACT_RATE_LIMIT accepted answers', async () => {
    const fixed = meta()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await submitForm(payload, form.id, VALID, fixed)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe("the plugin's own submission endpoint", () => {
  it('does not exist: POST /api/form-submissions cannot skip the pipeline', async () => {
    const response = await rest('/api/form-submissions', {
      method: 'POST',
      body: JSON.stringify({ form: form.id, submissionData: [{ field: 'email', value: 'x@example.com' }] }),
    })
    expect(response.status).toBe(404)
    expect(payload.config.collections.map((c) => c.slug)).not.toContain('form-submissions')
  })
})

/**
 * POST /api/forms/{id}/submit (src/collections/Forms/submit-endpoint.ts), the endpoint of forms
 * drawn without an island (a post's form), through the site's Payload route: an accepted answer
 * is stored as a lead with its campaign and its notification queued; a refusal is a 303 back to
 * the page with each field's message and the visitor's input in a signed cookie (or JSON 422 for
 * API clients); a post from another site is refused 419; a file of the wrong type or over its
 * size gets its field's message; a form with a redirect sends the visitor there.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.CONTACT_RATE_LIMIT = '50'
})

import { encodeAttribution, nextAttribution } from '@/lib/attribution'
import type { Form } from '@/payload-types'
import { FORM_ANSWER_COOKIE, openAnswer } from '@/server/forms/answer-cookie'
import { doc, paragraph } from '@/seed/richtext'
import { getEnv } from '@/env'

import { migratedPayload } from '../helpers/payload'
import { REST_ORIGIN, restRoute } from '../helpers/rest'

let payload: Payload
let form: Form
let redirecting: Form
let ipCounter = 0

const FIELDS = [
  { blockType: 'text', name: 'name', label: 'Your name', required: true },
  { blockType: 'email', name: 'email', label: 'Work e-mail', required: true },
  { blockType: 'textarea', name: 'brief', label: 'Project brief' },
  { blockType: 'upload', name: 'cv', label: 'Brief as PDF', maxSize: 2000, allowedTypes: ['pdf'] },
]
const RETURN_TO = '/blog/a-post/answer'

const pdf = (bytes = 300) =>
  new File([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20)])], 'brief.pdf')

/** A browser's post of `fields` to form `id`, from this site's page unless `origin` says otherwise. */
function post(
  id: number | string,
  fields: Record<string, string | File>,
  headers: Record<string, string> = {},
) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return restRoute(`/api/forms/${id}/submit`, {
    method: 'POST',
    body,
    headers: { origin: REST_ORIGIN, 'x-forwarded-for': `203.0.113.${++ipCounter}`, ...headers },
  })
}

/** The answer a 303 carries in its cookie. */
function answerOf(response: Response) {
  const cookie = response.headers.get('set-cookie') ?? ''
  expect(cookie).toContain(`Path=${RETURN_TO};`)
  expect(cookie).toContain('HttpOnly')
  const token = new RegExp(`${FORM_ANSWER_COOKIE}=([^;]+)`).exec(cookie)?.[1]
  return openAnswer(token, getEnv().PAYLOAD_SECRET)
}

beforeAll(async () => {
  payload = await migratedPayload()
  const data = { fields: FIELDS as never, confirmationMessage: doc(paragraph('Thanks.')) as never }
  form = await payload.create({
    collection: 'forms',
    data: { ...data, title: 'Post enquiry', confirmationType: 'message' },
  })
  redirecting = await payload.create({
    collection: 'forms',
    data: { ...data, title: 'Redirecting', confirmationType: 'redirect', redirect: { url: '/thank-you' } },
  })
}, 300_000)
afterAll(async () => {
  await payload.destroy()
})

describe('a browser post (return_to)', () => {
  it('stores the lead with its campaign, queues its mail and returns 303 with the success', async () => {
    const campaign = nextAttribution(
      null,
      { campaign: 'autumn', source: 'news' },
      '/blog/a-post',
      Date.now(),
    )!
    const response = await post(
      form.id,
      { name: 'Bo', email: 'bo@example.com', brief: 'From a post.', cv: pdf(), return_to: RETURN_TO },
      { cookie: `lead_source=${encodeAttribution(campaign)}` },
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${RETURN_TO}#post-form-${form.id}`)
    expect(answerOf(response)).toEqual({ form: form.id, status: 'success', values: {} })
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: 'bo@example.com' } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      form: form.id,
      subject: 'Post enquiry',
      mailStatus: 'pending',
      attribution: { campaign: 'autumn', source: 'news', landingPage: '/blog/a-post' },
    })
    expect(docs[0]!.files).toHaveLength(1)
    const jobs = await payload.find({ collection: 'payload-jobs', depth: 0, limit: 100 })
    expect(jobs.docs.some((job) => JSON.stringify(job.input).includes(String(docs[0]!.id)))).toBe(true)
  })

  it('answers a refusal with 303 and each field’s message, keeping the input but no file', async () => {
    const before = await payload.count({ collection: 'contact-messages' })
    const response = await post(form.id, {
      name: '',
      email: 'not-an-address',
      brief: 'Keep me.',
      cv: new File(['MZ not a pdf'], 'cv.pdf'),
      return_to: RETURN_TO,
    })
    expect(response.status).toBe(303)
    expect(answerOf(response)).toEqual({
      form: form.id,
      status: 'error',
      errors: {
        name: 'The Your name field is required.',
        email: 'The Work e-mail must be a valid email address.',
        cv: 'The Brief as PDF must be a file of type: PDF.',
      },
      values: { name: '', email: 'not-an-address', brief: 'Keep me.' },
    })
    expect(await payload.count({ collection: 'contact-messages' })).toEqual(before)
  })

  it('refuses a file over its size with its field’s message', async () => {
    const response = await post(form.id, {
      name: 'Bo',
      email: 'bo@example.com',
      cv: pdf(3000),
      return_to: RETURN_TO,
    })
    expect(answerOf(response)?.errors).toEqual({
      cv: 'The Brief as PDF may not be greater than 1 kilobytes.',
    })
  })

  it("sends the visitor to the form's redirect after a success", async () => {
    const response = await post(redirecting.id, { name: 'Cy', email: 'cy@example.com', return_to: RETURN_TO })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/thank-you')
  })

  it('never returns to another site', async () => {
    for (const returnTo of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const response = await post(form.id, { name: '', email: '', return_to: returnTo })
      expect(response.status).toBe(422)
      expect(response.headers.get('location')).toBeNull()
    }
  })
})

describe('an API client (no return_to)', () => {
  it('gets JSON: 422 with messages by field, 200 once stored, 404 for an unknown form', async () => {
    const refused = await post(form.id, { name: 'Bo', email: 'nope' })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({ email: 'The Work e-mail must be a valid email address.' })
    const accepted = await post(form.id, { name: 'Bo', email: 'bo2@example.com' })
    expect(accepted.status).toBe(200)
    expect(
      await payload.count({
        collection: 'contact-messages',
        where: { email: { equals: 'bo2@example.com' } },
      }),
    ).toEqual({ totalDocs: 1 })
    expect((await post(999_999, { name: 'Bo', email: 'bo@example.com' })).status).toBe(404)
  })
})

describe('anti-forgery', () => {
  it('refuses a post from another site, or with no Origin or Referer, with 419 and stores nothing', async () => {
    const before = await payload.count({ collection: 'contact-messages' })
    const fields = { name: 'Eve', email: 'eve@example.com', return_to: RETURN_TO }
    expect((await post(form.id, fields, { origin: 'https://evil.example' })).status).toBe(419)
    const bare = new FormData()
    for (const [name, value] of Object.entries(fields)) bare.append(name, value)
    expect((await restRoute(`/api/forms/${form.id}/submit`, { method: 'POST', body: bare })).status).toBe(419)
    expect(await payload.count({ collection: 'contact-messages' })).toEqual(before)
  })
})

/**
 * Landing pages as visitors see them (the reads of src/server/pages.ts) and the lead form's
 * record of its page: the demo page /web-design-offer and its block data (the price table
 * from `packages`, the latest testimonials), slugs of the site's own routes refused with a
 * field error, drafts hidden, scheduled publishing, sitemap entries, and `formPage` on a message sent through the
 * contact pipeline (api/save_contact's handler). `unstable_cache` runs the read itself here.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/cache', () => ({
  unstable_cache: (read: (...args: unknown[]) => unknown) => read,
  revalidateTag: vi.fn(),
}))

import { getSitemapEntries } from '@/server/seo/sitemap-entries'
import { FORM_PAGE_FIELD } from '@/contracts/contact'
import { getEnv } from '@/env'
import { runNotifications } from '@/mail'
import { PAGE_RESERVED_SLUGS } from '@/lib/pages'
import type { Page } from '@/payload-types'
import { handleSaveContact } from '@/server/contact/handle'
import { getLatestTestimonials, getPackagesOf, getPage, getPageEntries, latestFirst } from '@/server/pages'

import { collectingDefer, contactRequest, VALID_CONTACT } from '../helpers/contact'
import { seededPayload } from '../helpers/payload'
import { rest, restLogin } from '../helpers/rest'

let payload: Payload
const context = { disableRevalidate: true }
let counter = 0

beforeAll(async () => {
  payload = await seededPayload()
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

/** A landing page with one hero; `data` overrides. Published unless `_status: 'draft'` is given. */
function newPage(data: Partial<Pick<Page, 'title' | 'slug' | '_status' | 'layout'>> = {}) {
  const n = ++counter
  return payload.create({
    collection: 'pages',
    data: {
      title: `Test offer ${n}`,
      slug: '',
      layout: [{ blockType: 'hero', heading: `Test offer ${n}` }],
      _status: 'published',
      ...data,
    },
    context,
  })
}

/** The message of the slug's field error when `creating` is refused, else null. */
async function slugError(creating: Promise<unknown>): Promise<string | null> {
  try {
    await creating
    return null
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
    return errors.find((e) => e.path === 'slug')?.message ?? null
  }
}

describe('the demo landing page', () => {
  it('is /web-design-offer with hero, feature grid, price table, testimonials, logo strip, FAQ, CTA and lead form', async () => {
    const page = (await getPage('web-design-offer'))!
    expect(page.layout.map((b) => b.blockType)).toEqual([
      'hero',
      'featureGrid',
      'priceTable',
      'testimonials',
      'logoStrip',
      'faq',
      'callToAction',
      'leadForm',
    ])
    const hero = page.layout[0]!
    expect(hero.blockType === 'hero' && typeof hero.image === 'object' && hero.image?.url).toBeTruthy()
    const text = JSON.stringify(page.layout)
    expect(text).not.toMatch(/lorem|ipsum/i)
  })

  it("reads the price table's packages from the packages collection, in their order", async () => {
    const website = await getPackagesOf('website')
    expect(website.map((p) => p.key)).toEqual(['web-standard', 'web-power', 'web-premium', 'e-commerce'])
    expect((await getPackagesOf('ppc')).every((p) => p.category === 'ppc')).toBe(true)
  })

  it('shows a changed price at once: the package is the one source of prices', async () => {
    const [pkg] = await getPackagesOf('website')
    await payload.update({ collection: 'packages', id: pkg!.id, data: { price: 649 }, context })
    expect((await getPackagesOf('website'))[0]!.price).toBe(649)
    await payload.update({ collection: 'packages', id: pkg!.id, data: { price: pkg!.price }, context })
  })

  it('reads the latest testimonials newest first', async () => {
    const all = await payload.find({ collection: 'testimonials', sort: '-createdAt', depth: 0 })
    const latest = await getLatestTestimonials(2)
    expect(latest.map((t) => t.id)).toEqual(all.docs.slice(0, 2).map((t) => t.id))
    expect(
      latestFirst([
        { id: 1, createdAt: '2026-01-01T00:00:00Z' },
        { id: 2, createdAt: '2026-03-01T00:00:00Z' },
        { id: 3, createdAt: '2026-03-01T00:00:00Z' },
      ]).map((t) => t.id),
    ).toEqual([3, 2, 1])
  })
})

describe('slugs', () => {
  it('makes the slug from the title when left empty', async () => {
    const page = await newPage({ title: 'Spring SEO offer: 20% off' })
    expect(page.slug).toBe('spring-seo-offer-20-off')
  })

  it.each(PAGE_RESERVED_SLUGS.filter((s) => s !== '_next'))(
    'refuses "%s", the slug of a route of the site, with a field error',
    async (slug) => {
      expect(await slugError(newPage({ slug }))).toBe(
        `"${slug}" is taken by a page of the site: choose another slug.`,
      )
    },
  )

  it('refuses _next (not a slug at all), a malformed slug and a taken one', async () => {
    await expect(newPage({ slug: '_next' })).rejects.toThrow(/slug/i)
    await expect(newPage({ slug: 'Web Design' })).rejects.toThrow(/slug/i)
    await expect(newPage({ slug: 'web-design-offer' })).rejects.toThrow(/slug/i)
  })

  it('refuses a reserved slug through the REST API with 400 and the field message', async () => {
    const email = 'pages-editor@example.com'
    const password = 'a-long-password-123'
    await payload.create({ collection: 'users', data: { email, password, role: 'editor' }, context })
    const { token } = (await (await restLogin(email, password)).json()) as { token: string }
    const response = await rest('/api/pages', {
      method: 'POST',
      token,
      body: JSON.stringify({
        title: 'Contact us',
        slug: 'contact',
        layout: [{ blockType: 'hero', heading: 'Hi' }],
      }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as {
      errors: { data: { errors: { path: string; message: string }[] } }[]
    }
    expect(body.errors[0]!.data.errors).toEqual([
      {
        path: 'slug',
        message: '"contact" is taken by a page of the site: choose another slug.',
        label: 'Slug',
      },
    ])
  })

  it('answers null for an unknown, reserved or malformed slug', async () => {
    expect(await getPage('no-such-page')).toBeNull()
    expect(await getPage('about')).toBeNull()
    expect(await getPage('../etc/passwd')).toBeNull()
    expect(await getPage('x'.repeat(500))).toBeNull()
  })
})

describe('visibility', () => {
  it('hides a draft from visitors: no page, no sitemap entry', async () => {
    const draft = await newPage({ _status: 'draft' })
    expect(await getPage(draft.slug)).toBeNull()
    expect((await getPageEntries()).map((e) => e.slug)).not.toContain(draft.slug)
    const urls = (await getSitemapEntries()).map((e) => e.url)
    expect(urls).not.toContain(`${getEnv().SERVER_URL}/${draft.slug}`)
  })

  it('hides a page once unpublished', async () => {
    const page = await newPage()
    expect((await getPage(page.slug))?.id).toBe(page.id)
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, context })
    expect(await getPage(page.slug)).toBeNull()
  })

  it('publishes a scheduled page when its time comes, through the site job runner', async () => {
    const draft = await newPage({ _status: 'draft', slug: 'scheduled-offer' })
    const schedule = (waitUntil: Date) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'pages', value: draft.id } },
        waitUntil,
      })
    await schedule(new Date(Date.now() + 60 * 60_000))
    await runNotifications(payload)
    expect(await getPage('scheduled-offer')).toBeNull()
    await schedule(new Date(Date.now() - 1000))
    await runNotifications(payload)
    expect(await getPage('scheduled-offer')).toMatchObject({ slug: 'scheduled-offer', _status: 'published' })
  })

  it('lists every published landing page in the sitemap', async () => {
    const urls = (await getSitemapEntries()).map((e) => e.url)
    expect(urls).toContain(`${getEnv().SERVER_URL}/web-design-offer`)
  })
})

describe('lead form: the message records its landing page', () => {
  let ip = 0
  const send = async (fields: Record<string, string>) => {
    const deferred = collectingDefer()
    const request = contactRequest({ fields: { ...VALID_CONTACT, ...fields }, ip: `192.0.2.${++ip}` })
    const response = await handleSaveContact(request, { payload, defer: deferred.defer })
    expect(response.status).toBe(200)
    const { docs } = await payload.find({ collection: 'contact-messages', sort: '-id', limit: 1, depth: 0 })
    return docs[0]!
  }

  it('stores the id of the published page the form was on', async () => {
    const page = await newPage()
    const message = await send({ [FORM_PAGE_FIELD]: String(page.id), subject: 'Lead form test' })
    expect(message.subject).toBe('Lead form test')
    expect(message.formPage).toBe(page.id)
  })

  it('stores the message without a page for a draft, unknown or malformed page id', async () => {
    const draft = await newPage({ _status: 'draft' })
    for (const value of [String(draft.id), '999999', '2147483648', 'abc', '-1', '1e3', ''])
      expect((await send({ [FORM_PAGE_FIELD]: value })).formPage ?? null).toBeNull()
  })

  it('keeps the message when its page is deleted (the link is emptied)', async () => {
    const page = await newPage()
    const message = await send({ [FORM_PAGE_FIELD]: String(page.id) })
    await payload.delete({ collection: 'pages', id: page.id, context })
    const kept = await payload.findByID({ collection: 'contact-messages', id: message.id, depth: 0 })
    expect(kept.formPage ?? null).toBeNull()
  })
})

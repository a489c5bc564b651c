/**
 * Drafts of page content: an editor's draft is invisible to visitors (the same
 * reads src/server/data.ts and the JSON API make: overrideAccess false, no user) until it is
 * published; the editor reads it (preview); the payment endpoint charges published prices only.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DocumentKind } from '@/contracts/document-kinds'
import type { User } from '@/payload-types'
import { doc, paragraph } from '@/seed/richtext'
import { documentExists } from '@/server/document-lookup'
import { createOrder } from '@/server/payments/create-order'

import { seededPayload } from '../helpers/payload'

let payload: Payload
let editor: User
const context = { disableRevalidate: true }
const visitor = { overrideAccess: false } as const
const asEditor = () => ({ overrideAccess: false, user: editor, context }) as const

beforeAll(async () => {
  payload = await seededPayload()
  editor = await payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'a-long-password-123', role: 'editor' },
  })
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

const visitorTitles = async () =>
  (await payload.find({ collection: 'services', pagination: false, ...visitor })).docs.map((d) => d.title)

describe('collections', () => {
  it('seeds published content, all of it visible to visitors', async () => {
    const all = await payload.count({ collection: 'services' })
    expect((await payload.count({ collection: 'services', ...visitor })).totalDocs).toBe(all.totalDocs)
    expect(all.totalDocs).toBeGreaterThan(0)
  })

  it('hides a draft change from visitors until it is published', async () => {
    const { docs } = await payload.find({ collection: 'services', limit: 1, sort: 'sortOrder' })
    const service = docs[0]!
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { title: 'Draft title' },
      draft: true,
      ...asEditor(),
    })

    expect(await visitorTitles()).toContain(service.title)
    expect(await visitorTitles()).not.toContain('Draft title')
    await expect(
      payload.findByID({ collection: 'services', id: service.id, ...visitor }),
    ).resolves.toMatchObject({ title: service.title })
    // The editor's preview reads the draft.
    await expect(
      payload.findByID({ collection: 'services', id: service.id, draft: true, ...asEditor() }),
    ).resolves.toMatchObject({ title: 'Draft title' })

    await payload.update({
      collection: 'services',
      id: service.id,
      data: { _status: 'published' },
      ...asEditor(),
    })
    expect(await visitorTitles()).toContain('Draft title')
    expect(await visitorTitles()).not.toContain(service.title)
  })

  it('never shows a document that was only ever a draft, even asked for drafts', async () => {
    const { docs } = await payload.find({ collection: 'services', limit: 1 })
    const { id, title: _t, updatedAt: _u, createdAt: _c, ...data } = docs[0]!
    const draft = await payload.create({
      collection: 'services',
      data: { ...data, image: 1, title: 'Only a draft', _status: 'draft' },
      draft: true,
      ...asEditor(),
    })
    expect(id).not.toBe(draft.id)
    expect(await visitorTitles()).not.toContain('Only a draft')
    await expect(
      payload.findByID({ collection: 'services', id: draft.id, ...visitor }),
    ).rejects.toMatchObject({ status: 404 })
    const asked = await payload.find({ collection: 'services', draft: true, pagination: false, ...visitor })
    expect(asked.docs.map((d) => d.title)).not.toContain('Only a draft')
  })

  it('hides an unpublished document again', async () => {
    const { docs } = await payload.find({ collection: 'banners', limit: 1 })
    await payload.update({
      collection: 'banners',
      id: docs[0]!.id,
      data: { _status: 'draft' },
      ...asEditor(),
    })
    const visible = await payload.find({ collection: 'banners', pagination: false, ...visitor })
    expect(visible.docs.map((d) => d.id)).not.toContain(docs[0]!.id)
  })

  it('lets visitors read no versions', async () => {
    await expect(payload.findVersions({ collection: 'services', ...visitor })).rejects.toMatchObject({
      status: 403,
    })
    await expect(payload.findVersions({ collection: 'services', ...asEditor() })).resolves.toHaveProperty(
      'docs',
    )
  })
})

describe('globals', () => {
  it('hides a draft of the about record from visitors until it is published', async () => {
    const before = await payload.findGlobal({ slug: 'about', ...visitor })
    await payload.updateGlobal({
      slug: 'about',
      data: { about_title: 'Draft about' },
      draft: true,
      ...asEditor(),
    })
    expect((await payload.findGlobal({ slug: 'about', ...visitor })).about_title).toBe(before.about_title)
    expect((await payload.findGlobal({ slug: 'about', draft: true, ...visitor })).about_title).toBe(
      before.about_title,
    )
    expect((await payload.findGlobal({ slug: 'about', draft: true, ...asEditor() })).about_title).toBe(
      'Draft about',
    )

    await payload.updateGlobal({ slug: 'about', data: { _status: 'published' }, ...asEditor() })
    expect((await payload.findGlobal({ slug: 'about', ...visitor })).about_title).toBe('Draft about')
  })

  it('does the same for the policy pages', async () => {
    for (const slug of ['privacy-policy', 'terms-condition', 'contact-info'] as const) {
      const before = await payload.findGlobal({ slug, ...visitor })
      await payload.updateGlobal({
        slug,
        data: { title: `Draft ${slug}`, content: doc(paragraph('Draft.')) },
        draft: true,
        ...asEditor(),
      })
      expect((await payload.findGlobal({ slug, ...visitor })).title, slug).toBe(before.title)
    }
  })
})

describe('payments', () => {
  it('charges the published price, never a draft one', async () => {
    const { docs } = await payload.find({
      collection: 'packages',
      where: { key: { equals: 'web-standard' } },
    })
    const pkg = docs[0]!
    await payload.update({
      collection: 'packages',
      id: pkg.id,
      data: { price: 1 },
      draft: true,
      ...asEditor(),
    })
    expect(
      (await payload.find({ collection: 'packages', where: { key: { equals: 'web-standard' } } })).docs[0]!
        .price,
    ).toBe(pkg.price)
    expect(await documentExists(payload, 'package', 'web-standard')).toBe(true)
    // Unpublished: the package is no longer for sale, and its payment page is a 404.
    await payload.update({ collection: 'packages', id: pkg.id, data: { _status: 'draft' }, ...asEditor() })
    expect(await createOrder(payload, null, 'web-standard', 'client')).toEqual({ kind: 'unknown-package' })
    expect(await documentExists(payload, 'package', 'web-standard')).toBe(false)
    expect(await documentExists(payload, 'package', 'no-such-package')).toBe(false)
  })
})

describe('the proxy’s document lookup (documentExists)', () => {
  it('knows the demo’s published documents and list pages, and nothing else', async () => {
    const known: [DocumentKind, string][] = [
      ['page', 'web-design-offer'],
      ['post', 'local-seo-30-day-plan'],
      ['category', 'seo'],
      ['blog-page', '1'],
      ['category-page', 'seo/1'],
    ]
    for (const [kind, key] of known)
      expect(await documentExists(payload, kind, key), `${kind} ${key}`).toBe(true)
    const { docs } = await payload.find({ collection: 'case-studies', limit: 1, ...visitor })
    expect(await documentExists(payload, 'case-study', docs[0]!.slug)).toBe(true)
    const unknown: [DocumentKind, string][] = [
      ['page', 'no-such-page'],
      ['post', 'no-such-post'],
      ['category', 'no-such-category'],
      ['case-study', 'no-such-study'],
      // Six demo posts: one page of the blog, one of each category.
      ['blog-page', '2'],
      ['blog-page', 'x'],
      ['category-page', 'seo/2'],
      ['category-page', 'no-such-category/1'],
    ]
    for (const [kind, key] of unknown)
      expect(await documentExists(payload, kind, key), `${kind} ${key}`).toBe(false)
  })

  it('forgets a post once it is unpublished', async () => {
    const { docs } = await payload.find({
      collection: 'posts',
      where: { slug: { equals: 'organic-vs-paid-social' } },
    })
    await payload.update({ collection: 'posts', id: docs[0]!.id, data: { _status: 'draft' }, ...asEditor() })
    expect(await documentExists(payload, 'post', 'organic-vs-paid-social')).toBe(false)
  })
})

/**
 * Edits saved in the admin expire the cache tag of what they touch; seeds
 * and tests switch that off through the hook context.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }))
vi.mock('next/cache', () => ({ revalidateTag }))

import { doc, paragraph } from '@/seed/richtext'

import { migratedPayload } from '../helpers/payload'

let payload: Payload
let serviceId: number

beforeAll(async () => {
  payload = await migratedPayload()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A test image' },
    file: { data: await tinyPng(), mimetype: 'image/png', name: 'tiny.png', size: 0 },
    context: { disableRevalidate: true },
  })
  const service = await payload.create({
    collection: 'services',
    context: { disableRevalidate: true },
    data: {
      title: 'SEO',
      short: 'Rank higher',
      image_text: 'search',
      image: media.id,
      alt: 'chart',
      description: doc(paragraph('We help you rank.')),
      _status: 'published',
    },
  })
  serviceId = service.id
})

beforeEach(() => revalidateTag.mockClear())

afterAll(async () => {
  await payload.destroy()
})

async function tinyPng(): Promise<Buffer> {
  const sharp = (await import('sharp')).default
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
}

describe('revalidation hooks', () => {
  it('expires the services tag at once when a service changes', async () => {
    await payload.update({
      collection: 'services',
      id: serviceId,
      data: { title: 'Search Engine Optimisation' },
    })
    expect(revalidateTag).toHaveBeenCalledWith('services', { expire: 0 })
  })

  it('expires the tag when a document is deleted', async () => {
    const doc = await payload.create({
      collection: 'projects',
      data: {
        title: 'Temp',
        image: (await payload.find({ collection: 'media' })).docs[0]!.id,
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
    await payload.delete({ collection: 'projects', id: doc.id })
    expect(revalidateTag).toHaveBeenCalledWith('projects', { expire: 0 })
  })

  it('expires the landing pages and posts that may show a form when the form changes or is deleted', async () => {
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'Enquiry',
        fields: [{ blockType: 'email', name: 'email', label: 'E-mail', required: true }] as never,
        confirmationType: 'message',
        confirmationMessage: doc(paragraph('Thanks.')) as never,
      },
    })
    expect(revalidateTag).toHaveBeenCalledWith('pages', { expire: 0 })
    expect(revalidateTag).toHaveBeenCalledWith('posts', { expire: 0 })
    revalidateTag.mockClear()
    await payload.update({ collection: 'forms', id: form.id, data: { title: 'Project enquiry' } })
    expect(revalidateTag).toHaveBeenCalledWith('posts', { expire: 0 })
    revalidateTag.mockClear()
    await payload.delete({ collection: 'forms', id: form.id })
    expect(revalidateTag).toHaveBeenCalledWith('pages', { expire: 0 })
    expect(revalidateTag).toHaveBeenCalledWith('posts', { expire: 0 })
  })

  it('expires a global tag when the global changes', async () => {
    await payload.updateGlobal({
      slug: 'privacy-policy',
      data: { title: 'Privacy', content: doc(paragraph('We keep little.')), _status: 'published' },
    })
    expect(revalidateTag).toHaveBeenCalledWith('privacy-policy', { expire: 0 })
  })

  it('keeps the cache while a never-published document is saved as a draft, expires it on publish', async () => {
    const image = (await payload.find({ collection: 'media' })).docs[0]!.id
    const draft = await payload.create({
      collection: 'projects',
      data: { title: 'New', image },
      draft: true,
      context: { disableRevalidate: true },
    })
    await payload.update({ collection: 'projects', id: draft.id, data: { title: 'New draft' }, draft: true })
    expect(revalidateTag).not.toHaveBeenCalled()
    await payload.update({ collection: 'projects', id: draft.id, data: { _status: 'published' } })
    expect(revalidateTag).toHaveBeenCalledWith('projects', { expire: 0 })
  })

  it('expires the tag when a document is unpublished', async () => {
    await payload.update({ collection: 'services', id: serviceId, data: { _status: 'draft' } })
    expect(revalidateTag).toHaveBeenCalledWith('services', { expire: 0 })
    await payload.update({
      collection: 'services',
      id: serviceId,
      data: { _status: 'published' },
      context: { disableRevalidate: true },
    })
  })

  it('keeps the cache for a draft of a global, expires it on publish', async () => {
    await payload.updateGlobal({
      slug: 'terms-condition',
      data: { title: 'Terms', content: doc(paragraph('Draft.')) },
      draft: true,
    })
    expect(revalidateTag).not.toHaveBeenCalled()
    await payload.updateGlobal({
      slug: 'terms-condition',
      data: { title: 'Terms', content: doc(paragraph('Now.')), _status: 'published' },
    })
    expect(revalidateTag).toHaveBeenCalledWith('terms-condition', { expire: 0 })
  })

  it('does nothing when the context disables revalidation', async () => {
    await payload.update({
      collection: 'services',
      id: serviceId,
      data: { title: 'SEO' },
      context: { disableRevalidate: true },
    })
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('keeps the save when revalidation is impossible outside a Next.js request', async () => {
    revalidateTag.mockImplementationOnce(() => {
      throw new Error('Invariant: static generation store missing')
    })
    const updated = await payload.update({
      collection: 'services',
      id: serviceId,
      data: { short: 'Still saved' },
    })
    expect(updated.short).toBe('Still saved')
  })
})

/** The SEO global: public read, editor-only write, every page entry optional. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SEO_PAGES } from '@/contracts/seo-pages'

import { migratedPayload } from '../helpers/payload'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await migratedPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('seo global', () => {
  it('is readable by visitors and empty by default (pages use their defaults)', async () => {
    const seo = await payload.findGlobal({ slug: 'seo', overrideAccess: false })
    for (const { key } of SEO_PAGES) expect(seo[key]?.title ?? null, key).toBeNull()
  })

  it('stores a page title and description an editor sets', async () => {
    await payload.updateGlobal({
      slug: 'seo',
      data: { services: { title: 'Our services', description: 'What we do.' } },
      context,
    })
    const seo = await payload.findGlobal({ slug: 'seo', overrideAccess: false })
    expect(seo.services).toMatchObject({ title: 'Our services', description: 'What we do.' })
  })

  it('cannot be changed by a visitor', async () => {
    await expect(
      payload.updateGlobal({ slug: 'seo', data: { home: { title: 'x' } }, overrideAccess: false, context }),
    ).rejects.toThrow(/not allowed/i)
  })
})

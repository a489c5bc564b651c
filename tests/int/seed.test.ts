/** The demo seed writes the site's demo content. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '@/env'
import { prepare } from '@/server/prepare'
import { isSeeded, seedIfEmpty } from '@/seed'

import { migratedPayload } from '../helpers/payload'

/** Spec §9 "Payment amounts in USD by package id". */
const SPEC_PRICES: Record<string, number> = {
  'web-standard': 599,
  'web-power': 1299,
  'web-premium': 2999,
  'e-commerce': 4999,
  'organic-standard': 399,
  'organic-power': 599,
  'organic-premium': 699,
  'ad-standard': 250,
  'ad-power': 350,
  'ad-premium': 750,
  'social-standard': 399,
  'social-power': 599,
  'social-premium': 699,
}

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
  expect(await isSeeded(payload)).toBe(false)
  const result = await prepare(payload, getEnv())
  expect(result.seeded).toBe(true)
})

afterAll(async () => {
  await payload.destroy()
})

describe('demo seed', () => {
  it('creates all 13 packages with the spec prices', async () => {
    const { docs } = await payload.find({ collection: 'packages', pagination: false })
    const prices = Object.fromEntries(docs.map((p) => [p.key, p.price]))
    expect(prices).toEqual(SPEC_PRICES)
  })

  it('puts four packages in the website panel and three in each of SEO, PPC and SMO', async () => {
    const { docs } = await payload.find({ collection: 'packages', pagination: false })
    const count = (category: string) => docs.filter((p) => p.category === category).length
    expect([count('website'), count('seo'), count('ppc'), count('smo')]).toEqual([4, 3, 3, 3])
    const names = docs.filter((p) => p.category === 'website').map((p) => p.name)
    expect(names).toEqual(['ULTRA STANDARD', 'ULTRA ECONOMICAL', 'ULTRA PREMIUM', 'E-COMMERCE'])
  })

  it('gives PPC packages the setup-fee note and budget range, and marks excluded features', async () => {
    const { docs } = await payload.find({ collection: 'packages', where: { key: { equals: 'ad-standard' } } })
    expect(docs[0]?.priceNote).toMatch(/setup/i)
    expect(docs[0]?.budgetRange).toContain('$250 - $2000')
    const standard = await payload.find({
      collection: 'packages',
      where: { key: { equals: 'web-standard' } },
    })
    const excluded = standard.docs[0]?.features.filter((f) => !f.included).map((f) => f.text)
    expect(excluded).toEqual(expect.arrayContaining(['CMS', 'Logo Design', 'Blog']))
  })

  it('creates the nine Our Work categories by their spec names, in order', async () => {
    const { docs } = await payload.find({
      collection: 'work-categories',
      sort: 'sortOrder',
      pagination: false,
    })
    expect(docs.map((c) => c.name.toLowerCase())).toEqual([
      'ui/ux and web design and dev',
      'logo and brochure design',
      'web application development',
      'digital marketing',
      'mobile application development',
      'e-commerce',
      'graphic design',
      'it solutions',
      'rp solutions',
    ])
    for (const c of docs) expect(c.paragraph1 && c.paragraph2 && c.image).toBeTruthy()
  })

  it('fills every public collection and global, and every image has alt text', async () => {
    for (const collection of ['banners', 'testimonials', 'services', 'projects', 'solutions'] as const) {
      expect((await payload.count({ collection })).totalDocs, collection).toBeGreaterThan(0)
    }
    const settings = await payload.findGlobal({ slug: 'settings' })
    expect(settings).toMatchObject({
      header_email: expect.stringContaining('@'),
      facebook: expect.stringMatching(/^https:/),
    })
    const about = await payload.findGlobal({ slug: 'about' })
    expect(about.work_pair_count).toBeGreaterThan(0)
    expect(about.happy_clients_count).toBeGreaterThan(0)
    for (const slug of ['contact-info', 'privacy-policy', 'terms-condition'] as const) {
      const page = await payload.findGlobal({ slug })
      expect(page.content?.root.children.length, slug).toBeGreaterThan(0)
    }
    const media = await payload.find({ collection: 'media', pagination: false })
    expect(media.docs.length).toBeGreaterThan(20)
    for (const m of media.docs) expect(m.alt.trim().length, m.filename ?? '').toBeGreaterThan(3)
    // Payload makes no size larger than the original (logos are smaller than a thumbnail): every
    // image at least as wide as the thumbnail has one, and the seed holds such images.
    const wide = media.docs.filter((m) => (m.width ?? 0) >= 400)
    expect(wide.length).toBeGreaterThan(0)
    for (const m of wide) expect(m.sizes?.thumbnail?.url, m.filename ?? '').toBeTruthy()
    // The banners' illustration is in their right part: their crops are anchored there.
    const banners = await payload.find({ collection: 'banners', depth: 1, pagination: false })
    expect(banners.docs.length).toBeGreaterThan(0)
    for (const banner of banners.docs)
      expect(banner.banner_image, banner.title).toMatchObject({ focalX: 100, focalY: 50 })
  })

  it('links the first banner to /contact; the admin refuses a button without a link, or an unsafe or missing one', async () => {
    const { docs } = await payload.find({ collection: 'banners', sort: 'sortOrder', pagination: false })
    expect(docs[0]!.link).toMatchObject({ label: 'Get a free quote', type: 'route', route: 'contact' })
    expect(docs.slice(1).every((b) => !b.link?.label)).toBe(true)
    const id = docs[1]!.id
    for (const link of [
      { label: 'Call us', type: 'route' },
      { label: 'Call us', type: 'custom', url: '' },
      { label: 'Go', type: 'custom', url: 'javascript:alert(1)' },
      { label: 'Go', type: 'custom', url: '//evil.example' },
      { label: 'Go', type: 'reference', reference: { relationTo: 'pages', value: 999_999 } },
    ] as const)
      await expect(
        payload.update({ collection: 'banners', id, data: { link }, context: { disableRevalidate: true } }),
        JSON.stringify(link),
      ).rejects.toThrow(/field is invalid: Button/)
    const saved = await payload.update({
      collection: 'banners',
      id,
      data: { link: { label: 'See our work', type: 'custom', url: 'https://example.com/work' } },
      context: { disableRevalidate: true },
    })
    expect(saved.link).toMatchObject({ label: 'See our work', url: 'https://example.com/work' })
  })

  it('seeds the menus: the spec header with Blog and Case studies, Services opening the landing page', async () => {
    const nav = await payload.findGlobal({ slug: 'navigation', depth: 1 })
    expect(nav.header?.map((item) => item.label)).toEqual([
      'Home',
      'About',
      'Services',
      'Package',
      'Blog',
      'Case studies',
      'Contact Us',
    ])
    const byLabel = new Map(nav.header?.map((item) => [item.label, item]))
    expect(byLabel.get('Blog')!.link).toMatchObject({ type: 'route', route: 'blog' })
    expect(byLabel.get('Case studies')!.link).toMatchObject({ type: 'route', route: 'case-studies' })
    const offer = byLabel.get('Services')!.children?.find((child) => child.label === 'Website offer')
    expect(offer?.link?.reference).toMatchObject({ relationTo: 'pages', value: { slug: 'web-design-offer' } })
    expect(nav.footer?.map((item) => item.label)).toEqual(
      expect.arrayContaining(['Blog', 'Case studies', 'Privacy Policy', 'Terms & Condition']),
    )
  })

  it('does not seed twice', async () => {
    expect(await seedIfEmpty(payload)).toBe(false)
    expect((await payload.count({ collection: 'packages' })).totalDocs).toBe(13)
  })
})

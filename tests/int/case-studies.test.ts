/**
 * Case studies as visitors see them (the reads of src/server/case-studies.ts): the demo case
 * studies, slugs (made from the title, refused when malformed or taken), drafts and unpublished
 * case studies hidden from visitors, the home tiles' case study links and the sitemap entries.
 * `unstable_cache` runs the read itself here (no Next.js cache outside a request).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/cache', () => ({
  unstable_cache: (read: (...args: unknown[]) => unknown) => read,
  revalidateTag: vi.fn(),
}))

import { getEnv } from '@/env'
import type { CaseStudy } from '@/payload-types'
import { doc, paragraph } from '@/seed/richtext'
import { getCaseStudies, getCaseStudy, getCaseStudySlugsByProject } from '@/server/case-studies'
import { CASE_STUDIES_PAGE_SIZE } from '@/contracts/constants'
import { documentExists } from '@/server/document-lookup'
import { getSitemapEntries } from '@/server/seo/sitemap-entries'

import { seededPayload } from '../helpers/payload'

let payload: Payload
let media: number
const context = { disableRevalidate: true }
let counter = 0

beforeAll(async () => {
  payload = await seededPayload()
  media = (await payload.find({ collection: 'media', limit: 1 })).docs[0]!.id
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

/** A case study with valid data; `data` overrides. Published unless `_status: 'draft'` is given. */
function newCaseStudy(data: Partial<Pick<CaseStudy, 'title' | 'slug' | '_status' | 'project'>> = {}) {
  const n = ++counter
  return payload.create({
    collection: 'case-studies',
    data: {
      title: `Test case study ${n}`,
      // Empty: made from the title.
      slug: '',
      summary: 'A short summary.',
      coverImage: media,
      client: 'Test Client',
      industry: 'Testing',
      challenge: 'The challenge.',
      work: doc(paragraph('The work.')) as CaseStudy['work'],
      _status: 'published',
      ...data,
    },
    context,
  })
}

describe('demo case studies', () => {
  it('lists the 4 seeded case studies with their client, results and cover image', async () => {
    const studies = await getCaseStudies()
    expect(studies.map((s) => s.slug)).toEqual([
      'mitchell-bakery-online-ordering',
      'greenline-logistics-portal',
      'casa-verde-online-shop',
      'harbor-and-co-restaurant',
    ])
    for (const s of studies) {
      expect(s.client).toBeTruthy()
      expect(s.results?.length).toBeGreaterThanOrEqual(3)
      expect(typeof s.coverImage === 'object' && s.coverImage?.url).toBeTruthy()
    }
  })

  it('reads a case study with its services, gallery, testimonial and project populated', async () => {
    const study = (await getCaseStudy('greenline-logistics-portal'))!
    expect(study.client).toBe('Greenline Logistics')
    expect(study.services?.map((s) => typeof s === 'object' && s.title)).toEqual([
      'Web Design & Development',
      'Pay-Per-Click Advertising',
    ])
    expect(study.gallery).toHaveLength(2)
    expect(typeof study.testimonial === 'object' && study.testimonial?.title).toBe('David Okafor')
    expect(typeof study.project === 'object' && study.project?.title).toBe('Greenline Logistics Portal')
  })

  it('links 4 of the 5 home project tiles to their case study', async () => {
    const links = await getCaseStudySlugsByProject()
    const { docs: projects } = await payload.find({ collection: 'projects', sort: 'sortOrder', depth: 0 })
    expect(projects.map((p) => links[p.id] ?? null)).toEqual([
      'harbor-and-co-restaurant',
      'greenline-logistics-portal',
      'casa-verde-online-shop',
      'mitchell-bakery-online-ordering',
      null,
    ])
  })
})

describe('slugs', () => {
  it('makes the slug from the title when left empty', async () => {
    const study = await newCaseStudy({ title: 'Café Nord: a booking site' })
    expect(study.slug).toBe('cafe-nord-a-booking-site')
  })

  it('refuses a malformed slug and a taken one with a field error', async () => {
    await expect(newCaseStudy({ slug: 'Not A Slug' })).rejects.toThrow(/slug/i)
    await expect(newCaseStudy({ slug: 'greenline-logistics-portal' })).rejects.toThrow(/slug/i)
  })

  it('answers null for an unknown or malformed slug', async () => {
    expect(await getCaseStudy('no-such-case-study')).toBeNull()
    expect(await getCaseStudy('../etc/passwd')).toBeNull()
    expect(await getCaseStudy('x'.repeat(500))).toBeNull()
  })

  it('refuses a second case study for a project tile that has one', async () => {
    const { docs } = await payload.find({
      collection: 'projects',
      where: { title: { equals: 'Harbor & Co. Restaurant' } },
      depth: 0,
    })
    await expect(newCaseStudy({ project: docs[0]!.id })).rejects.toThrow(/project/i)
  })
})

describe('visibility', () => {
  it('hides a draft from visitors: not listed, no page, no tile link, no sitemap entry', async () => {
    const { docs } = await payload.find({
      collection: 'projects',
      where: { title: { equals: 'Summit Dental Clinic' } },
      depth: 0,
    })
    const draft = await newCaseStudy({ title: 'Summit Dental draft', _status: 'draft', project: docs[0]!.id })
    expect((await getCaseStudies()).map((s) => s.slug)).not.toContain(draft.slug)
    expect(await getCaseStudy(draft.slug)).toBeNull()
    expect((await getCaseStudySlugsByProject())[docs[0]!.id]).toBeUndefined()
    const urls = (await getSitemapEntries()).map((e) => e.url)
    expect(urls).not.toContain(`${getEnv().SERVER_URL}/case-studies/${draft.slug}`)
    await payload.delete({ collection: 'case-studies', id: draft.id, context })
  })

  it('hides a case study once unpublished', async () => {
    const study = await newCaseStudy()
    expect((await getCaseStudy(study.slug))?.id).toBe(study.id)
    await payload.update({ collection: 'case-studies', id: study.id, data: { _status: 'draft' }, context })
    expect(await getCaseStudy(study.slug)).toBeNull()
  })

  it('refuses visitors a draft (access as a visitor)', async () => {
    const draft = await newCaseStudy({ _status: 'draft' })
    const { docs } = await payload.find({
      collection: 'case-studies',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
    })
    expect(docs).toEqual([])
  })
})

describe('sitemap', () => {
  it('lists /case-studies and every published case study', async () => {
    const base = getEnv().SERVER_URL
    const urls = (await getSitemapEntries()).map((e) => e.url)
    expect(urls).toContain(`${base}/case-studies`)
    for (const slug of ['mitchell-bakery-online-ordering', 'harbor-and-co-restaurant'])
      expect(urls).toContain(`${base}/case-studies/${slug}`)
  })
})

describe('pages of case studies at scale', () => {
  it('splits the list in pages of CASE_STUDIES_PAGE_SIZE: the proxy knows each page, the sitemap lists them', async () => {
    const base = getEnv().SERVER_URL
    const published = async () =>
      (await payload.count({ collection: 'case-studies', where: { _status: { equals: 'published' } } }))
        .totalDocs
    expect(await documentExists(payload, 'case-studies-page', '2')).toBe(false)
    while ((await published()) <= CASE_STUDIES_PAGE_SIZE * 2) await newCaseStudy()
    const total = await published()
    const pageCount = Math.ceil(total / CASE_STUDIES_PAGE_SIZE)
    expect(pageCount).toBe(3)
    for (let n = 1; n <= pageCount; n++)
      expect(await documentExists(payload, 'case-studies-page', String(n)), `page ${n}`).toBe(true)
    for (const key of [String(pageCount + 1), '0', 'x'])
      expect(await documentExists(payload, 'case-studies-page', key), key).toBe(false)
    const urls = (await getSitemapEntries()).map((e) => e.url)
    expect(urls).toContain(`${base}/case-studies/page/2`)
    expect(urls).toContain(`${base}/case-studies/page/3`)
    expect(urls).not.toContain(`${base}/case-studies/page/1`)
    expect(urls).not.toContain(`${base}/case-studies/page/4`)
    // Every case study is on exactly one page.
    const all = await getCaseStudies()
    expect(all).toHaveLength(total)
  })
})

/**
 * Experiments of landing pages (src/collections/Experiments): the model's rules (keys made and
 * kept, the control first, 2-4 variants with positive weights, one running or paused experiment
 * per page, a 400 naming the field), the loader (src/collections/Experiments/load.ts: running experiments of
 * published pages only, refreshed by every change of an experiment or its page) and promote
 * (POST /api/experiments/{id}/promote: the variant's hero becomes the page's published content
 * through a draft, the experiment ends; a second promote is a 409; visitors get a 401).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findExperiment } from '@/infra/experiment-table'
import { loadExperimentTable } from '@/collections/Experiments/load'

import { migratedPayload } from '../helpers/payload'
import { rest, restLogin } from '../helpers/rest'

let payload: Payload
let editorToken: string
let pageId: number
let counter = 0

const freshPage = async () => {
  const n = ++counter
  const page = await payload.create({
    collection: 'pages',
    data: {
      title: `Offer ${n}`,
      slug: `offer-${n}`,
      layout: [
        { blockType: 'hero', heading: `Hero A ${n}` },
        {
          blockType: 'callToAction',
          heading: 'Call',
          label: 'Go',
          link: { type: 'custom', url: '/contact' },
        },
      ],
      _status: 'published',
    } as never,
    context: { disableRevalidate: true },
  })
  return page.id
}

const CTA_B = { heading: 'Call B', label: 'Go B', link: { type: 'custom', url: '/contact' } }

const experimentData = (page: number, status = 'running') => ({
  name: 'Shorter hero',
  page,
  status,
  variants: [
    { key: 'control', weight: 1 },
    { label: 'Short hero!', weight: 1, change: 'heroCta', hero: { heading: 'Hero B' }, callToAction: CTA_B },
  ],
})

const post = (path: string, body: unknown, token = editorToken) =>
  rest(path, { method: 'POST', token, body: JSON.stringify(body) })

beforeAll(async () => {
  payload = await migratedPayload()
  await payload.create({
    collection: 'users',
    data: { email: 'admin@example.com', password: 'a-long-password-123' },
  })
  await payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'a-long-password-123', role: 'editor' },
  })
  editorToken = (
    (await (await restLogin('editor@example.com', 'a-long-password-123')).json()) as { token: string }
  ).token
  pageId = await freshPage()
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

describe('the experiments collection', () => {
  it('keys the variants from their labels, control first, and keeps a key once made', async () => {
    const response = await post('/api/experiments', experimentData(pageId, 'draft'))
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number; variants: Array<{ key: string }> } }
    expect(doc.variants.map((v) => v.key)).toEqual(['control', 'short-hero'])
    const renamed = await payload.update({
      collection: 'experiments',
      id: doc.id,
      data: { variants: [doc.variants[0], { ...doc.variants[1], label: 'Other name' }] } as never,
      context: { disableRevalidate: true },
    })
    expect(renamed.variants?.map((v) => v.key)).toEqual(['control', 'short-hero'])
  })

  it('refuses one variant, five variants and a weight of 0, naming the field', async () => {
    const one = { ...experimentData(pageId, 'draft'), variants: [{ key: 'control', weight: 1 }] }
    const five = {
      ...experimentData(pageId, 'draft'),
      variants: [
        { key: 'control', weight: 1 },
        ...['b', 'c', 'd', 'e'].map((label) => ({
          label,
          weight: 1,
          change: 'heroCta',
          hero: { heading: label },
        })),
      ],
    }
    const zero = {
      ...experimentData(pageId, 'draft'),
      variants: [
        { key: 'control', weight: 0 },
        { label: 'b', weight: 1, change: 'heroCta', hero: { heading: 'b' }, callToAction: CTA_B },
      ],
    }
    for (const data of [one, five, zero]) {
      const response = await post('/api/experiments', data)
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain('variants')
    }
  })

  it('allows one running or paused experiment per page: a second is a 400 naming the page', async () => {
    const page = await freshPage()
    expect((await post('/api/experiments', experimentData(page, 'paused'))).status).toBe(201)
    const second = await post('/api/experiments', experimentData(page, 'running'))
    expect(second.status).toBe(400)
    const body = JSON.stringify(await second.json())
    expect(body).toContain('"path":"page"')
    expect(body).toContain('already has a paused experiment')
    expect((await post('/api/experiments', experimentData(page, 'draft'))).status).toBe(201)
  })

  it('visitors can neither read nor create experiments', async () => {
    expect((await rest('/api/experiments')).status).toBe(403)
    expect(
      (await rest('/api/experiments', { method: 'POST', body: JSON.stringify(experimentData(pageId)) }))
        .status,
    ).toBe(403)
  })
})

describe('the loader', () => {
  it('serves running experiments of published pages only, and follows every change', async () => {
    const page = await freshPage()
    const { slug } = await payload.findByID({ collection: 'pages', id: page })
    const path = `/${slug}`
    const created = await payload.create({
      collection: 'experiments',
      data: experimentData(page, 'draft') as never,
      context: { disableRevalidate: true },
    })
    expect(findExperiment(path)).toBeUndefined()
    await payload.update({
      collection: 'experiments',
      id: created.id,
      data: { status: 'running' },
      context: { disableRevalidate: true },
    })
    expect(findExperiment(path)).toEqual({
      id: String(created.id),
      path,
      pageId: String(page),
      variants: [
        { key: 'control', weight: 1 },
        { key: 'short-hero', weight: 1 },
      ],
    })
    await payload.update({
      collection: 'pages',
      id: page,
      data: { _status: 'draft' },
      context: { disableRevalidate: true },
    })
    expect(findExperiment(path)).toBeUndefined()
    await payload.update({
      collection: 'pages',
      id: page,
      data: { _status: 'published' },
      context: { disableRevalidate: true },
    })
    expect(findExperiment(path)?.id).toBe(String(created.id))
    await payload.update({
      collection: 'experiments',
      id: created.id,
      data: { status: 'paused' },
      context: { disableRevalidate: true },
    })
    expect(findExperiment(path)).toBeUndefined()
    expect((await loadExperimentTable(payload)).some((e) => e.path === path)).toBe(false)
  })
})

describe('promote', () => {
  it("publishes the variant's hero on the page through a draft and ends the experiment", async () => {
    const page = await freshPage()
    const { doc } = (await (await post('/api/experiments', experimentData(page))).json()) as {
      doc: { id: number }
    }
    expect((await post(`/api/experiments/${doc.id}/promote`, { variant: 'short-hero' }, '')).status).toBe(401)
    expect((await post(`/api/experiments/${doc.id}/promote`, { variant: 'nope' })).status).toBe(404)
    const promoted = await post(`/api/experiments/${doc.id}/promote`, { variant: 'short-hero' })
    expect(promoted.status).toBe(200)
    const published = await payload.findByID({ collection: 'pages', id: page, draft: false })
    expect(published._status).toBe('published')
    expect(published.layout.map((b) => (b.blockType === 'hero' ? b.heading : b.blockType))).toEqual([
      'Hero B',
      'callToAction',
    ])
    const versions = await payload.findVersions({ collection: 'pages', where: { parent: { equals: page } } })
    expect(
      versions.docs.some((v) =>
        (v.version.layout as Array<{ heading?: string }>)[0]?.heading?.startsWith('Hero A'),
      ),
    ).toBe(true)
    const ended = await payload.findByID({ collection: 'experiments', id: doc.id })
    expect(ended.status).toBe('ended')
    expect(ended.promotedVariant).toBe('short-hero')
    expect((await post(`/api/experiments/${doc.id}/promote`, { variant: 'short-hero' })).status).toBe(409)
  })

  it('no one sets promotedVariant by a write', async () => {
    const response = await post('/api/experiments', {
      ...experimentData(pageId, 'draft'),
      promotedVariant: 'x',
    })
    const { doc } = (await response.json()) as { doc: { promotedVariant?: string | null } }
    expect(doc.promotedVariant ?? null).toBeNull()
  })
})

/**
 * The SEO global's fields are @payloadcms/plugin-seo's (counters and search preview while
 * editing) under the existing names, so stored texts and the defaults from page content are
 * unchanged; the plugin adds its admin translations and, for the documents with their own
 * page, the preview's address and the share image's *Auto-generate* (no title or description).
 */
import fc from 'fast-check'
import type { CollectionConfig, Field, Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '@/env'
import { generateImage, generateURL, SEO_PREVIEW_COLLECTIONS } from '@/globals/Seo/seo-plugin'

import { migratedPayload } from '../helpers/payload'
import { rest, restLogin } from '../helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(async () => {
  await payload.destroy()
})

/** The admin component path of a field, if it has one. */
const componentOf = (field: Field | undefined): unknown =>
  (field?.admin as { components?: { Field?: { path?: string } } } | undefined)?.components?.Field?.path

it('builds every page group from the plugin fields with a preview', () => {
  const seo = payload.config.globals.find((g) => g.slug === 'seo')!
  const home = seo.fields.find((f) => 'name' in f && f.name === 'home') as Extract<Field, { type: 'group' }>
  const byName = (name: string) => home.fields.find((f) => 'name' in f && f.name === name)
  expect(componentOf(byName('title'))).toBe('@payloadcms/plugin-seo/client#MetaTitleComponent')
  expect(componentOf(byName('description'))).toBe('@payloadcms/plugin-seo/client#MetaDescriptionComponent')
  expect(componentOf(byName('image'))).toBe('@payloadcms/plugin-seo/client#MetaImageComponent')
  expect(componentOf(byName('preview'))).toBe('@payloadcms/plugin-seo/client#PreviewComponent')
  expect(byName('title')).toMatchObject({ maxLength: 70 })
})

it('keeps stored texts under their names and offers no generate endpoint', async () => {
  await payload.updateGlobal({
    slug: 'seo',
    data: { about: { title: 'About the agency', description: 'Who we are.' } },
  })
  const seo = await payload.findGlobal({ slug: 'seo', depth: 0 })
  expect(seo.about).toMatchObject({ title: 'About the agency', description: 'Who we are.' })
  const generate = await rest('/api/plugin-seo/generate-title', { method: 'POST', body: '{}' })
  expect(generate.status).toBe(404)
})

/** The generator arguments for a document `doc` of `collection` (the admin sends the form data as `doc`). */
function args(collection: string, doc: Record<string, unknown>) {
  const collectionConfig = { slug: collection } as CollectionConfig
  return { collectionConfig, doc, req: {} as PayloadRequest } as Parameters<typeof generateURL>[0]
}

describe('the SEO preview shows the document address (generateURL)', () => {
  const pathOf = {
    pages: (s: string) => `/${s}`,
    posts: (s: string) => `/blog/${s}`,
    'case-studies': (s: string) => `/case-studies/${s}`,
  }

  it.each(SEO_PREVIEW_COLLECTIONS)('%s: SERVER_URL + the public path of its slug', async (collection) => {
    const server = getEnv().SERVER_URL
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/), async (slug) => {
        expect(await generateURL(args(collection, { slug }))).toBe(`${server}${pathOf[collection](slug)}`)
      }),
    )
  })

  it('points an unsaved document without a slug at its list, never at "https://..."', async () => {
    const server = getEnv().SERVER_URL
    expect(await generateURL(args('posts', {}))).toBe(`${server}/blog`)
    expect(await generateURL(args('case-studies', { slug: '' }))).toBe(`${server}/case-studies`)
    expect(await generateURL(args('pages', {}))).toBe(`${server}/`)
  })
})

describe('the share image auto-generates the image the page shares (generateImage)', () => {
  it('is the hero of a post, the cover of a case study, the first hero block of a landing page', async () => {
    expect(await generateImage(args('posts', { heroImage: 7 }))).toBe(7)
    expect(await generateImage(args('posts', { heroImage: { id: 8, url: '/x.png' } }))).toBe(8)
    expect(await generateImage(args('case-studies', { coverImage: 9 }))).toBe(9)
    const layout = [
      { blockType: 'richText', image: 1 },
      { blockType: 'hero', image: 11 },
      { blockType: 'hero', image: 12 },
    ]
    expect(await generateImage(args('pages', { layout }))).toBe(11)
  })

  it('is empty (the plugin clears the field) when the document has no image yet', async () => {
    expect(await generateImage(args('posts', {}))).toBe('')
    expect(await generateImage(args('pages', { layout: [{ blockType: 'richText' }] }))).toBe('')
  })
})

it('serves both generators to a signed-in admin user only, for the page collections', async () => {
  await payload.create({
    collection: 'users',
    data: { email: 'seo-admin@example.com', password: 'a-long-password-123', role: 'admin' },
  })
  const { token } = (await (await restLogin('seo-admin@example.com', 'a-long-password-123')).json()) as {
    token: string
  }
  const body = JSON.stringify({ collectionSlug: 'posts', doc: { slug: 'a-post', heroImage: 3 } })
  const url = await rest('/api/plugin-seo/generate-url', { method: 'POST', body, token })
  expect(await url.json()).toEqual({ result: `${getEnv().SERVER_URL}/blog/a-post` })
  const image = await rest('/api/plugin-seo/generate-image', { method: 'POST', body, token })
  expect(await image.json()).toEqual({ result: 3 })
  expect((await rest('/api/plugin-seo/generate-url', { method: 'POST', body })).status).toBe(401)
  const other = JSON.stringify({ collectionSlug: 'media', doc: {} })
  expect((await rest('/api/plugin-seo/generate-url', { method: 'POST', body: other, token })).status).toBe(
    403,
  )
})

it('marks the preview and the share image of a page collection as generated', () => {
  for (const slug of SEO_PREVIEW_COLLECTIONS) {
    const collection = payload.config.collections.find((c) => c.slug === slug)!
    const meta = collection.fields.find((f) => 'name' in f && f.name === 'meta') as Extract<
      Field,
      { type: 'group' }
    >
    const props = (name: string) =>
      (
        meta.fields.find((f) => 'name' in f && f.name === name)?.admin as {
          components: { Field: { clientProps: object } }
        }
      ).components.Field.clientProps
    expect(props('preview')).toMatchObject({ hasGenerateURLFn: true })
    expect(props('image')).toMatchObject({ hasGenerateImageFn: true })
  }
})

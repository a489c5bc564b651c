/**
 * The SEO global's fields are @payloadcms/plugin-seo's (counters and search preview while
 * editing) under the existing names, so stored texts and the defaults from page content are
 * unchanged; the plugin adds its admin translations but no "generate" endpoint.
 */
import type { Field, Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { migratedPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

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

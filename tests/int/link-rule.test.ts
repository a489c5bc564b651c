/**
 * The site's link rule (src/lib/safe-url.ts) where content is saved and where the redirect
 * table is loaded: the review's off-site values are refused by the REST API in every link field
 * (redirect from/to, banner link, hero button, post CTA, rich-text link), and a redirect row
 * stored around the rule is never answered. Generated URLs against each validator and the
 * rendered hrefs: tests/unit/link-rule.test.ts.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findRedirect } from '@/infra/redirect-table'
import { loadRedirectTable } from '@/redirects/load'
import { block, doc, link, paragraph } from '@/seed/richtext'

import { COLLECTION_DATA, pngFile } from '../helpers/access-fixtures'
import { migratedPayload } from '../helpers/payload'
import { rest, signedInToken } from '../helpers/rest'

let payload: Payload
let token: string
let media: number
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await migratedPayload()
  media = (await payload.create({ collection: 'media', data: { alt: 'A' }, file: await pngFile(), context }))
    .id
  token = await signedInToken(payload, 'editor')
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

const OFF_SITE = ['/\\evil.com', '//evil.com', '/%5Cevil.com', '/%2F%2Fevil.com', '/\t/evil.com']

/** Posts `data` to `collection` as an editor; the paths of the field errors (400), or the status. */
async function refusedPaths(collection: string, data: Record<string, unknown>): Promise<string[] | number> {
  const res = await rest(`/api/${collection}`, { method: 'POST', token, body: JSON.stringify(data) })
  if (res.status !== 400) return res.status
  const body = (await res.json()) as { errors: Array<{ data?: { errors?: Array<{ path: string }> } }> }
  return body.errors.flatMap((e) => e.data?.errors ?? []).map((e) => e.path)
}

let n = 0
describe.each(OFF_SITE)('the link %j', (url) => {
  it('is refused as a redirect’s from and to', async () => {
    expect(await refusedPaths('redirects', { from: url, to: { url: '/contact' }, type: '301' })).toEqual([
      'from',
    ])
    expect(await refusedPaths('redirects', { from: `/old-${++n}`, to: { url }, type: '301' })).toEqual([
      'to.url',
    ])
  })

  it('is refused as a banner link, a hero button, a post CTA and a rich-text link', async () => {
    expect(
      await refusedPaths('banners', {
        ...COLLECTION_DATA.banners!(++n, media),
        link: { label: 'Go', type: 'custom', url },
      }),
    ).toEqual(['link.url'])
    expect(
      await refusedPaths('pages', {
        ...COLLECTION_DATA.pages!(++n, media),
        layout: [{ blockType: 'hero', heading: 'Offer', cta: { label: 'Go', type: 'custom', url } }],
      }),
    ).toEqual(['layout.0.cta.url'])
    const post = COLLECTION_DATA.posts!(++n, media)
    const cta = await refusedPaths('posts', {
      ...post,
      content: doc(block('callToAction', { heading: 'H', label: 'Go', link: { type: 'custom', url } })),
    })
    expect(cta).toEqual(expect.arrayContaining([expect.stringMatching(/^content/)]))
    const richLink = await refusedPaths('posts', { ...post, content: doc(paragraph(link('Go', url))) })
    expect(richLink).toEqual(expect.arrayContaining([expect.stringMatching(/^content/)]))
  })
})

it('keeps the links content uses (a site path, #section, https, mailto, tel)', async () => {
  for (const url of [
    '/contact',
    '#lead-form',
    'https://example.com/x',
    'mailto:a@example.com',
    'tel:+15550100',
  ])
    expect(
      await refusedPaths('posts', {
        ...COLLECTION_DATA.posts!(++n, media),
        content: doc(paragraph(link('Go', url))),
      }),
      url,
    ).toBe(201)
})

it('a redirect row stored around the rule is never answered', async () => {
  await payload.db.create({
    collection: 'redirects',
    data: { from: '/legacy', to: { url: '/\\evil.com' }, type: '302' },
  })
  await payload.create({
    collection: 'redirects',
    data: { from: '/fine', to: { url: '/contact' }, type: '301' },
    context,
  })
  await loadRedirectTable(payload)
  expect(findRedirect('/legacy')).toBeUndefined()
  expect(findRedirect('/fine')).toMatchObject({ to: '/contact' })
})

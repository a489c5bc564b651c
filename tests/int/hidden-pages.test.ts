/**
 * A landing page and a redirect never claim the same path (src/redirects/hidden-pages.ts): a
 * page whose slug is a redirect's `from` (the demo's `/our-work` and `/packages`, or one an
 * editor adds) is refused with a message naming the redirect; a redirect whose `from` is a
 * page's path is refused with a message naming the page. Through the REST API as an editor,
 * as the admin saves.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seededPayload } from '../helpers/payload'
import { rest, signedInToken } from '../helpers/rest'

let payload: Payload
let token: string
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await seededPayload()
  token = await signedInToken(payload, 'editor')
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

const page = (slug: string, title = `Offer ${slug}`) => ({
  title,
  slug,
  layout: [{ blockType: 'hero', heading: title }],
  _status: 'published',
})

/** The field errors of a refused REST write. */
async function refusal(res: Response): Promise<Array<{ path: string; message: string }>> {
  expect(res.status).toBe(400)
  const body = (await res.json()) as {
    errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>
  }
  return body.errors.flatMap((e) => e.data?.errors ?? [])
}

describe('a landing page at a redirect’s path', () => {
  it.each([
    ['our-work', '/ourworks'],
    ['packages', '/package'],
  ])('the demo redirect of /%s refuses the slug, naming the redirect', async (slug, to) => {
    const res = await rest('/api/pages', { method: 'POST', token, body: JSON.stringify(page(slug)) })
    expect(await refusal(res)).toEqual([
      {
        path: 'slug',
        message: expect.stringContaining(`/${slug} is redirected to ${to} by the redirect "/${slug}"`),
      },
    ])
    expect((await payload.find({ collection: 'pages', where: { slug: { equals: slug } } })).totalDocs).toBe(0)
  })

  it("an editor's redirect refuses a page taking its path, created or renamed to it", async () => {
    await rest('/api/redirects', {
      method: 'POST',
      token,
      body: JSON.stringify({ from: '/spring-sale/', to: { url: '/contact' }, type: '302' }),
    })
    const created = await rest('/api/pages', {
      method: 'POST',
      token,
      body: JSON.stringify(page('spring-sale')),
    })
    expect((await refusal(created))[0]!.message).toContain('by the redirect "/spring-sale/"')

    const other = await payload.create({ collection: 'pages', data: page('autumn-sale') as never, context })
    const renamed = await rest(`/api/pages/${other.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ slug: 'spring-sale' }),
    })
    expect((await refusal(renamed))[0]).toMatchObject({ path: 'slug' })
    expect((await payload.findByID({ collection: 'pages', id: other.id })).slug).toBe('autumn-sale')
  })
})

describe('a redirect from a landing page’s path', () => {
  it.each(['/web-design-offer', '/web-design-offer/'])('%s is refused, naming the page', async (from) => {
    const { title } = (
      await payload.find({ collection: 'pages', where: { slug: { equals: 'web-design-offer' } } })
    ).docs[0]!
    const res = await rest('/api/redirects', {
      method: 'POST',
      token,
      body: JSON.stringify({ from, to: { url: '/contact' }, type: '301' }),
    })
    expect(await refusal(res)).toEqual([
      {
        path: 'from',
        message: expect.stringContaining(`/web-design-offer is the address of the landing page "${title}"`),
      },
    ])
    expect(
      (await payload.find({ collection: 'redirects', where: { from: { equals: from } } })).totalDocs,
    ).toBe(0)
  })

  it('a draft page keeps its path too, and other paths stay free', async () => {
    await payload.create({
      collection: 'pages',
      data: { ...page('draft-offer'), _status: 'draft' } as never,
      context,
    })
    const drafted = await rest('/api/redirects', {
      method: 'POST',
      token,
      body: JSON.stringify({ from: '/draft-offer', to: { url: '/contact' }, type: '301' }),
    })
    expect((await refusal(drafted))[0]).toMatchObject({ path: 'from' })
    const free = await rest('/api/redirects', {
      method: 'POST',
      token,
      body: JSON.stringify({ from: '/draft-offer/more', to: { url: '/contact' }, type: '301' }),
    })
    expect(free.status).toBe(201)
  })
})

/**
 * Typed links (src/fields/link.ts) and the menus (src/globals/Navigation), through the REST API
 * as the admin sends them and through the public reads (src/server/data.ts, src/server/pages.ts):
 * - a link to a missing, draft or deleted document, a typed `#section`, an anchor the page does
 *   not render, a site path with no published page, or a menu item leading nowhere is refused
 *   with 400 and the field's message;
 * - a referenced page's slug change moves every link to it (menu and hero button), and the
 *   change expires the tag those reads are cached under;
 * - a referenced page unpublished or deleted later drops out of the menu (its item keeps its
 *   label only while it has sub-items) and the hero loses its button, without an error.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/cache', () => import('../helpers/next-cache').then((m) => m.nextCacheStandIn))

import { resolveLink } from '@/lib/links'
import type { Page } from '@/payload-types'
import { getNavigation } from '@/server/data'
import { getPage } from '@/server/pages'

import { cacheState as state } from '../helpers/next-cache'
import { migratedPayload } from '../helpers/payload'
import { rest, signedInToken } from '../helpers/rest'

let payload: Payload
let token: string
const context = { disableRevalidate: true }
const hero = (cta: Record<string, unknown>) => ({
  blockType: 'hero',
  heading: 'Offer',
  cta: { label: 'Go', ...cta },
})
const leadForm = { blockType: 'leadForm', heading: 'Ask us' }

beforeAll(async () => {
  payload = await migratedPayload()
  token = await signedInToken(payload, 'editor')
  // Every request of this file is a live REST request: its `revalidateTag` expires.
  state.live = true
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

let n = 0
/** A landing page created through the local API; published unless `draft`. */
async function landingPage(layout: unknown[] = [leadForm], draft = false): Promise<Page> {
  const slug = `offer-${++n}`
  return payload.create({
    collection: 'pages',
    data: { title: `Offer ${n}`, slug, layout, _status: draft ? 'draft' : 'published' } as never,
    draft,
    context,
  })
}

/** The field errors (path → message) of a refused REST request, or its status when not refused with 400. */
async function fieldErrors(res: Response): Promise<Record<string, string> | number> {
  if (res.status !== 400) return res.status
  const body = (await res.json()) as {
    errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>
  }
  return Object.fromEntries(body.errors.flatMap((e) => e.data?.errors ?? []).map((e) => [e.path, e.message]))
}

const postPage = (layout: unknown[]) =>
  rest('/api/pages', {
    method: 'POST',
    token,
    body: JSON.stringify({ title: `Page ${++n}`, slug: `page-${n}`, layout, _status: 'published' }),
  })

const saveMenus = (data: Record<string, unknown>) =>
  rest('/api/globals/navigation', { method: 'POST', token, body: JSON.stringify(data) })

describe('a link is refused on save with a message', () => {
  it('a typed #section: sections are chosen from the list', async () => {
    expect(await fieldErrors(await postPage([hero({ type: 'custom', url: '#quote' }), leadForm]))).toEqual({
      'layout.0.cta.url': expect.stringMatching(/A section of this page/),
    })
  })

  it('an anchor the page has no block for, or one not in the list', async () => {
    expect(await fieldErrors(await postPage([hero({ type: 'anchor', anchor: 'lead-form' })]))).toEqual({
      'layout.0.cta.anchor': 'This page has no “Lead form” block: add one, or choose another link.',
    })
    expect(await fieldErrors(await postPage([hero({ type: 'anchor', anchor: 'quote' }), leadForm]))).toEqual({
      'layout.0.cta.anchor': expect.stringMatching(/^Choose one of: The lead form/),
    })
  })

  it('a document that does not exist or is not published', async () => {
    const draft = await landingPage([leadForm], true)
    for (const value of [draft.id, 999_999])
      expect(
        await fieldErrors(
          await postPage([hero({ type: 'reference', reference: { relationTo: 'pages', value } })]),
        ),
      ).toEqual({ 'layout.0.cta.reference': expect.stringMatching(/not published or no longer exists/) })
  })

  it('a site path with no published page behind it (a redirect or a route of the site is fine)', async () => {
    expect(await fieldErrors(await postPage([hero({ type: 'custom', url: '/no-such-offer' })]))).toEqual({
      'layout.0.cta.url': expect.stringMatching(/^No published page at \/no-such-offer/),
    })
    expect(await fieldErrors(await postPage([hero({ type: 'custom', url: '/blog/no-such-post' })]))).toEqual({
      'layout.0.cta.url': expect.stringMatching(/^No published page at \/blog\/no-such-post/),
    })
    await payload.create({
      collection: 'redirects',
      data: { from: '/spring', to: { url: '/contact' }, type: '301' },
      context,
    })
    for (const url of ['/spring', '/package#package-panel-seo', '/blog/category', 'https://example.com/x'])
      expect((await postPage([hero({ type: 'custom', url })])).status, url).toBe(201)
  })

  it('a button text without a link; a call to action without a page', async () => {
    expect(await fieldErrors(await postPage([hero({ type: 'route' })]))).toEqual({
      'layout.0.cta.route': 'Choose the page of the site this links to.',
    })
    const cta = { blockType: 'callToAction', heading: 'H', label: 'Go', link: { type: 'reference' } }
    expect(await fieldErrors(await postPage([cta]))).toEqual({
      'layout.0.link.reference': 'Choose the landing page, post, case study or category this links to.',
    })
  })

  it('a menu item leading nowhere, or a sub-item to a draft', async () => {
    expect(
      await fieldErrors(await saveMenus({ header: [{ label: 'Nowhere', link: { type: 'route' } }] })),
    ).toEqual({
      header: 'Item 1 needs a link or at least one sub-item.',
    })
    const draft = await landingPage([leadForm], true)
    const child = {
      label: 'Soon',
      link: { type: 'reference', reference: { relationTo: 'pages', value: draft.id } },
    }
    expect(
      await fieldErrors(
        await saveMenus({ header: [{ label: 'More', link: { type: 'route' }, children: [child] }] }),
      ),
    ).toEqual({ 'header.0.children.0.link.reference': expect.stringMatching(/not published/) })
  })

  it('keeps what is right: an anchor the page renders, a page of the site, a published document', async () => {
    const target = await landingPage()
    const res = await postPage([
      hero({ type: 'anchor', anchor: 'lead-form' }),
      { blockType: 'callToAction', heading: 'H', label: 'Go', link: { type: 'route', route: 'package' } },
      {
        blockType: 'callToAction',
        heading: 'H',
        label: 'Go',
        link: { type: 'reference', reference: { relationTo: 'pages', value: target.id } },
      },
      leadForm,
    ])
    expect(res.status).toBe(201)
  })
})

describe('a referenced page', () => {
  let target: Page
  let linking: Page

  beforeAll(async () => {
    target = await landingPage()
    linking = await landingPage([
      hero({ type: 'reference', reference: { relationTo: 'pages', value: target.id } }),
    ])
    const ref = { type: 'reference', reference: { relationTo: 'pages', value: target.id } }
    const res = await saveMenus({
      header: [
        { label: 'Offer', link: ref },
        { label: 'Offers', link: { type: 'route' }, children: [{ label: 'This offer', link: ref }] },
        { label: 'Blog', link: { type: 'route', route: 'blog' } },
      ],
      footer: [{ label: 'Case studies', link: { type: 'route', route: 'case-studies' } }],
    })
    expect(res.status).toBe(200)
  })

  const heroHref = async () => {
    const page = await getPage(linking.slug)
    const block = page!.layout[0] as Extract<Page['layout'][number], { blockType: 'hero' }>
    return resolveLink(block.cta)
  }

  it('is linked by its path in the menu and the hero button', async () => {
    const nav = await getNavigation()
    expect(nav.header).toEqual([
      { label: 'Offer', href: `/${target.slug}`, children: [] },
      { label: 'Offers', href: null, children: [{ label: 'This offer', href: `/${target.slug}` }] },
      { label: 'Blog', href: '/blog', children: [] },
    ])
    expect(nav.footer).toEqual([{ label: 'Case studies', href: '/case-studies', children: [] }])
    expect(await heroHref()).toBe(`/${target.slug}`)
  })

  it('keeps its links right when its slug changes, and the change expires the tag the menu is read under', async () => {
    state.expired.clear()
    const res = await rest(`/api/pages/${target.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ slug: 'renamed-offer' }),
    })
    expect(res.status).toBe(200)
    state.reading.clear()
    const nav = await getNavigation()
    expect(nav.header[0]).toEqual({ label: 'Offer', href: '/renamed-offer', children: [] })
    expect([...state.reading].filter((tag) => state.expired.has(tag))).toContain('pages')
    expect(await heroHref()).toBe('/renamed-offer')
  })

  it('drops out of the menu and the hero when unpublished, without an error', async () => {
    await payload.update({ collection: 'pages', id: target.id, data: { _status: 'draft' }, context })
    const nav = await getNavigation()
    expect(nav.header).toEqual([{ label: 'Blog', href: '/blog', children: [] }])
    expect(await heroHref()).toBeNull()
  })

  it('drops out when deleted; the menus still render', async () => {
    await payload.update({ collection: 'pages', id: target.id, data: { _status: 'published' }, context })
    expect((await getNavigation()).header).toHaveLength(3)
    await payload.delete({ collection: 'pages', id: target.id, context })
    expect((await getNavigation()).header).toEqual([{ label: 'Blog', href: '/blog', children: [] }])
  })
})

/**
 * Typed links as rendered (src/lib/links.ts) and the menus as drawn (src/lib/navigation.ts):
 * each type's `href`, nothing for a link that leads nowhere, the document a typed site path
 * names, the typed link an address stored before stands for, and a menu without dead links.
 */
import { describe, expect, it } from 'vitest'

import { documentOfPath, linkFromUrl, resolveLink } from '@/lib/links'
import { resolveMenu } from '@/lib/navigation'

const page = (value: unknown) => ({ type: 'reference' as const, reference: { relationTo: 'pages', value } })

describe('resolveLink', () => {
  it('gives the path of a page of the site, of a document by its current slug, of a section, or the address', () => {
    expect(resolveLink({ type: 'route', route: 'case-studies' })).toBe('/case-studies')
    expect(resolveLink(page({ id: 1, slug: 'spring-offer' }))).toBe('/spring-offer')
    expect(resolveLink({ type: 'reference', reference: { relationTo: 'posts', value: { slug: 'p' } } })).toBe(
      '/blog/p',
    )
    expect(
      resolveLink({ type: 'reference', reference: { relationTo: 'case-studies', value: { slug: 'c' } } }),
    ).toBe('/case-studies/c')
    expect(
      resolveLink({ type: 'reference', reference: { relationTo: 'categories', value: { slug: 'seo' } } }),
    ).toBe('/blog/category/seo')
    expect(resolveLink({ type: 'anchor', anchor: 'lead-form' })).toBe('#lead-form')
    expect(resolveLink({ type: 'custom', url: 'mailto:hello@example.com' })).toBe('mailto:hello@example.com')
  })

  it('is null for a link that leads nowhere', () => {
    for (const link of [
      null,
      {},
      { type: 'route' as const, route: null },
      { type: 'route' as const, route: 'admin' },
      // Unpublished or deleted: a public read leaves the id, or nothing.
      page(7),
      page(null),
      { type: 'reference' as const, reference: { relationTo: 'services', value: { slug: 'seo' } } },
      { type: 'anchor' as const, anchor: 'quote' },
      { type: 'custom' as const, url: '#lead-form' },
      { type: 'custom' as const, url: '//evil.example' },
      { type: 'custom' as const, url: 'javascript:alert(1)' },
    ])
      expect(resolveLink(link), JSON.stringify(link)).toBeNull()
  })
})

describe('documentOfPath', () => {
  it('names the document a path of a landing page, post, case study or category leads to', () => {
    expect(documentOfPath('/spring-offer')).toEqual({ collection: 'pages', slug: 'spring-offer' })
    expect(documentOfPath('/blog/a-post?x=1#top')).toEqual({ collection: 'posts', slug: 'a-post' })
    expect(documentOfPath('/case-studies/greenline')).toEqual({
      collection: 'case-studies',
      slug: 'greenline',
    })
    expect(documentOfPath('/blog/category/seo')).toEqual({ collection: 'categories', slug: 'seo' })
  })
  it('is null for the routes of the site', () => {
    for (const path of [
      '/',
      '/contact',
      '/package#package-panel-seo',
      '/blog',
      '/blog/page/2',
      '/blog/rss.xml',
      '/blog/category',
      '/case-studies/page/2',
      '/services/page/2',
    ])
      expect(documentOfPath(path), path).toBeNull()
  })
})

describe('linkFromUrl', () => {
  it('types a known section as an anchor, a page of the site as a route, anything else as an address', () => {
    expect(linkFromUrl('#lead-form')).toEqual({ type: 'anchor', anchor: 'lead-form' })
    expect(linkFromUrl('/contact')).toEqual({ type: 'route', route: 'contact' })
    expect(linkFromUrl('#quote')).toEqual({ type: 'custom', url: '#quote' })
    expect(linkFromUrl('/package#package-panel-seo')).toEqual({
      type: 'custom',
      url: '/package#package-panel-seo',
    })
  })
})

describe('resolveMenu', () => {
  it('leaves out links that lead nowhere; an item keeps its label while it has sub-items', () => {
    expect(
      resolveMenu([
        { label: 'Blog', link: { type: 'route', route: 'blog' } },
        { label: 'Gone', link: page(7) },
        {
          label: 'Offers',
          link: page(7),
          children: [
            { label: 'Gone too', link: page(8) },
            { label: 'Spring', link: page({ slug: 'spring-offer' }) },
          ],
        },
        { label: 'Empty', link: { type: 'route' }, children: [{ label: 'Gone', link: page(9) }] },
        { label: '  ', link: { type: 'route', route: 'about' } },
      ]),
    ).toEqual([
      { label: 'Blog', href: '/blog', children: [] },
      { label: 'Offers', href: null, children: [{ label: 'Spring', href: '/spring-offer' }] },
    ])
  })
})

/** The banner's call-to-action button: when it shows, and the URL its typed link resolves to. */
import { describe, expect, it } from 'vitest'

import { bannerLink } from '@/lib/banner-link'

describe('bannerLink', () => {
  it('is the trimmed text and the resolved URL of a page of the site, a document or an address', () => {
    expect(bannerLink({ label: ' Get a free quote ', type: 'route', route: 'contact' })).toEqual({
      label: 'Get a free quote',
      url: '/contact',
    })
    expect(
      bannerLink({
        label: 'Our offer',
        type: 'reference',
        reference: { relationTo: 'pages', value: { id: 3, slug: 'web-design-offer' } },
      }),
    ).toEqual({ label: 'Our offer', url: '/web-design-offer' })
    expect(bannerLink({ label: 'Go', type: 'custom', url: 'https://example.com/x?y=1' })).toEqual({
      label: 'Go',
      url: 'https://example.com/x?y=1',
    })
  })
  it('is null without text, or when the link leads nowhere (empty, unreadable document, refused address)', () => {
    expect(bannerLink(null)).toBeNull()
    expect(bannerLink({ label: '  ', type: 'route', route: 'contact' })).toBeNull()
    expect(bannerLink({ label: 'Go', type: 'route', route: null })).toBeNull()
    // A referenced page since unpublished or deleted is not populated by a public read: only its id.
    expect(
      bannerLink({ label: 'Go', type: 'reference', reference: { relationTo: 'pages', value: 3 } }),
    ).toBeNull()
    expect(bannerLink({ label: 'Go', type: 'custom', url: 'javascript:alert(1)' })).toBeNull()
    expect(bannerLink({ label: 'Go', type: 'custom', url: '#quote' })).toBeNull()
  })
})

/** The banner's call-to-action link: which URLs the admin accepts and when the button shows. */
import { describe, expect, it } from 'vitest'

import { bannerLink, validateBannerLinkUrl } from '@/lib/banner-link'
import { LINK_MESSAGE } from '@/lib/safe-url'

describe('validateBannerLinkUrl', () => {
  it('accepts nothing, a path of this site or a full http(s) address', () => {
    for (const url of [
      null,
      undefined,
      '',
      '/contact',
      '/package#package-panel-seo',
      'https://example.com/x?y=1',
    ])
      expect(validateBannerLinkUrl(url), String(url)).toBe(true)
  })
  it('refuses other schemes, protocol-relative and relative addresses, backslashes and spaces', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'contact',
      'https://',
      '/a b',
      42,
    ])
      expect(validateBannerLinkUrl(url), String(url)).toBe(LINK_MESSAGE)
  })
})

describe('bannerLink', () => {
  it('is the trimmed label and URL when both are set', () => {
    expect(bannerLink({ label: ' Get a free quote ', url: '/contact ' })).toEqual({
      label: 'Get a free quote',
      url: '/contact',
    })
  })
  it('is null when a part is missing or the URL is not allowed', () => {
    expect(bannerLink(null)).toBeNull()
    expect(bannerLink({ label: 'Go', url: null })).toBeNull()
    expect(bannerLink({ label: '  ', url: '/contact' })).toBeNull()
    expect(bannerLink({ label: 'Go', url: 'javascript:alert(1)' })).toBeNull()
  })
})

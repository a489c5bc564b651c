import { describe, expect, it } from 'vitest'

import { isSafeLocalPath, livePreviewUrl } from '@/lib/preview-paths'

describe('isSafeLocalPath (the preview route redirects only within the site)', () => {
  it.each(['/', '/about', '/payment/web-standard', '/services?page=2'])('accepts %j', (path) => {
    expect(isSafeLocalPath(path)).toBe(true)
  })

  it.each([
    '',
    'about',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/a b',
    '/\u3002x',
    '/x\u0000y',
    '/x\ty',
    '/caf\u00e9',
  ])('refuses %j', (path) => {
    expect(isSafeLocalPath(path)).toBe(false)
  })
})

it('points the admin Live Preview at the preview route of the page', () => {
  expect(livePreviewUrl('about')).toMatch(/^https?:\/\/[^/]+\/api\/preview\?path=%2Fabout$/)
  expect(livePreviewUrl('work-categories')).toMatch(/path=%2Fourworks$/)
})

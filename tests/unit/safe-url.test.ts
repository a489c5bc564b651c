/** isSafeUrl: the links stored content may carry to a browser (the site's link rule; generated URLs in tests/unit/link-rule.test.ts). */
import { describe, expect, it } from 'vitest'

import { isSafeUrl } from '@/lib/safe-url'

describe('isSafeUrl', () => {
  it('keeps http(s), mailto and tel links, site paths and fragments', () => {
    for (const url of [
      'https://example.com/a?b#c',
      'http://x.test',
      'mailto:a@b.c',
      'tel:+1555',
      '/services',
      '#top',
    ]) {
      expect(isSafeUrl(url), url).toBe(true)
    }
  })

  it('refuses relative links without a leading / and links to another host without a scheme', () => {
    for (const url of ['?q=1', 'page', '//cdn.example.com/x', '/\\cdn.example.com', '/%5Ccdn.example.com'])
      expect(isSafeUrl(url), url).toBe(false)
  })

  it('refuses script and data URLs however they are disguised, and empty ones', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:x',
      'java\tscript:x',
      'java\nscript:x',
      '\u0001javascript:x',
      'data:text/html,<script>x</script>',
      'vbscript:x',
      'file:///etc/passwd',
      '',
      null,
      undefined,
    ]) {
      expect(isSafeUrl(url), String(url)).toBe(false)
    }
  })
})

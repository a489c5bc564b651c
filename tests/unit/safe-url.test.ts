/** isSafeUrl: the links stored rich text may carry to a browser. */
import { describe, expect, it } from 'vitest'

import { isSafeUrl } from '@/lib/safe-url'

describe('isSafeUrl', () => {
  it('keeps http(s), mailto, tel and relative links', () => {
    for (const url of [
      'https://example.com/a?b#c',
      'http://x.test',
      'mailto:a@b.c',
      'tel:+1555',
      '/services',
      '#top',
      '?q=1',
      'page',
      '//cdn.example.com/x',
    ]) {
      expect(isSafeUrl(url), url).toBe(true)
    }
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

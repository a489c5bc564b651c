import { describe, expect, it } from 'vitest'

import { safeFileName } from '@/collections/Media/upload-rules'

describe('safeFileName', () => {
  it.each([
    ['photo.jpg', 'photo.jpg'],
    ['../../etc/pass wd.PNG', 'pass-wd.png'],
    ['C:\\Users\\me\\Désktop\\Été 2024.JPEG', 'Ete-2024.jpeg'],
    ['a\u0000b\u001fc<script>.png', 'a-b-c-script.png'],
    ['.htaccess', 'htaccess'],
    ['---.png', 'image.png'],
    ['logo.svg.php', 'logo.svg.php'],
  ])('%j -> %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected)
  })

  it('keeps names to 100 characters with their extension', () => {
    const name = safeFileName(`${'x'.repeat(300)}.webp`)
    expect(name).toHaveLength(100)
    expect(name.endsWith('.webp')).toBe(true)
  })

  it('only ever yields the safe charset', () => {
    for (const input of ['日本語.png', '%2e%2e%2f.png', 'a/b\\c:d*e?f"g<h>i|j.gif']) {
      expect(safeFileName(input)).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/)
    }
  })
})

/**
 * /favicon.ico (src/app/favicon.ico, served by Next as `image/x-icon`): an ICO of the site's
 * icon (src/app/icon.svg) at FAVICON_SIZES, as `node scripts/run.mjs favicon` writes it; fails
 * while the committed file is out of date with the icon.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { icoFromPngs } from '@/lib/ico'

import { FAVICON, FAVICON_SIZES, ICON_SVG, renderFavicon } from '../../scripts/favicon'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The directory of an ICO file: each image's size and PNG bytes. */
function readIco(ico: Buffer) {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i
    const length = ico.readUInt32LE(entry + 8)
    const offset = ico.readUInt32LE(entry + 12)
    return { size: ico.readUInt8(entry) || 256, png: ico.subarray(offset, offset + length) }
  })
}

describe('favicon', () => {
  it('is the site icon at each size, as PNGs in an ICO, and up to date with icon.svg', async () => {
    const committed = readFileSync(FAVICON)
    const images = readIco(committed)
    expect(images.map((image) => image.size)).toEqual(FAVICON_SIZES)
    for (const { size, png } of images) {
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
      // The PNG's IHDR width and height.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size])
    }
    expect(
      committed.equals(await renderFavicon(readFileSync(ICON_SVG))),
      'run: node scripts/run.mjs favicon',
    ).toBe(true)
  })

  it('writes the directory of any images and refuses sizes an ICO cannot hold', () => {
    const images = [1, 255, 256].map((size) => ({ size, png: Buffer.alloc(size % 7, size % 256) }))
    expect(readIco(icoFromPngs(images))).toEqual(images)
    expect(() => icoFromPngs([{ size: 257, png: Buffer.alloc(1) }])).toThrow(RangeError)
  })
})

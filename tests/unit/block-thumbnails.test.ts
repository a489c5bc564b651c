/**
 * Every block an editor picks (a landing page's layout, a post's text) shows a picture in the
 * admin's block picker: its `imageURL` is an inline SVG sketch kept in the block's own folder
 * (src/blocks/shared/thumbnail.ts), whose `<title>` is the block's `imageAltText`.
 */
import { describe, expect, it } from 'vitest'

import { pageBlocks, postBlocks } from '@/blocks/config'

// The call to action is in both lists: each block once.
const blocks = [...new Map([...pageBlocks, ...postBlocks].map((b) => [b.slug, b] as const))]

/** The SVG markup a `data:image/svg+xml,` URL carries. */
const svgOf = (url: string | undefined): string => {
  expect(url).toMatch(/^data:image\/svg\+xml,/)
  return decodeURIComponent(url!.slice('data:image/svg+xml,'.length))
}

describe.each(blocks)('block %s', (_slug, block) => {
  it('is an SVG whose title is the alt text the picker shows', () => {
    const svg = svgOf(block.imageURL)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 120 80"/)
    expect(svg).toContain(`<title>${block.imageAltText}</title>`)
    expect(svg).toMatch(/<\/svg>$/)
    expect(block.imageAltText!.length).toBeGreaterThan(10)
  })
})

it('draws each block differently (no shared placeholder)', () => {
  const drawings = new Set(blocks.map(([, b]) => svgOf(b.imageURL).replace(/<title>.*<\/title>/, '')))
  expect(drawings.size).toBe(blocks.length)
})

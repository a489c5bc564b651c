/**
 * Every block an editor picks (a landing page's layout, a post's text) shows a picture in the
 * admin's block picker: its `imageURL` is a sketch in public/ (served at that path), an SVG
 * whose `<title>` is the block's `imageAltText`.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/collections/Pages/blocks'
import { postBlocks } from '@/collections/Posts/blocks'

const PUBLIC_DIR = path.resolve(__dirname, '../../public')
// The call to action is in both lists: each block once.
const blocks = [...new Map([...pageBlocks, ...postBlocks].map((b) => [b.slug, b] as const))]

describe.each(blocks)('block %s', (slug, block) => {
  it('has a thumbnail file in public/ at its imageURL', () => {
    expect(block.imageURL).toBe(`/block-thumbnails/${slug}.svg`)
    expect(existsSync(path.join(PUBLIC_DIR, block.imageURL!))).toBe(true)
  })

  it('is an SVG whose title is the alt text the picker shows', () => {
    const svg = readFileSync(path.join(PUBLIC_DIR, block.imageURL!), 'utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 120 80"/)
    expect(svg).toContain(`<title>${block.imageAltText}</title>`)
    expect(block.imageAltText!.length).toBeGreaterThan(10)
  })
})

it('draws each block differently (no shared placeholder)', () => {
  const files = new Set(blocks.map(([, b]) => readFileSync(path.join(PUBLIC_DIR, b.imageURL!), 'utf8')))
  expect(files.size).toBe(blocks.length)
})

/**
 * The block registry (src/blocks/config.ts, renderers.tsx, post-renderers.tsx) is written by
 * scripts/generate-blocks.ts from the block folders: fails while the committed files are not
 * what the script writes now, and shows what the script refuses.
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { blockRegistry, readBlockFolders } from '../../scripts/generate-blocks'

/** A scratch blocks folder holding one block folder `name` with these two files. */
function scratchBlock(name: string, config: string, renderer: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'blocks-'))
  mkdirSync(path.join(dir, name))
  writeFileSync(path.join(dir, name, 'config.ts'), config)
  writeFileSync(path.join(dir, name, `${name}.tsx`), renderer)
  return dir
}

describe('the block registry', () => {
  it('is up to date with the block folders', async () => {
    const files = await blockRegistry()
    expect([...files.keys()].map((f) => path.basename(f))).toEqual([
      'config.ts',
      'renderers.tsx',
      'post-renderers.tsx',
    ])
    for (const [file, source] of files)
      expect(readFileSync(file, 'utf8'), `${file}: run npm run generate:types`).toBe(source)
  })

  it('reads where each block folder may be placed', () => {
    const blocks = readBlockFolders()
    expect(blocks.find((b) => b.name === 'CallToAction')).toEqual({
      name: 'CallToAction',
      slug: 'callToAction',
      onPages: true,
      onPosts: true,
    })
    expect(blocks.find((b) => b.name === 'Image')).toMatchObject({ onPages: false, onPosts: true })
    expect(blocks.map((b) => b.name)).not.toContain('shared')
  })

  it('refuses a block whose slug is not its folder name in camelCase', () => {
    const dir = scratchBlock(
      'BigNews',
      "export const block = { slug: 'news' }\nexport const onPages = 1\n",
      'export const pageRenderer = 1\n',
    )
    expect(() => readBlockFolders(dir)).toThrow("slug must be 'bigNews'")
  })

  it('refuses a block placed on pages without a page renderer', () => {
    const dir = scratchBlock(
      'BigNews',
      "export const block = { slug: 'bigNews' }\nexport const onPages = 1\n",
      'export const postConverter = 1\n',
    )
    expect(() => readBlockFolders(dir)).toThrow('onPages and BigNews.tsx')
  })
})

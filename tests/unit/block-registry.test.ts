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
      postModule: 'CallToAction',
    })
    expect(blocks.find((b) => b.name === 'Image')).toMatchObject({ onPages: false, onPosts: true })
    // The Form block's landing-page renderer loads an island; its post converter has a module of its own.
    expect(blocks.find((b) => b.name === 'Form')).toMatchObject({
      onPages: true,
      onPosts: true,
      postModule: 'Form.post',
    })
    expect(blocks.map((b) => b.name)).not.toContain('shared')
  })

  it.each([
    [
      'whose slug is not its folder name in camelCase',
      'news',
      'onPages',
      'pageRenderer',
      "slug must be 'bigNews'",
    ],
    [
      'placed on pages without a page renderer',
      'bigNews',
      'onPages',
      'postConverter',
      'onPages and BigNews.tsx',
    ],
    ['placed in posts without a post converter', 'bigNews', 'onPosts', 'BigNews', 'onPosts and BigNews.tsx'],
  ])('refuses a block %s', (_, slug, placement, rendererExport, message) => {
    const config = `export const block = { slug: '${slug}' }\nexport const ${placement} = 1\n`
    const dir = scratchBlock('BigNews', config, `export const ${rendererExport} = 1\n`)
    expect(() => readBlockFolders(dir)).toThrow(message)
  })
})

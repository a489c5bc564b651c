/**
 * The naming rule of src/ (docs/architecture.md "Folder and file names"): PascalCase folders
 * hold one thing, kebab-case folders group; a Payload config folder keeps it in `config.ts`;
 * component modules are PascalCase, every other module and style sheet kebab-case (fonts and
 * their licences keep their upstream names). src/app/
 * (Next's routing names) and the generated migrations stand outside it.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../../src')
const OUTSIDE = new Set(['app', 'migrations'])
/** Modules of `.tsx` that export no component (a map of renderers). */
const TSX_MODULES = new Set(['blocks/renderers.tsx', 'blocks/post-renderers.tsx'])

const PASCAL = /^[A-Z][A-Za-z0-9]*$/
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/
const KEBAB_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|css|mjs|js)$/
/** A component module: `Name.tsx`, its island `Name.client.tsx`, or a block's post converter `Name.post.tsx` (scripts/generate-blocks.ts). */
const COMPONENT_FILE = /^[A-Z][A-Za-z0-9]*(\.client|\.post)?\.tsx$/

/** Every folder and file below src/ but the ones outside the rule, as paths relative to src/. */
function walk(dir = ''): { folders: string[]; files: string[] } {
  const folders: string[] = []
  const files: string[] = []
  for (const entry of readdirSync(path.join(SRC, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name
    if (!dir && OUTSIDE.has(entry.name)) continue
    if (entry.isDirectory()) {
      const below = walk(rel)
      folders.push(rel, ...below.folders)
      files.push(...below.files)
    } else files.push(rel)
  }
  return { folders, files }
}

const { folders, files } = walk()
const base = (p: string) => path.posix.basename(p)

describe('folder and file names', () => {
  it('names every folder in PascalCase or kebab-case, and top-level folders in kebab-case', () => {
    expect(folders.filter((f) => !PASCAL.test(base(f)) && !KEBAB.test(base(f)))).toEqual([])
    expect(folders.filter((f) => !f.includes('/') && !KEBAB.test(f))).toEqual([])
  })

  it('keeps each collection, global and block in its folder’s config.ts, with no index.ts', () => {
    const inside = folders.filter((f) => /^(collections|globals|blocks)\/[^/]+$/.test(f))
    // A kebab-case folder there groups what the configs share (src/blocks/shared/).
    const configFolders = inside.filter((f) => PASCAL.test(base(f)))
    expect(configFolders.length).toBeGreaterThan(30)
    expect(configFolders.filter((f) => !files.includes(`${f}/config.ts`))).toEqual([])
    expect(inside.filter((f) => files.includes(`${f}/index.ts`))).toEqual([])
  })

  it('names component modules in PascalCase and every other file in kebab-case', () => {
    const tsx = files.filter((f) => f.endsWith('.tsx') && !TSX_MODULES.has(f))
    expect(tsx.filter((f) => !COMPONENT_FILE.test(base(f)))).toEqual([])
    const others = files.filter((f) => /\.(ts|css|mjs|js)$/.test(f))
    expect(others.filter((f) => !KEBAB_FILE.test(base(f)))).toEqual([])
  })
})

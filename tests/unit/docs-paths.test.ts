/**
 * The README and docs/ name files, folders and npm scripts of this repository: every one of
 * them must exist, so the docs stay true as the code moves.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).map((name) => `docs/${name}`)]

/** Paths the programs write at run time (databases, results, backups): named, not committed. */
const OUTPUTS = /^(data|backups|test-results|playwright-report)\/|^bench\/(faults-|search-)?results\.json$/

/** Folders that are not the project's: tools', build outputs and run-time data (git-ignored). */
const IGNORED_FOLDERS = new Set([
  '.git',
  'node_modules',
  '.next',
  '.builds',
  'data',
  'media',
  'backups',
  'test-results',
  'playwright-report',
])

/** Repository paths in a document: `code spans` that start with a top-level folder, and relative links. */
function namedPaths(doc: string): string[] {
  const text = readFileSync(path.join(ROOT, doc), 'utf8')
  const spans = [...text.matchAll(/`((?:src|scripts|tests|bench|docs)\/[^`\s]*)`/g)].map((m) => m[1]!)
  const rootFiles = [...text.matchAll(/`([\w.-]+\.(?:mjs|mts|json|ts|example))`/g)]
    .map((m) => m[1]!)
    .filter((name) => /^(\.env\.example|package\.json|tsconfig\.json|[\w-]+\.config\.m?[jt]s)$/.test(name))
  const links = [...text.matchAll(/\]\(((?!https?:|#)[^)\s#]+)(?:#[^)]*)?\)/g)].map((m) =>
    path.posix.join(path.posix.dirname(doc), m[1]!),
  )
  return [...spans, ...rootFiles, ...links]
    .map((p) => p.replace(/[.,:;]$/, ''))
    .filter((p) => !OUTPUTS.test(p) && !/[<*…{]/.test(p))
}

/** The scripts of the `npm run <script>` commands in a document. */
function namedScripts(doc: string): string[] {
  const text = readFileSync(path.join(ROOT, doc), 'utf8')
  return [...text.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!)
}

describe('documentation', () => {
  it('keeps the README on a screen or two (10 KB at most)', () => {
    expect(readFileSync(path.join(ROOT, 'README.md')).length).toBeLessThanOrEqual(10 * 1024)
  })

  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const paths = namedPaths(doc)
    expect(paths.length).toBeGreaterThan(0)
    expect(paths.filter((p) => !existsSync(path.join(ROOT, p)))).toEqual([])
  })

  it.each(DOCS)('%s names only npm scripts that exist', (doc) => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(namedScripts(doc).filter((name) => !(name in scripts))).toEqual([])
  })
})

describe("the README's folder map", () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  const map = readme.slice(readme.indexOf('## Folder map'), readme.indexOf('## Documentation'))
  const folders = (dir: string) =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !IGNORED_FOLDERS.has(entry.name))
      .map((entry) => (dir === '.' ? `${entry.name}/` : `${dir}/${entry.name}/`))

  it.each([...folders('.'), ...folders('src')])('names %s', (folder) => {
    expect(map).toContain(folder)
  })
})

/**
 * The lint rules that keep src/ layered (eslint.config.mjs, docs/architecture.md "Layers"):
 * an import from a layer above fails, client code cannot reach server-side modules, and
 * getServerPayload is the one way to get Payload.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: ROOT })

/** The rule ids ESLint reports for `code` as if it were the file `file` of the repository. */
async function ruleIds(file: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return result!.messages.map((m) => m.ruleId)
}

describe('layer rules', () => {
  it.each([
    ['src/contracts/x.ts', "import { parseEnv } from '@/env'\nexport const x = parseEnv\n"],
    [
      'src/lib/x.ts',
      "import { getServerPayload } from '@/server/payload'\nexport const x = getServerPayload\n",
    ],
    ['src/lib/x.ts', "import { getRedis } from '@/infra/redis'\nexport const x = getRedis\n"],
    [
      'src/dashboard/x.ts',
      "import { SiteLink } from '@/components/SiteLink/SiteLink'\nexport const x = SiteLink\n",
    ],
    [
      'src/redirects/x.ts',
      "import { getServerPayload } from '@/server/payload'\nexport const x = getServerPayload\n",
    ],
    ['src/mail/x.ts', "import { collections } from '@/collections'\nexport const x = collections\n"],
    [
      'src/collections/x.ts',
      "import { getServerPayload } from '@/server/payload'\nexport const x = getServerPayload\n",
    ],
    [
      'src/server/x.ts',
      "import { SiteLink } from '@/components/SiteLink/SiteLink'\nexport const x = SiteLink\n",
    ],
    ['src/components/X.client.tsx', "import { getEnv } from '@/env'\nexport const x = getEnv\n"],
    [
      'src/edge/x.ts',
      "import { getServerPayload } from '@/server/payload'\nexport const x = getServerPayload\n",
    ],
    ['src/edge/x.ts', "import { collections } from '@/collections'\nexport const x = collections\n"],
    ['src/server/x.ts', "import { SITE_PIPELINE } from '@/edge/pipeline'\nexport const x = SITE_PIPELINE\n"],
    ['src/app/x.ts', "import { createSiteServer } from '@/edge/server'\nexport const x = createSiteServer\n"],
    // A block's folder is a component but for its config, which is CMS schema.
    ['src/collections/x.ts', "import { Hero } from '@/blocks/Hero/Hero'\nexport const x = Hero\n"],
    [
      'src/server/x.ts',
      "import { LayoutBlocks } from '@/blocks/LayoutBlocks'\nexport const x = LayoutBlocks\n",
    ],
    ['src/blocks/Hero/config.ts', "import { Hero } from './Hero'\nexport const x = Hero\n"],
    [
      'src/blocks/config.ts',
      "import { getPackagesOf } from '@/server/pages'\nexport const x = getPackagesOf\n",
    ],
    ['src/lib/x.ts', "import { heroBlock } from '@/blocks/Hero/config'\nexport const x = heroBlock\n"],
    [
      'src/components/X.client.tsx',
      "import { heroBlock } from '@/blocks/Hero/config'\nexport const x = heroBlock\n",
    ],
  ])(
    '%s may not import upward or server-side',
    async (file, code) => {
      expect(await ruleIds(file, code)).toContain('import/no-restricted-paths')
    },
    60_000,
  )

  it('lets a layer import from the layers below it', async () => {
    const code = "import { CONTACT_FIELDS } from '@/contracts/contact'\nexport const x = CONTACT_FIELDS\n"
    expect(await ruleIds('src/server/x.ts', code)).toEqual([])
    expect(await ruleIds('src/components/X.client.tsx', code)).toEqual([])
    expect(await ruleIds('src/edge/x.ts', code)).toEqual([])
    const infra = "import { findRedirect } from '@/infra/redirect-table'\nexport const x = findRedirect\n"
    expect(await ruleIds('src/edge/x.ts', infra)).toEqual([])
    const configs = "import { pageBlocks } from '@/blocks/config'\nexport const x = pageBlocks\n"
    expect(await ruleIds('src/collections/x.ts', configs)).toEqual([])
    expect(await ruleIds('src/server/x.ts', configs)).toEqual([])
    const reads = "import { getPackagesOf } from '@/server/pages'\nexport const x = getPackagesOf\n"
    expect(await ruleIds('src/blocks/PriceTable/x.tsx', reads)).toEqual([])
  }, 60_000)

  it('keeps getPayload to src/server/payload.ts', async () => {
    const code = "import { getPayload } from 'payload'\nexport const x = getPayload\n"
    expect(await ruleIds('src/server/data.ts', code)).toContain('no-restricted-imports')
    expect(await ruleIds('src/server/payload.ts', code)).toEqual([])
  }, 60_000)
})

describe('the layer map', () => {
  it('puts every folder and root file of src/ in one layer (but the generated types)', async () => {
    const { LAYERS } = (await import('../../eslint.config.mjs')) as { LAYERS: Record<string, string[]> }
    const placed = Object.values(LAYERS).flat()
    const entries = readdirSync(path.join(ROOT, 'src')).filter((name) => name !== 'payload-types.ts')
    expect(entries.filter((name) => placed.filter((entry) => entry === name).length !== 1)).toEqual([])
  })
})

describe('shared state', () => {
  it.each([
    ['src/lib/x.ts', 'export const x = (globalThis as { y?: number }).y\n', 'no-restricted-globals'],
    ['src/edge/x.ts', "export const x = Symbol.for('site.x')\n", 'no-restricted-syntax'],
    ['cache-handler.mjs', "export const x = globalThis[Symbol.for('site.x')]\n", 'no-restricted-syntax'],
    ['tests/unit/x.test.ts', 'export const x = global.process\n', 'no-restricted-globals'],
  ])(
    '%s may not reach the global object',
    async (file, code, rule) => {
      expect(await ruleIds(file, code)).toContain(rule)
    },
    60_000,
  )

  it('lets src/infra/shared-state.ts reach it', async () => {
    const code = "export const x = (globalThis as Record<symbol, unknown>)[Symbol.for('site.x')]\n"
    expect(await ruleIds('src/infra/shared-state.ts', code)).toEqual([])
  }, 60_000)
})

/**
 * The carousel's current-dot rules (src/components/Carousel/current-dot.ts) and the stylesheets
 * Turbopack parses: no stylesheet of src/ holds `:target-current`, which Turbopack's CSS parser
 * (lightningcss) does not know and warns about at every build and start.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { currentDotRules } from '@/components/Carousel/current-dot'

/** Every .css file under `dir`. */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return stylesheets(file)
    return entry.name.endsWith('.css') ? [file] : []
  })
}

describe('current dot', () => {
  it('marks the scroll marker in view, and else the targeted slide’s dot for each slide, else the first', () => {
    const rules = currentDotRules({ carousel: 'c', slide: 's', dot: 'd' }, 3)
    expect(rules).toContain('.c:not([data-enhanced]) .d:target-current::before{width:1.5rem;opacity:1}')
    expect(rules).toContain('@supports not selector(:target-current){')
    expect(rules).toContain('.c:not([data-enhanced]):not(:has(.s:target)) .d:first-child::before')
    for (const n of [1, 2, 3])
      expect(rules).toContain(`:has(.s:nth-child(${n}):target) .d:nth-child(${n})::before`)
    expect(rules).not.toContain('nth-child(4)')
  })

  it('keeps :target-current out of every stylesheet Turbopack parses', () => {
    const files = stylesheets(path.join(process.cwd(), 'src'))
    expect(files.length).toBeGreaterThan(5)
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/:target-current/)
  })
})

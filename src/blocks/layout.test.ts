/**
 * The landing-page layout (LayoutBlocks.tsx, renderers.tsx): one renderer per block type of the
 * generated types, checked by the compiler (a missing one is a type error, proven below) and at
 * run time against the configs; the first hero is the page's h1, else the page title is; the
 * first block of each anchored kind carries its anchor id.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Page } from '@/payload-types'

import { pageBlocks, postBlocks } from './config'
import { LayoutBlocks } from './LayoutBlocks'
import { postBlockConverters } from './post-renderers'
import { LAYOUT_RENDERERS } from './renderers'
import { SAMPLE_PAGE } from './shared/test-support'
import type { LayoutRenderers } from './shared/types'

const { hero: _hero, ...withoutHero } = LAYOUT_RENDERERS
// @ts-expect-error a block type without its renderer does not compile
const _missing: LayoutRenderers = withoutHero
// @ts-expect-error nor does a renderer for a block type the content model lacks
const _extra: LayoutRenderers = { ...LAYOUT_RENDERERS, banner: () => null }

const render = (layout: Page['layout']) =>
  renderToStaticMarkup(createElement(LayoutBlocks, { page: { ...SAMPLE_PAGE, layout } }))

const faq = { blockType: 'faq' as const, heading: 'Questions', items: [{ question: 'Q?', answer: 'A.' }] }

describe('the layout renderers', () => {
  it('render every block type of the configs, and nothing else', () => {
    expect(Object.keys(LAYOUT_RENDERERS).sort()).toEqual(pageBlocks.map((b) => b.slug).sort())
    expect(Object.keys(postBlockConverters ?? {}).sort()).toEqual(postBlocks.map((b) => b.slug).sort())
  })
})

describe('LayoutBlocks', () => {
  it("makes the first hero's heading the page's h1 and later ones h2", () => {
    const out = render([
      { blockType: 'hero', heading: 'First' },
      { blockType: 'hero', heading: 'Second' },
    ])
    expect(out.match(/<h1 [^>]*>First<\/h1>/)).not.toBeNull()
    expect(out.match(/<h2 [^>]*>Second<\/h2>/)).not.toBeNull()
    expect(out.match(/<h1/g)).toHaveLength(1)
  })

  it('gives a page without a hero its title as the h1', () => {
    expect(render([faq])).toMatch(/^<div [^>]*><div class="container"><h1 id="page-title" [^>]*>Offer<\/h1>/)
  })

  it('puts the anchor id on the first block of its kind only', () => {
    const out = render([faq, faq])
    expect(out.match(/<section id="faq" /g)).toHaveLength(1)
  })
})

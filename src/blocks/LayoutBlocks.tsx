/**
 * A landing page's layout: each block rendered by its server component, top to bottom. The
 * first hero's heading is the page's h1; a page without a hero gets its title as the h1. The
 * first block of each kind in src/contracts/anchors.ts carries that anchor's id (`#lead-form`,
 * `#prices`, `#faq`), the target of the link field's "A section of this page".
 */
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { PAGE_ANCHORS } from '@/contracts/anchors'
import type { Page } from '@/payload-types'

import { LAYOUT_RENDERERS } from './renderers'
import type { BlockOf, BlockPlace, BlockRenderer, BlockType } from './shared/types'

/** One block by its type's renderer (LAYOUT_RENDERERS: one per type, the typecheck proves it). */
function Block<T extends BlockType>({
  type,
  block,
  place,
}: {
  type: T
  block: BlockOf<T>
  place: BlockPlace
}) {
  const Renderer: BlockRenderer<T> = LAYOUT_RENDERERS[type]
  return <Renderer block={block} place={place} />
}

/** The anchor id of each block that carries one, by index in the layout. */
function anchorsOf(layout: Page['layout']): Map<number, string> {
  const anchors = new Map<number, string>()
  for (const { value, block } of PAGE_ANCHORS) {
    const index = layout.findIndex((b) => b.blockType === block)
    if (index !== -1) anchors.set(index, value)
  }
  return anchors
}

export function LayoutBlocks({ page }: { page: Page }) {
  const firstHero = page.layout.findIndex((b) => b.blockType === 'hero')
  const anchors = anchorsOf(page.layout)
  return (
    <>
      {firstHero === -1 ? <PageBanner title={page.title} /> : null}
      {page.layout.map((block, index) => (
        <Block
          key={block.id ?? index}
          type={block.blockType}
          block={block}
          place={{ index, page, isPageHeading: index === firstHero, anchor: anchors.get(index) }}
        />
      ))}
    </>
  )
}

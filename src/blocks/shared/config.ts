/**
 * Where a block may be placed, as its folder's `config.ts` declares it: `onPages` (a landing
 * page's layout) and/or `onPosts` (a post's text), each a `Placement`. The generated
 * src/blocks/config.ts gathers them (scripts/generate-blocks.ts). CMS schema: no renderer here.
 */
import type { Block } from 'payload'

/** A block's config and its place in the admin's block picker (ascending; ties by slug). */
export type Placement = { block: Block; position: number }

/** The configs of `placements`, in picker order. */
export function inPickerOrder(placements: Placement[]): Block[] {
  return [...placements]
    .sort((a, b) => a.position - b.position || a.block.slug.localeCompare(b.block.slug))
    .map((p) => p.block)
}

/**
 * The stored shape of each landing-page block (src/payload-types.ts, generated from
 * src/blocks/config.ts) by `blockType`, and the props every layout renderer receives.
 */
import type { JSXConverters } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import type { Page } from '@/payload-types'

export type LayoutBlock = Page['layout'][number]
export type BlockType = LayoutBlock['blockType']
export type BlockOf<T extends BlockType> = Extract<LayoutBlock, { blockType: T }>

/** Where a block sits in its page's layout (src/blocks/LayoutBlocks.tsx). */
export type BlockPlace = {
  /** The block's position in the layout, from 0. */
  index: number
  page: Page
  /** True for the layout's first hero: its heading is the page's h1. */
  isPageHeading: boolean
  /** The anchor id this block carries, if it is the first of its kind (src/contracts/anchors.ts). */
  anchor?: string
}

export type BlockProps<T extends BlockType> = { block: BlockOf<T>; place: BlockPlace }

/** A server component rendering one block of type `T`; it may read data (async). */
export type BlockRenderer<T extends BlockType> = (props: BlockProps<T>) => ReactNode | Promise<ReactNode>

/** One renderer for every block type of the generated types: a missing or extra one is a type error. */
export type LayoutRenderers = { [T in BlockType]: BlockRenderer<T> }

/** The converter of one block of a post's Lexical text (its `blocks` JSX converters). */
export type PostConverter = NonNullable<JSXConverters['blocks']>[string]

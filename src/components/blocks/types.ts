/** The stored shape of each landing-page block (src/collections/Pages/blocks.ts), by `blockType`. */
import type { Page } from '@/payload-types'

export type LayoutBlock = Page['layout'][number]
export type BlockOf<T extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: T }>

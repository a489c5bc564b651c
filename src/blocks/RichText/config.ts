/**
 * A section of rich text (headings, paragraphs, lists, links), rendered by ./RichText.tsx.
 */
import type { Block } from 'payload'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

export const richTextBlock: Block = {
  slug: 'richText',
  ...thumbnail,
  labels: { singular: 'Rich text', plural: 'Rich texts' },
  fields: [{ name: 'content', label: 'Content', type: 'richText', required: true }],
}

/** In a landing page's layout (src/blocks/config.ts). */
export const onPages: Placement = { block: richTextBlock, position: 20 }

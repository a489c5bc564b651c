/**
 * A pull quote in a post's text and who said it, rendered by ./Quote.tsx.
 */
import type { Block } from 'payload'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

export const quoteBlock: Block = {
  slug: 'quote',
  ...thumbnail,
  labels: { singular: 'Quote', plural: 'Quotes' },
  fields: [
    { name: 'quote', label: 'Quote', type: 'textarea', required: true, maxLength: 600 },
    {
      name: 'attribution',
      label: 'Attribution',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Who said it (optional).' },
    },
  ],
}

/** In a post's text (src/blocks/config.ts). */
export const onPosts: Placement = { block: quoteBlock, position: 20 }

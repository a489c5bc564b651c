/**
 * A section of rich text (headings, paragraphs, lists, links), rendered by ./RichText.tsx.
 */
import type { Block } from 'payload'

import { thumbnail } from './thumbnail'

export const richTextBlock: Block = {
  slug: 'richText',
  ...thumbnail,
  labels: { singular: 'Rich text', plural: 'Rich texts' },
  fields: [{ name: 'content', label: 'Content', type: 'richText', required: true }],
}

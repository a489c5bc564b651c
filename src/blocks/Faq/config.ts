/**
 * Questions and their answers (FAQPage JSON-LD), rendered by ./Faq.tsx.
 */
import type { Block } from 'payload'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

export const faqBlock: Block = {
  slug: 'faq',
  ...thumbnail,
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 120 },
    {
      name: 'items',
      label: 'Items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        { name: 'question', label: 'Question', type: 'text', required: true, maxLength: 200 },
        { name: 'answer', label: 'Answer', type: 'textarea', required: true, maxLength: 1500 },
      ],
    },
  ],
}

/** In a landing page's layout (src/blocks/config.ts). */
export const onPages: Placement = { block: faqBlock, position: 70 }

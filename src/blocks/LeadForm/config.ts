/**
 * The contact form on a landing page (its island is the contact form's), rendered by ./LeadForm.tsx.
 */
import type { Block } from 'payload'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

export const leadFormBlock: Block = {
  slug: 'leadForm',
  ...thumbnail,
  labels: { singular: 'Lead form', plural: 'Lead forms' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 120 },
    { name: 'text', label: 'Text', type: 'textarea', maxLength: 400 },
    {
      name: 'subject',
      label: 'Subject',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Filled in for the visitor (they may change it), e.g. "Web design offer".' },
    },
  ],
}

/** In a landing page's layout (src/blocks/config.ts). */
export const onPages: Placement = { block: leadFormBlock, position: 100 }

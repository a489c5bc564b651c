/**
 * The latest testimonials or the ones an editor chose, rendered by ./Testimonials.tsx.
 */
import type { Block } from 'payload'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

/** How many testimonials the "latest" choice shows at most. */
export const LATEST_TESTIMONIALS_MAX = 12

export const testimonialsBlock: Block = {
  slug: 'testimonials',
  ...thumbnail,
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 120 },
    {
      name: 'source',
      label: 'Show',
      type: 'select',
      required: true,
      defaultValue: 'latest',
      options: [
        { label: 'The latest testimonials', value: 'latest' },
        { label: 'Testimonials I choose', value: 'chosen' },
      ],
    },
    {
      name: 'count',
      label: 'How many',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: LATEST_TESTIMONIALS_MAX,
      admin: { condition: (_, block) => block?.source !== 'chosen' },
    },
    {
      name: 'testimonials',
      label: 'Testimonials',
      type: 'relationship',
      relationTo: 'testimonials',
      hasMany: true,
      maxRows: LATEST_TESTIMONIALS_MAX,
      admin: { condition: (_, block) => block?.source === 'chosen' },
    },
  ],
}

/** In a landing page's layout (src/blocks/config.ts). */
export const onPages: Placement = { block: testimonialsBlock, position: 60 }

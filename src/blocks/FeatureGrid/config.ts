/**
 * A heading, an intro and up to twelve features (title and text), rendered by ./FeatureGrid.tsx.
 */
import type { Block } from 'payload'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

export const featureGridBlock: Block = {
  slug: 'featureGrid',
  ...thumbnail,
  labels: { singular: 'Feature grid', plural: 'Feature grids' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 120 },
    { name: 'intro', label: 'Intro', type: 'textarea', maxLength: 400 },
    {
      name: 'features',
      label: 'Features',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Feature', plural: 'Features' },
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 80 },
        { name: 'text', label: 'Text', type: 'textarea', required: true, maxLength: 300 },
      ],
    },
  ],
}

/** In a landing page's layout (src/blocks/config.ts). */
export const onPages: Placement = { block: featureGridBlock, position: 40 }

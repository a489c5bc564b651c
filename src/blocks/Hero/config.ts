/**
 * The hero: the page's heading (its h1 when it is the layout's first hero), a text, an image and
 * one button (src/fields/link.ts), rendered by ./Hero.tsx.
 */
import type { Block } from 'payload'

import { linkField } from '@/fields/link'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

export const heroBlock: Block = {
  slug: 'hero',
  ...thumbnail,
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'heading',
      label: 'Heading',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: "The page's main heading (its h1)." },
    },
    { name: 'text', label: 'Text', type: 'textarea', maxLength: 400 },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
    linkField({
      name: 'cta',
      label: 'Button',
      required: 'withLabel',
      anchors: true,
      before: [
        {
          name: 'label',
          label: 'Button text',
          type: 'text',
          maxLength: 40,
          admin: { description: 'Leave empty for no button.' },
        },
      ],
    }),
  ],
}

/** In a landing page's layout (src/blocks/config.ts). */
export const onPages: Placement = { block: heroBlock, position: 10 }

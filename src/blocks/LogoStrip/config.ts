/**
 * A row of client logos, each named and optionally linked, rendered by ./LogoStrip.tsx.
 */
import type { Block } from 'payload'

import { linkField } from '@/fields/link'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

export const logoStripBlock: Block = {
  slug: 'logoStrip',
  ...thumbnail,
  labels: { singular: 'Logo strip', plural: 'Logo strips' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', maxLength: 120 },
    {
      name: 'logos',
      label: 'Logos',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Logo', plural: 'Logos' },
      fields: [
        { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
        {
          name: 'name',
          label: 'Name',
          type: 'text',
          required: true,
          maxLength: 80,
          admin: { description: 'The company, read aloud to screen-reader users.' },
        },
        linkField({
          name: 'link',
          label: 'Logo link',
          description: 'Optional: leave the page empty for no link.',
        }),
      ],
    },
  ],
}

/** In a landing page's layout (src/blocks/config.ts). */
export const onPages: Placement = { block: logoStripBlock, position: 80 }

/**
 * A wide image with its caption, rendered by ./MediaWithCaption.tsx.
 */
import type { Block } from 'payload'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

export const mediaBlock: Block = {
  slug: 'mediaWithCaption',
  ...thumbnail,
  labels: { singular: 'Media with caption', plural: 'Media with captions' },
  fields: [
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', label: 'Caption', type: 'text', maxLength: 200 },
  ],
}

/** In a landing page's layout (src/blocks/config.ts). */
export const onPages: Placement = { block: mediaBlock, position: 30 }

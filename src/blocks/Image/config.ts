/**
 * An image in a post's text with its caption, rendered by ./Image.tsx.
 */
import type { Block } from 'payload'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

export const imageBlock: Block = {
  slug: 'image',
  ...thumbnail,
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', label: 'Caption', type: 'text', maxLength: 200 },
  ],
}

/** In a post's text (src/blocks/config.ts). */
export const onPosts: Placement = { block: imageBlock, position: 10 }

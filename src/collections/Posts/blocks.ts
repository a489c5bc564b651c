/**
 * Blocks an editor places inside a post's text (Lexical BlocksFeature): an image with its
 * caption, a pull quote and a call to action. Each renders as a server component
 * (src/components/blog/PostBlocks.tsx), with no client JavaScript.
 */
import type { Block } from 'payload'

import { isSafeUrl } from '@/lib/safe-url'

export const imageBlock: Block = {
  slug: 'image',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text', maxLength: 200 },
  ],
}

export const quoteBlock: Block = {
  slug: 'quote',
  labels: { singular: 'Quote', plural: 'Quotes' },
  fields: [
    { name: 'quote', type: 'textarea', required: true, maxLength: 600 },
    { name: 'attribution', type: 'text', maxLength: 120, admin: { description: 'Who said it (optional).' } },
  ],
}

export const callToActionBlock: Block = {
  slug: 'callToAction',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'text', type: 'textarea', maxLength: 300 },
    { name: 'label', type: 'text', required: true, maxLength: 40, admin: { description: 'Button text.' } },
    {
      name: 'url',
      type: 'text',
      required: true,
      admin: { description: 'A path of this site (/contact) or a full https:// address.' },
      validate: (value: string | null | undefined) =>
        isSafeUrl(value)
          ? true
          : 'Give a path of this site (/contact) or an https://, mailto: or tel: address.',
    },
  ],
}

export const postBlocks = [imageBlock, quoteBlock, callToActionBlock]

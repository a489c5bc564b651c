/**
 * Blocks an editor places inside a post's text (Lexical BlocksFeature): an image with its
 * caption, a pull quote and a call to action. Each renders as a server component
 * (src/components/blog/PostBlocks.tsx), with no client JavaScript.
 */
import type { Block, TextField } from 'payload'

import { blockThumbnailPath } from '@/fields/block-thumbnail'
import { LINK_MESSAGE, validateContentLink } from '@/lib/safe-url'

/**
 * A link target an editor types, under the site's link rule (src/lib/safe-url.ts): a path of
 * this site, #section, or an https://, mailto: or tel: address; anything else is refused with a
 * field error.
 */
export function linkUrlField(name: string, label: string, required: boolean): TextField {
  return {
    name,
    label,
    type: 'text',
    required,
    admin: { description: 'A path of this site (/contact) or a full https:// address.' },
    validate: (value: string | null | undefined) =>
      required && !value ? LINK_MESSAGE : validateContentLink(value),
  }
}

export const imageBlock: Block = {
  slug: 'image',
  imageURL: blockThumbnailPath('image'),
  imageAltText: 'Image: an image in the post with its caption',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', label: 'Caption', type: 'text', maxLength: 200 },
  ],
}

export const quoteBlock: Block = {
  slug: 'quote',
  imageURL: blockThumbnailPath('quote'),
  imageAltText: 'Quote: a quotation and who said it',
  labels: { singular: 'Quote', plural: 'Quotes' },
  fields: [
    { name: 'quote', label: 'Quote', type: 'textarea', required: true, maxLength: 600 },
    {
      name: 'attribution',
      label: 'Attribution',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Who said it (optional).' },
    },
  ],
}

export const callToActionBlock: Block = {
  slug: 'callToAction',
  imageURL: blockThumbnailPath('callToAction'),
  imageAltText: 'Call to action: heading, text and a button on a band',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 120 },
    { name: 'text', label: 'Text', type: 'textarea', maxLength: 300 },
    {
      name: 'label',
      label: 'Label',
      type: 'text',
      required: true,
      maxLength: 40,
      admin: { description: 'Button text.' },
    },
    linkUrlField('url', 'Button link', true),
  ],
}

export const postBlocks = [imageBlock, quoteBlock, callToActionBlock]

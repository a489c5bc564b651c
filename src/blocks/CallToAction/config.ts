import type { Block } from 'payload'

import { linkField } from '@/fields/link'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

/**
 * A call to action: a heading, a text and one button (src/fields/link.ts). `anchors`: the button
 * may lead to a section of the same page (in a landing page's layout, not in a post).
 */
export const callToActionBlock = (anchors: boolean): Block => ({
  slug: 'callToAction',
  ...thumbnail,
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
    linkField({ name: 'link', label: 'Button link', required: true, anchors }),
  ],
})

/** In a landing page's layout (src/blocks/config.ts). */
export const onPages: Placement = { block: callToActionBlock(true), position: 90 }

/** In a post's text (src/blocks/config.ts). */
export const onPosts: Placement = { block: callToActionBlock(false), position: 30 }

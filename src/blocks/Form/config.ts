/**
 * A form the editor built in Forms (src/collections/Forms/config.ts), placed on a landing page
 * (rendered by ./Form.tsx with its client island) or in a post's text (rendered by
 * ./Form.post.tsx as a plain server-drawn form, so posts load no script for it: the budget of
 * tests/e2e/js-budget.spec.ts). What visitors send arrives in the inbox as leads.
 */
import type { Block } from 'payload'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

export const formBlock: Block = {
  slug: 'form',
  ...thumbnail,
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', maxLength: 120 },
    { name: 'text', label: 'Text', type: 'textarea', maxLength: 400 },
    {
      name: 'form',
      label: 'Form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      admin: { description: 'Build forms under Pages → Forms.' },
    },
  ],
}

/** In a landing page's layout (src/blocks/config.ts). */
export const onPages: Placement = { block: formBlock, position: 105 }
/** In a post's text (src/blocks/config.ts), after the other post blocks. */
export const onPosts: Placement = { block: formBlock, position: 40 }

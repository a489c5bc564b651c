/**
 * A form the editor built in Forms (src/collections/Forms/config.ts), placed on a landing page;
 * rendered by ./Form.tsx. Not a post block: a post's page would load the form's island
 * (src/blocks/post-renderers.tsx), over the budget of tests/e2e/js-budget.spec.ts. What visitors send arrives in the inbox as leads.
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

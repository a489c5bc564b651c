/**
 * The packages of one category with their prices, read from `packages` when the page renders
 * (prices live only there), rendered by ./PriceTable.tsx.
 */
import type { Block } from 'payload'

import { CATEGORY_LABELS } from '@/lib/format'

import type { Placement } from '../shared/config'
import { thumbnail } from './thumbnail'

export const priceTableBlock: Block = {
  slug: 'priceTable',
  ...thumbnail,
  labels: { singular: 'Price table', plural: 'Price tables' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 120 },
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      required: true,
      defaultValue: 'website',
      options: Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ label, value })),
      admin: { description: 'The packages of this category are shown, with their prices from Packages.' },
    },
  ],
}

/** In a landing page's layout (src/blocks/config.ts). */
export const onPages: Placement = { block: priceTableBlock, position: 50 }

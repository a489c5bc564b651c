import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access'

/**
 * Package payments (spec §3 Payment). Minimal here; the payments issue adds the PayPal
 * order and capture ids, payer and event history. Never readable by visitors.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: { group: 'Inbox', useAsTitle: 'packageKey', defaultColumns: ['packageKey', 'amount', 'status', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  fields: [
    { name: 'packageKey', type: 'text', required: true, index: true },
    { name: 'amount', type: 'number', required: true, min: 0 },
    { name: 'currency', type: 'text', required: true, defaultValue: 'USD' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'created',
      options: ['created', 'approved', 'completed', 'pending', 'declined', 'failed', 'refunded'],
    },
  ],
}

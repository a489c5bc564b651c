import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access'

/**
 * Messages sent through the contact form (spec §3 Contact message). Visitors cannot read
 * or write these through Payload's API: the contact endpoint (API issue) stores them.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: {
    group: 'Inbox',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'phone_number', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: ['new', 'read', 'archived'],
      admin: { position: 'sidebar' },
    },
  ],
}

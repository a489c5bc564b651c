import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access'

/** Admin users (Payload auth). Visitors never sign in; roles come with the hardening issue. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
  admin: { useAsTitle: 'email', group: 'Admin' },
  access: {
    read: authenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  fields: [{ name: 'name', type: 'text' }],
}

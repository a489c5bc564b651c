import type { CollectionConfig } from 'payload'

import { userAccess } from '@/access/policies'
import { adminsField, ROLES } from '@/access/roles'

import { firstUserIsAdmin } from './hooks'

/**
 * Admin users (Payload auth). Visitors never sign in. `role` (issue 4): the first user
 * (or ADMIN_EMAIL on start) is an admin; later users are editors unless an admin says so.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
  admin: { useAsTitle: 'email', group: 'Admin', defaultColumns: ['email', 'name', 'role'] },
  access: userAccess,
  hooks: { beforeChange: [firstUserIsAdmin] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      defaultValue: 'editor',
      options: ROLES.map((r) => ({ label: r === 'admin' ? 'Admin' : 'Editor', value: r })),
      access: { update: adminsField },
      admin: { position: 'sidebar', description: 'Editors read the inbox but cannot delete messages or manage users.' },
    },
  ],
}

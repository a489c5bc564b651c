import type { CollectionConfig } from 'payload'

import { userAccess } from '@/access/policies'
import { adminsField, ROLES } from '@/access/roles'

import { usersAuth } from './auth'
import { firstUserIsAdmin, passwordMinLength } from './hooks'

/**
 * Admin users (Payload auth). Visitors never sign in. `role`: the first user
 * (or ADMIN_EMAIL on start) is an admin; later users are editors unless an admin says so.
 * Hardening: login lockout, 12-character passwords, cookie attributes (./auth.ts).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: usersAuth(),
  admin: { useAsTitle: 'email', group: 'Admin', defaultColumns: ['email', 'name', 'role'] },
  access: userAccess,
  hooks: { beforeOperation: [passwordMinLength], beforeChange: [firstUserIsAdmin] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      defaultValue: 'editor',
      options: ROLES.map((r) => ({ label: r === 'admin' ? 'Admin' : 'Editor', value: r })),
      access: { update: adminsField },
      admin: {
        position: 'sidebar',
        description: 'Editors read the inbox but cannot delete messages or manage users.',
      },
    },
  ],
}

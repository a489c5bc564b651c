import type { CollectionConfig } from 'payload'

import { userAccess } from '@/access/policies'
import { adminsField, ROLES } from '@/access/roles'

import { usersAuth } from './auth'
import { deferResetMail, queueResetMail } from './forgot-password'
import { firstUserIsAdmin, passwordMinLength } from './hooks'
import { requireSetupToken, setupTokenField } from './setup-token'
import { limitSignIn, resetSignInLimit } from './sign-in-limit'
import { ADMIN_GROUPS } from '@/fields/admin-groups'

/**
 * Admin users (Payload auth). Visitors never sign in. `role`: the first user
 * (or ADMIN_EMAIL on start) is an admin; later users are editors unless an admin says so.
 * Hardening: login lockout, 12-character passwords, cookie attributes (./auth.ts),
 * a per-address limit on sign-in attempts (./sign-in-limit.ts), the reset mail sent by the
 * job queue (./forgot-password.ts), the setup token of the first account (./setup-token.ts).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: usersAuth(),
  admin: { useAsTitle: 'email', group: ADMIN_GROUPS.admin, defaultColumns: ['email', 'name', 'role'] },
  access: userAccess,
  hooks: {
    beforeOperation: [limitSignIn, requireSetupToken, passwordMinLength, deferResetMail],
    beforeChange: [firstUserIsAdmin],
    afterLogin: [resetSignInLimit],
    afterOperation: [queueResetMail],
  },
  fields: [
    setupTokenField,
    { name: 'name', label: 'Name', type: 'text' },
    {
      name: 'role',
      label: 'Role',
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

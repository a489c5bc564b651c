import type { CollectionBeforeChangeHook } from 'payload'

/** The first user created (admin page "create first user", or ADMIN_EMAIL on start) is an admin. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}

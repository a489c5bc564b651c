/**
 * Minimal roles (issue 4): `admin` may do everything, `editor` edits content and reads the
 * inbox but deletes no messages and manages no users. A later issue extends this.
 */
import type { Access, FieldAccess } from 'payload'

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { role?: Role | null } | null | undefined

/** Whether `user` is a signed-in admin. */
export const isAdminUser = (user: MaybeUser): boolean => user?.role === 'admin'

/** Collection/global access: signed-in admins only. */
export const admins: Access = ({ req }) => isAdminUser(req.user as MaybeUser)

/** Field access: signed-in admins only (e.g. who may change a role). */
export const adminsField: FieldAccess = ({ req }) => isAdminUser(req.user as MaybeUser)

/** Users: admins see everyone, others only themselves. */
export const adminsOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  return isAdminUser(req.user as MaybeUser) || { id: { equals: req.user.id } }
}

/**
 * Roles of admin users:
 * - `admin`: everything, including users, deleting contact messages and orders;
 * - `editor`: the site's content (create, edit, publish, delete; blog posts and categories
 *   without delete, which is the admins'), reads the inbox (messages
 *   and orders) and marks messages read/archived, but deletes no messages or orders, changes
 *   no orders and manages no users (only their own account, without their role).
 */
import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

export type MaybeUser = { role?: Role | null } | null | undefined

/** Whether `user` is a signed-in admin. */
export const isAdminUser = (user: MaybeUser): boolean => user?.role === 'admin'

/** Whether `user` is signed in with a known role (admin or editor). */
export const isStaffUser = (user: MaybeUser): boolean => ROLES.includes(user?.role as Role)

/** A yes/no access check; fits collection, global and job (`jobs.access`) access alike. */
type RoleCheck = (args: { req: PayloadRequest }) => boolean

/** Collection/global access: signed-in admins only. */
export const admins: RoleCheck = ({ req }) => isAdminUser(req.user as MaybeUser)

/** Collection/global access: signed-in admins and editors. */
export const staff: RoleCheck = ({ req }) => isStaffUser(req.user as MaybeUser)

/** Field access: signed-in admins only (e.g. who may change a role). */
export const adminsField: FieldAccess = ({ req }) => isAdminUser(req.user as MaybeUser)

/** Users: admins see everyone, editors only themselves, visitors no one. */
export const adminsOrSelf: Access = ({ req }) => {
  if (!isStaffUser(req.user as MaybeUser)) return false
  return isAdminUser(req.user as MaybeUser) || { id: { equals: req.user!.id } }
}

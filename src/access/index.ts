/**
 * Access-control building blocks shared by collections and globals (Payload `access`).
 * Visitors read only published public content; everything else needs a signed-in user
 * with a role (see ./roles.ts). The per-collection/global tables are in ./policies.ts.
 */
import type { Access } from 'payload'

import { isStaffUser, type MaybeUser } from './roles'

/** Anyone, signed in or not (public content without drafts, e.g. media). */
export const anyone: Access = () => true

/** No one through the API: the server writes with `overrideAccess` (e.g. contact messages). */
export const nobody: Access = () => false

/**
 * Content with drafts: admins and editors read drafts and published documents;
 * visitors only documents whose `_status` is `published` (a Where constraint, so lists are
 * filtered and a draft-only document reads as not found).
 */
export const publishedOrStaff: Access = ({ req }) =>
  isStaffUser(req.user as MaybeUser) || { _status: { equals: 'published' } }

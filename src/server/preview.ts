import 'server-only'

/**
 * Draft preview of the public site. An admin or editor
 * opens /api/preview?path=/about (the admin's Live Preview tab does): Next's draft mode is
 * switched on for their browser and data.ts reads the latest drafts instead of the
 * published content, for that signed-in user only. Visitors never get draft mode (the
 * route refuses them, and the draft-mode cookie is signed by Next), and even with the
 * cookie a read shows drafts only alongside a valid admin session.
 */
import { draftMode, headers } from 'next/headers'

import { isStaffUser, type MaybeUser } from '@/access/roles'
import type { User } from '@/payload-types'
import { getServerPayload } from '@/server/payload'

/** Whether Next's draft mode is on for this request (false outside a request, e.g. at build). */
export async function isPreviewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/** The signed-in admin/editor of this request (session cookie), or null. */
export async function staffUserOfRequest(): Promise<User | null> {
  const payload = await getServerPayload({ cron: false })
  const { user } = await payload.auth({ headers: await headers() })
  return isStaffUser(user as MaybeUser) ? (user as User) : null
}

/** The user previewing drafts: draft mode on and a signed-in admin/editor; else null. */
export async function previewUser(): Promise<User | null> {
  return (await isPreviewing()) ? staffUserOfRequest() : null
}

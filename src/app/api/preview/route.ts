/**
 * GET /api/preview?path=/about: switches on draft preview for a signed-in admin
 * or editor and redirects to `path`, which then shows the latest drafts (src/server/preview.ts).
 * The admin's Live Preview tab opens this URL. 401 without an admin session, 400 for a
 * `path` that is not a path of this site (no open redirect).
 */
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { staffUserOfRequest } from '@/server/preview'
import { isSafeLocalPath } from '@/lib/preview-paths'

export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  if (!isSafeLocalPath(path))
    return Response.json({ path: 'Give a path of this site, e.g. /about.' }, { status: 400 })
  if (!(await staffUserOfRequest()))
    return Response.json({ message: 'Sign in to the admin to preview drafts.' }, { status: 401 })
  ;(await draftMode()).enable()
  redirect(path)
}

/** GET /api/preview/exit?path=/about: leaves draft preview and returns to `path`. */
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isSafeLocalPath } from '@/lib/preview-paths'

export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  ;(await draftMode()).disable()
  redirect(isSafeLocalPath(path) ? path : '/')
}

/**
 * GET api/getAbout (docs/api.md): {"data": {...}}, the about record.
 * 503 {"message"} when it cannot be read (the data layer logged why).
 */
import { cachedJson, withoutPreviewCaching } from '@/server/api/respond'
import { toAbout } from '@/server/api/serialize'
import { getAbout } from '@/server/data'

export async function GET(request: Request): Promise<Response> {
  const about = await getAbout()
  if (!about) return Response.json({ message: 'The about record is unavailable.' }, { status: 503 })
  return withoutPreviewCaching(cachedJson(request, { data: toAbout(about) }))
}

/** GET /api/openapi.json: OpenAPI 3.1 description of the public JSON API (issue 4). */
import { openApiDocument } from '@/lib/api/openapi'
import { cachedJson } from '@/lib/api/respond'

export function GET(request: Request): Response {
  return cachedJson(request, openApiDocument())
}

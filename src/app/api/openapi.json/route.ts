/** GET /api/openapi.json: OpenAPI 3.1 description of the public JSON API. */
import { getEnv } from '@/env'
import { openApiDocument } from '@/server/api/openapi'
import { cachedJson } from '@/server/api/respond'

export function GET(request: Request): Response {
  return cachedJson(request, openApiDocument(getEnv().SERVER_URL))
}

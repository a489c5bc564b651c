/* Payload REST API under /api (Payload's standard wiring). A form body Payload's parser would
 * fail on with a 500 (a broken multipart body) gets a 400 first; a method-override post whose
 * JSON body does not parse (Payload parses it outside its own error handling) a 400 too. Error
 * answers get the site's shape: a top-level `message`, no minified class names. Queries are
 * decided by src/hooks/rest-query, after Payload has parsed them. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { errorJson } from '@/contracts/http'
import { MALFORMED_JSON_MESSAGE } from '@/hooks/rest-query'
import { malformedForm, publicErrorAnswer } from '@/lib/malformed-request'

type Handler = ReturnType<typeof REST_POST>

const malformedJson = () =>
  Response.json(errorJson(MALFORMED_JSON_MESSAGE), { status: 400, headers: { 'Cache-Control': 'no-store' } })

const notFound = () =>
  Response.json(errorJson('Not found.'), { status: 404, headers: { 'Cache-Control': 'no-store' } })

const guarded =
  (handler: Handler): Handler =>
  async (request, args) => {
    const refused = await malformedForm(request)
    if (refused) return refused
    try {
      const response = await handler(request, args)
      // Payload's 501 "Cannot GET …" names a collection without endpoints (payload-migrations):
      // not part of the site, so not found (src/edge/refuse.ts answers it before Next).
      if (response.status === 501) return notFound()
      return await publicErrorAnswer(response)
    } catch (error) {
      if (error instanceof SyntaxError) return malformedJson()
      throw error
    }
  }

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = guarded(REST_OPTIONS(config))

/* Payload REST API under /api (Payload's standard wiring). Bodies Payload's parser would
 * fail on with a 500 (a broken multipart body) and `where` queries the database would fail
 * on get a 400 first; error answers lose their (minified) class names. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { malformedForm, malformedWhere, withoutErrorNames } from '@/lib/malformed-request'

type Handler = ReturnType<typeof REST_POST>
const guarded =
  (handler: Handler): Handler =>
  async (request, args) =>
    malformedWhere(request) ??
    (await malformedForm(request)) ??
    withoutErrorNames(await handler(request, args))

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

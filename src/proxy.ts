/**
 * Next.js proxy (formerly middleware), run only for form posts to pages: a multipart or
 * urlencoded body that does not parse would make Next's server-action parser throw (a 500);
 * it gets a 400 JSON `{"message"}` instead (issue 7, malformed-input sweep). Also for
 * /payment/{id}: an unknown id is rewritten to the 404 page (src/lib/unknown-package.ts).
 *
 * Why so narrow: a proxy on every request cost about 40% of the throughput of a prerendered
 * page (issue 6 benchmark). The XSRF-TOKEN cookie and the undecodable-path 400 it used to
 * handle are done by the site's HTTP server (src/server/http/server.ts), which also runs
 * under `npm run dev`.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { malformedForm } from '@/lib/malformed-request'
import { unknownPackage } from '@/lib/unknown-package'

export async function proxy(request: NextRequest): Promise<Response> {
  return (await malformedForm(request)) ?? (await unknownPackage(request)) ?? NextResponse.next()
}

export const config = {
  // The content types Next's server-action handling parses (next/dist/server/lib/server-action-request-meta).
  matcher: [
    // An unknown package id gets the server-rendered 404 page (src/lib/unknown-package.ts).
    '/payment/:id',
    {
      source: '/((?!api/|_next/).*)',
      has: [
        {
          type: 'header',
          key: 'content-type',
          value: '(multipart/form-data.*|application/x-www-form-urlencoded)',
        },
      ],
    },
  ],
}

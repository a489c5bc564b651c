/**
 * Next.js proxy (formerly middleware), run only for form posts to pages: a multipart or
 * urlencoded body that does not parse would make Next's server-action parser throw (a 500);
 * it gets a 400 JSON `{"message"}` instead.
 *
 * Why so narrow: a proxy on every request costs a large share of the throughput of a
 * prerendered page (docs/performance.md). The XSRF-TOKEN cookie and the undecodable-path 400
 * are set by the site's HTTP server (src/server/http/server.ts), which also runs under
 * `npm run dev`.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { malformedForm } from '@/lib/malformed-request'

export async function proxy(request: NextRequest): Promise<Response> {
  return (await malformedForm(request)) ?? NextResponse.next()
}

export const config = {
  // The content types Next's server-action handling parses (next/dist/server/lib/server-action-request-meta).
  matcher: [
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

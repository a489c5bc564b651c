/**
 * Next.js proxy (formerly middleware), run only for form posts and server-action posts to
 * pages, and for the pages that render on demand (/payment/{id}, /{slug}, /blog/…,
 * /case-studies/{slug}, /case-studies/page/{n}):
 * - a multipart or urlencoded body that does not parse, or an action body that is not React's
 *   JSON array of arguments, would make Next's server-action parser throw (a 500); it gets a
 *   400 JSON `{"message"}` instead;
 * - a post of a server action Payload's admin layout defines and the admin never calls gets a 400
 *   (src/server/payload-layout-actions.ts);
 * - a path of a page that renders on demand and names no document visitors may see (an unknown
 *   package on /payment/{id}, an unknown landing page, post, category, list page or case study)
 *   is rewritten to the 404 page (src/server/unknown-document.ts).
 *
 * Why so narrow: a proxy on every request costs a large share of the throughput of a
 * prerendered page (docs/performance.md). The XSRF-TOKEN cookie and the undecodable-path 400
 * are handled by the site's HTTP server (src/edge/server.ts), which also runs under
 * `npm run dev`.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { malformedActionBody, malformedForm } from '@/lib/malformed-request'
import { payloadLayoutAction } from '@/server/payload-layout-actions'
import { unknownDocument } from '@/server/unknown-document'

export async function proxy(request: NextRequest): Promise<Response> {
  return (
    payloadLayoutAction(request) ??
    (await malformedForm(request)) ??
    (await malformedActionBody(request)) ??
    (await unknownDocument(request)) ??
    NextResponse.next()
  )
}

export const config = {
  // The content types Next's server-action handling parses (next/dist/server/lib/server-action-request-meta).
  matcher: [
    // An unknown document gets the server-rendered 404 page (src/server/unknown-document.ts).
    '/payment/:id',
    '/blog/:path+',
    '/case-studies/:slug',
    '/case-studies/page/:n',
    // /payment alone: no page of its own; the 404 page, not the landing-page route's empty shell.
    '/payment',
    // One segment, not a route of the site nor a file: a landing page, or the 404 page
    // (src/server/unknown-document.ts). Keep the list in step with PAGE_RESERVED_SLUGS.
    '/:slug((?!(?:home|about|services|ourworks|package|contact|privacy-policy|terms-condition|payment|blog|case-studies|search|feed|terms|privacy|admin|api|_next)$)[^/.]+)',
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
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
  ],
}

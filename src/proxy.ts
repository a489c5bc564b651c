/**
 * Next.js proxy (formerly middleware): hands every visitor the anti-forgery cookie of
 * spec §7 (issue 4). A GET of a page or api/ path without an XSRF-TOKEN cookie gets one:
 * readable by scripts (Angular's HttpClient copies it into X-XSRF-TOKEN), SameSite=Lax,
 * Secure when the site is served over https. Checking the header is the job of each
 * non-GET public route handler (src/lib/xsrf.ts), so it sits next to the code it guards.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { getEnv } from '@/env'
import { malformedForm, malformedPath } from '@/lib/malformed-request'
import { newXsrfToken, XSRF_COOKIE } from '@/lib/xsrf'

/** Lifetime of the cookie (seconds); a new one is issued once it is gone. */
const XSRF_MAX_AGE_S = 60 * 60 * 24 * 7

export async function proxy(request: NextRequest): Promise<Response> {
  // Undecodable paths, and broken form bodies posted to pages (server actions), would be 500s further on.
  const malformed = malformedPath(request.nextUrl.pathname) ?? (request.nextUrl.pathname.startsWith('/api/') ? null : await malformedForm(request))
  if (malformed) return malformed
  const response = NextResponse.next()
  if ((request.method === 'GET' || request.method === 'HEAD') && !request.cookies.has(XSRF_COOKIE)) {
    response.cookies.set(XSRF_COOKIE, newXsrfToken(), {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: getEnv().SERVER_URL.startsWith('https:'),
      maxAge: XSRF_MAX_AGE_S,
    })
  }
  return response
}

export const config = {
  // Pages and api/ paths; not build assets, images or files with an extension (icons, robots).
  // Any path with a percent sign too, so an undecodable one is answered here (issue 7).
  matcher: ['/((?!_next/static|_next/image|.*\\.[a-z0-9]{2,5}$).*)', '/api/:path*', '/(.*%.*)'],
}

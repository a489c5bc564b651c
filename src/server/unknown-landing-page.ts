/**
 * /{slug} with no published landing page: the proxy (src/proxy.ts) rewrites it to an unmatched
 * path, so the visitor gets the server-rendered 404 page (src/app/global-not-found.tsx) with
 * status 404, as for any unknown address. The landing-page route renders on demand, and a
 * notFound() thrown while rendering answers an empty HTML shell (see ./unknown-package.ts).
 *
 * A segment that is not a slug is rewritten at once; a slug is asked of the data layer in this
 * process (`landingPageLookup` of src/infra/shared-state.ts, shared by src/server/package-lookup.ts
 * with the public read access: published pages only). Before Payload has started here, or when
 * the lookup fails, the request goes on unchanged: the page itself still answers 404. Imported by
 * the proxy: no `server-only`, and nothing here makes a Payload instance.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { PAGE_RESERVED_SLUGS } from '@/lib/pages'
import { isSlug } from '@/lib/slug'

import { readShared } from '@/infra/shared-state'

import { UNMATCHED_PATH } from './unknown-package'

/** One path segment, no dot (files such as /sitemap.xml are not landing pages). */
const LANDING_PATH = /^\/([^/.]+)\/?$/

/** A rewrite to the 404 page for a GET/HEAD of /{slug} that no published landing page has, else null. */
export async function unknownLandingPage(request: NextRequest): Promise<NextResponse | null> {
  const segment = LANDING_PATH.exec(request.nextUrl.pathname)?.[1]
  if (!segment || (request.method !== 'GET' && request.method !== 'HEAD')) return null
  if ((PAGE_RESERVED_SLUGS as readonly string[]).includes(segment)) return null
  const notFound = () => NextResponse.rewrite(new URL(UNMATCHED_PATH, request.url))
  if (!isSlug(segment)) return notFound()
  const lookup = readShared('landingPageLookup')
  if (!lookup) return null
  return (await lookup(segment).catch(() => true)) ? null : notFound()
}

/**
 * The proxy's 404 for a path whose page renders on demand and names a document visitors may not
 * see (src/proxy.ts): /payment/{key}, /{slug} (landing pages), /blog/{slug},
 * /blog/page/{n}, /blog/category/{slug} and its pages, /case-studies/{slug} and /case-studies/page/{n}. Such a page reads its
 * document per request or on its first request, so Next cannot 404 unknown ones at routing time,
 * and a notFound() thrown while rendering answers an empty HTML shell that only the browser's
 * JavaScript fills. The proxy rewrites those paths to UNMATCHED_PATH instead, so the visitor gets
 * the server-rendered 404 page (src/app/global-not-found.tsx) with status 404. /payment alone
 * (no page of its own) and a segment that cannot be a slug or a page number are rewritten at once.
 *
 * The proxy asks the data layer in this process: the lookup the serving process's Payload shares
 * (src/server/document-lookup.ts, src/infra/shared-state.ts `documentLookup`), with the public
 * read access (published documents only). The request goes on unchanged when it cannot tell:
 * before Payload has started here, when the lookup fails, and in draft preview (an editor's
 * preview of an unpublished document; the page then applies its own rules). Imported by the
 * proxy, which Next bundles apart from the routes: no `server-only`, and nothing here makes a
 * Payload instance.
 */
import { NextResponse, type NextRequest } from 'next/server'

import type { DocumentKind } from '@/contracts/document-kinds'
import { DRAFT_COOKIE } from '@/contracts/http'
import { readShared } from '@/infra/shared-state'
import { PAGE_RESERVED_SLUGS } from '@/lib/pages'
import { parsePageNumber } from '@/lib/pagination'
import { isSlug } from '@/lib/slug'

/** Rewrite target: a path no route matches. */
export const UNMATCHED_PATH = '/payment/unknown-package/not-found'

/**
 * A path's question: the document it names; null when it names none (a 404 at once);
 * undefined when the path is not an on-demand route's (a reserved /{slug}: a route of its own).
 */
type Question = { kind: DocumentKind; key: string } | null | undefined

const slugOf = (kind: DocumentKind, segment: string): Question =>
  isSlug(segment) ? { kind, key: segment } : null
const pageOf = (kind: DocumentKind, n: string, prefix = ''): Question =>
  Number.isNaN(parsePageNumber(n)) ? null : { kind, key: prefix + n }

/** Each on-demand route, most specific first: its path and the question its segments ask. */
const ROUTES: [RegExp, (...segments: string[]) => Question][] = [
  [/^\/payment\/?$/, () => null],
  [/^\/payment\/([^/]+)\/?$/, (key) => ({ kind: 'package', key })],
  [/^\/blog\/page\/([^/]+)\/?$/, (n) => pageOf('blog-page', n)],
  [/^\/blog\/category\/([^/]+)\/?$/, (slug) => slugOf('category', slug)],
  [
    /^\/blog\/category\/([^/]+)\/page\/([^/]+)\/?$/,
    (slug, n) => (isSlug(slug) ? pageOf('category-page', n, `${slug}/`) : null),
  ],
  [/^\/blog\/page\/?$/, () => null],
  // The index of categories: a route of its own.
  [/^\/blog\/category\/?$/, () => undefined],
  [/^\/blog\/([^/.]+)\/?$/, (slug) => slugOf('post', slug)],
  [/^\/case-studies\/page\/([^/]+)\/?$/, (n) => pageOf('case-studies-page', n)],
  [/^\/case-studies\/([^/]+)\/?$/, (slug) => slugOf('case-study', slug)],
  [
    /^\/([^/.]+)\/?$/,
    (segment) =>
      (PAGE_RESERVED_SLUGS as readonly string[]).includes(segment) ? undefined : slugOf('page', segment),
  ],
]

/** What `pathname` asks (undefined when no on-demand route has it). */
function questionOf(pathname: string): Question {
  for (const [pattern, ask] of ROUTES) {
    const segments = pattern.exec(pathname)?.slice(1)
    if (segments) return ask(...segments)
  }
  return undefined
}

/** A rewrite to the 404 page for a GET/HEAD of a path that names no document visitors may see, else null. */
export async function unknownDocument(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const question = questionOf(request.nextUrl.pathname)
  if (question === undefined) return null
  const notFound = () => NextResponse.rewrite(new URL(UNMATCHED_PATH, request.url))
  if (question === null) return notFound()
  const lookup = readShared('documentLookup')
  if (!lookup || request.cookies.has(DRAFT_COOKIE)) return null
  let key: string
  try {
    key = decodeURIComponent(question.key)
  } catch {
    return null
  }
  return (await lookup(question.kind, key).catch(() => true)) ? null : notFound()
}

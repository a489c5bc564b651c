/**
 * The proxy's 404 for on-demand pages whose document visitors may not see
 * (src/server/unknown-document.ts): it asks the lookup the serving process's Payload shares, and
 * lets the request go on when it cannot tell.
 */
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it } from 'vitest'

import type { DocumentKind } from '@/contracts/document-kinds'
import { DRAFT_COOKIE } from '@/contracts/http'
import { writeShared } from '@/infra/shared-state'
import { UNMATCHED_PATH, unknownDocument } from '@/server/unknown-document'

const get = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { method, headers })
const rewrittenTo = (response: Response | null) => response?.headers.get('x-middleware-rewrite') ?? null
const NOT_FOUND = `http://localhost:3000${UNMATCHED_PATH}`

/** A lookup that knows `known` (`kind:key`) and records what it was asked. */
function lookupOf(...known: string[]) {
  const asked: string[] = []
  writeShared('documentLookup', async (kind: DocumentKind, key: string) => {
    asked.push(`${kind}:${key}`)
    return known.includes(`${kind}:${key}`)
  })
  return asked
}

afterEach(() => writeShared('documentLookup', undefined))

describe('unknownDocument', () => {
  it('asks the lookup what each on-demand path names, rewrites the unknown ones and lets the known ones go on', async () => {
    /** A known path and what it asks, then an unknown path and what it asks. */
    const cases = [
      [
        '/payment/web-standard/',
        'package:web-standard',
        '/payment/no-such%20package',
        'package:no-such package',
      ],
      ['/web-design-offer', 'page:web-design-offer', '/no-such-page', 'page:no-such-page'],
      ['/blog/seo-basics', 'post:seo-basics', '/blog/no-such-post', 'post:no-such-post'],
      ['/blog/category/seo', 'category:seo', '/blog/category/nope', 'category:nope'],
      ['/case-studies/greenline', 'case-study:greenline', '/case-studies/nope', 'case-study:nope'],
      ['/blog/page/2', 'blog-page:2', '/blog/page/3', 'blog-page:3'],
      ['/case-studies/page/2', 'case-studies-page:2', '/case-studies/page/3', 'case-studies-page:3'],
      [
        '/blog/category/seo/page/2',
        'category-page:seo/2',
        '/blog/category/seo/page/3',
        'category-page:seo/3',
      ],
    ]
    const asked = lookupOf(...cases.map(([, question]) => question!))
    for (const [known, knownQuestion, unknown, unknownQuestion] of cases) {
      expect(await unknownDocument(get(known!)), known).toBeNull()
      expect(rewrittenTo(await unknownDocument(get(unknown!))), unknown).toBe(NOT_FOUND)
      expect(asked.splice(0), known).toEqual([knownQuestion, unknownQuestion])
    }
  })

  it('rewrites at once, without asking, what can name no document', async () => {
    const asked = lookupOf()
    for (const path of [
      '/payment',
      '/payment/',
      '/blog/page',
      '/blog/page/02',
      '/case-studies/page/0',
      '/case-studies/page/x',
      '/blog/page/x',
      '/blog/category/seo/page/0',
      '/blog/category/Not%20A%20Slug',
      '/Not%20A%20Slug',
    ])
      expect(rewrittenTo(await unknownDocument(get(path))), path).toBe(NOT_FOUND)
    expect(asked).toEqual([])
  })

  it('leaves routes of their own alone: reserved slugs, files, other routes', async () => {
    const asked = lookupOf()
    for (const path of [
      '/about',
      '/blog',
      '/search',
      '/blog/rss.xml',
      '/blog/category',
      '/blog/category/',
      '/feed',
      '/terms',
      '/privacy',
      '/sitemap.xml',
      '/services/page/2',
      '/api/x',
    ])
      expect(await unknownDocument(get(path)), path).toBeNull()
    expect(asked).toEqual([])
  })

  it('lets the request go on when it cannot tell (no lookup yet, a failed lookup, a malformed key)', async () => {
    expect(await unknownDocument(get('/blog/no-such-post'))).toBeNull()
    writeShared('documentLookup', () => Promise.reject(new Error('database down')))
    expect(await unknownDocument(get('/payment/no-such-package'))).toBeNull()
    lookupOf()
    expect(await unknownDocument(get('/payment/%E0%A4%A'))).toBeNull()
  })

  it('lets an editor in draft preview through, and only looks at GET and HEAD', async () => {
    lookupOf()
    expect(await unknownDocument(get('/blog/draft-post', 'GET', { cookie: `${DRAFT_COOKIE}=x` }))).toBeNull()
    expect(await unknownDocument(get('/payment/x', 'POST'))).toBeNull()
    expect(await unknownDocument(get('/payment', 'POST'))).toBeNull()
    expect(rewrittenTo(await unknownDocument(get('/payment/x', 'HEAD')))).toBe(NOT_FOUND)
  })
})

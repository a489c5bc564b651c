import 'server-only'

import type { CollectionSlug, Payload, Where } from 'payload'

import { BLOG_PAGE_SIZE, CASE_STUDIES_PAGE_SIZE } from '@/contracts/constants'
import type { DocumentKind } from '@/contracts/document-kinds'
import { writeShared } from '@/infra/shared-state'
import { hasPage, parsePageNumber } from '@/lib/pagination'

/** How many documents of `collection` visitors may see (published; its public read access) match `where`. */
async function visible(payload: Payload, collection: CollectionSlug, where: Where): Promise<number> {
  const { totalDocs } = await payload.count({ collection, where, overrideAccess: false })
  return totalDocs
}

/**
 * Whether the document `kind` / `key` names (src/contracts/document-kinds.ts) is one visitors may
 * see. Uncached counts on the database: the answer decides a 404, so it is never older than the
 * database. Throws when the database cannot be read (the proxy then lets the page answer).
 */
export async function documentExists(payload: Payload, kind: DocumentKind, key: string): Promise<boolean> {
  const slug = (collection: CollectionSlug) => visible(payload, collection, { slug: { equals: key } })
  switch (kind) {
    case 'package':
      return (await visible(payload, 'packages', { key: { equals: key } })) > 0
    case 'page':
      return (await slug('pages')) > 0
    case 'post':
      return (await slug('posts')) > 0
    case 'case-study':
      return (await slug('case-studies')) > 0
    case 'category':
      return (await slug('categories')) > 0
    case 'blog-page':
      return hasPage(parsePageNumber(key), await visible(payload, 'posts', {}), BLOG_PAGE_SIZE)
    case 'case-studies-page':
      return hasPage(parsePageNumber(key), await visible(payload, 'case-studies', {}), CASE_STUDIES_PAGE_SIZE)
    case 'category-page': {
      const [category = '', n = ''] = key.split('/')
      if (!(await visible(payload, 'categories', { slug: { equals: category } }))) return false
      return hasPage(
        parsePageNumber(n),
        await visible(payload, 'posts', { 'categories.slug': { equals: category } }),
        BLOG_PAGE_SIZE,
      )
    }
  }
}

/**
 * Hands `documentExists` on `payload` to the proxy (src/server/unknown-document.ts) as the shared
 * value `documentLookup` (src/infra/shared-state.ts): Next bundles the proxy apart from the routes
 * and it must not make a Payload instance of its own (src/server/payload.ts says why).
 */
export function shareDocumentLookup(payload: Payload): void {
  writeShared('documentLookup', (kind, key) => documentExists(payload, kind, key))
}

import 'server-only'

/**
 * Site search (/search?q=…; docs/content.md "Search"). The searched collections are the one
 * list SEARCH_SOURCES below, their fields those of SEARCH_INDEX_FIELDS. A search finds, in the
 * database's full-text index of the published documents (src/hooks/search-index.ts; FTS5 on
 * SQLite, `tsvector` on PostgreSQL, both stemmed), the documents matching every clause of the
 * query: its words, each run of them that is a synonym standing for any form of its groups
 * (src/lib/search-terms.ts, the "Search synonyms" global). Ranked there (title first, newest
 * first among equals): one page of SEARCH_PAGE_SIZE (the best SEARCH_MAX_RESULTS are paged)
 * and the count. It then reads that page's documents through Payload with public access
 * (drafts and unpublished documents are never shown) for their URLs and excerpts.
 * The index is written in the same transaction as each change, so a published edit is found
 * at once on every instance; the synonyms are a cached read (`search-synonyms` tag) that a
 * save of the global expires on every instance (src/hooks/revalidate.ts).
 */
import { SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE, SERVICES_PAGE_SIZE } from '@/contracts/constants'
import { SEARCH_INDEX_FIELDS, type SearchedCollection, selectOf, valueAt } from '@/hooks/search-index'
import { postPath } from '@/lib/blog'
import { caseStudyPath } from '@/lib/case-studies'
import { landingPagePath } from '@/lib/pages'
import { pagePath } from '@/lib/pagination'
import { excerptAround, markMatches, type SearchQuery, type SearchResult } from '@/lib/search'
import { markedWords, searchClauses } from '@/lib/search-terms'
import { getClient } from '@/server/reads/cached-read'
import { getSearchSynonyms, getServices } from '@/server/data'
import { findInSearchIndex } from '@/server/search-index'

/** A document as a source's search reads it: its id and the fields the source names. */
type FoundDoc = { id: number; updatedAt?: string | null } & Record<string, unknown>

/** One searched collection. */
export type SearchSource = {
  collection: SearchedCollection
  /** What a result of this collection is called on the results page ("Blog post"). */
  type: string
  /** Field shown as the result's title (searched). */
  titleField: string
  /** Text fields searched; the first one that matches gives the excerpt (else the first). */
  textFields: readonly string[]
  /** Relationship to `categories`, whose titles are searched and shown with the result. */
  categoriesField?: string
  /** Other fields the URL needs (e.g. `slug`). */
  urlFields?: string[]
  /** Site path of a found document. */
  url: (doc: FoundDoc) => string | Promise<string>
}

/** Page of /services that shows the service `id`, with the card's fragment. */
async function servicePath(id: number): Promise<string> {
  const index = (await getServices()).findIndex((s) => s.id === id)
  const page = index < 0 ? 1 : Math.floor(index / SERVICES_PAGE_SIZE) + 1
  return `${pagePath('/services', page)}#service-${id}`
}

/** The searched collections: how each kind of result is named and linked (their fields: SEARCH_INDEX_FIELDS). */
export const SEARCH_SOURCES: SearchSource[] = [
  {
    collection: 'services',
    type: 'Service',
    ...SEARCH_INDEX_FIELDS.services,
    url: (doc) => servicePath(doc.id),
  },
  {
    collection: 'case-studies',
    type: 'Case study',
    ...SEARCH_INDEX_FIELDS['case-studies'],
    urlFields: ['slug'],
    url: (doc) => caseStudyPath(String(doc.slug)),
  },
  {
    collection: 'posts',
    type: 'Blog post',
    ...SEARCH_INDEX_FIELDS.posts,
    urlFields: ['slug'],
    url: (doc) => postPath(String(doc.slug)),
  },
  {
    collection: 'pages',
    type: 'Page',
    ...SEARCH_INDEX_FIELDS.pages,
    urlFields: ['slug'],
    url: (doc) => landingPagePath(String(doc.slug)),
  },
]

/**
 * One page of results. `total`: every document found; `capped`: more than SEARCH_MAX_RESULTS
 * were, and only the best SEARCH_MAX_RESULTS are paged (a narrower search finds the others);
 * `pageCount` is at least 1; `page` past `pageCount` has no results.
 */
export type SearchPage = {
  results: SearchResult[]
  page: number
  pageCount: number
  total: number
  capped: boolean
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const has = (value: string, word: string) => value.toLowerCase().includes(word)
const nothing = (page = 1): SearchPage => ({ results: [], page, pageCount: 1, total: 0, capped: false })

/** The found documents of `source` with `ids`, as visitors may read them (published only). */
async function readDocs(source: SearchSource, ids: number[]): Promise<FoundDoc[]> {
  const payload = await getClient()
  const found = await payload.find({
    collection: source.collection,
    where: { id: { in: ids } },
    select: selectOf([
      source.titleField,
      ...source.textFields,
      ...(source.categoriesField ? [source.categoriesField] : []),
      ...(source.urlFields ?? []),
      'updatedAt',
    ]) as never,
    // The categories' titles only (those visitors may read).
    depth: source.categoriesField ? 1 : 0,
    populate: { categories: { title: true } },
    pagination: false,
    overrideAccess: false,
  })
  return found.docs as unknown as FoundDoc[]
}

/** The titles of the populated categories of `doc` in `field` (none without the field). */
const categoryTitles = (doc: FoundDoc, field: string | undefined): string[] =>
  (field && Array.isArray(doc[field]) ? (doc[field] as unknown[]) : []).flatMap((category) => {
    const title = typeof category === 'object' && category ? (category as { title?: unknown }).title : null
    return typeof title === 'string' ? [title] : []
  })

/** A found document as a result: its title, categories and the excerpt of its first matching field, marked. */
async function toResult(source: SearchSource, doc: FoundDoc, words: string[]): Promise<SearchResult> {
  const texts = source.textFields.map((f) => text(valueAt(doc, f)))
  const matching = texts.find((t) => words.some((w) => has(t, w))) ?? texts[0] ?? ''
  return {
    key: `${source.collection}:${doc.id}`,
    type: source.type,
    url: await source.url(doc),
    title: markMatches(text(doc[source.titleField]), words),
    categories: markMatches(categoryTitles(doc, source.categoriesField).join(', '), words),
    excerpt: markMatches(excerptAround(matching, words), words),
  }
}

/**
 * Page `page` (1-based) of the results for `query` (src/lib/search.ts `parseSearchQuery`), in
 * the order of the index (src/server/search-index.ts). A query with a `problem`, or no letter
 * or digit, finds nothing. Throws when the database cannot be read (the page shows its error
 * page).
 */
export async function getSearchResults(query: SearchQuery, page: number): Promise<SearchPage> {
  const clauses = query.problem ? [] : searchClauses(query.words, await getSearchSynonyms())
  if (!clauses.length) return nothing()
  const { hits, total } = await findInSearchIndex(await getClient(), clauses, page, SEARCH_PAGE_SIZE)
  const pageCount = Math.max(1, Math.ceil(Math.min(total, SEARCH_MAX_RESULTS) / SEARCH_PAGE_SIZE))
  const counts = { page, pageCount, total, capped: total > SEARCH_MAX_RESULTS }
  // A page past the paged ones shows nothing, like a page past the last.
  if (page > pageCount) return { ...counts, results: [] }
  const words = markedWords(clauses)
  const docs = new Map<string, FoundDoc>()
  await Promise.all(
    SEARCH_SOURCES.map(async (source) => {
      const ids = hits.filter((h) => h.collection === source.collection).map((h) => h.docId)
      if (ids.length)
        for (const doc of await readDocs(source, ids)) docs.set(`${source.collection}:${doc.id}`, doc)
    }),
  )
  const results = await Promise.all(
    hits.flatMap(({ collection, docId }) => {
      const source = SEARCH_SOURCES.find((s) => s.collection === collection)
      const doc = docs.get(`${collection}:${docId}`)
      // A row whose document visitors may not read (never written so; the read decides).
      return source && doc ? [toResult(source, doc, words)] : []
    }),
  )
  return { ...counts, results }
}

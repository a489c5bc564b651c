import 'server-only'

/**
 * Site search (/search?q=…; docs/content.md "Search"). The searched collections are the one
 * list SEARCH_SOURCES below. A search reads each source's published documents (public access:
 * drafts and unpublished documents are never found) whose title or text fields contain every
 * word of the query (Payload's `contains`: SQL LIKE/ILIKE on SQLite and PostgreSQL), at most
 * SEARCH_MAX_RESULTS_PER_KIND per source, newest first; ranks them (words in the title first)
 * and returns one page of SEARCH_PAGE_SIZE. Nothing is kept between requests: every instance
 * reads the shared database, so a published edit is found at once everywhere.
 */
import type { CollectionSlug, Where } from 'payload'

import { SEARCH_MAX_RESULTS_PER_KIND, SEARCH_PAGE_SIZE, SERVICES_PAGE_SIZE } from '@/contracts/constants'
import { postPath } from '@/lib/blog'
import { caseStudyPath } from '@/lib/case-studies'
import { landingPagePath } from '@/lib/pages'
import { pagePath } from '@/lib/pagination'
import { excerptAround, markMatches, type SearchQuery, type TextPart } from '@/lib/search'
import { getClient } from '@/server/cached-read'
import { getServices } from '@/server/data'

/** A document as a source's search reads it: its id and the fields the source names. */
type FoundDoc = { id: number; updatedAt?: string | null } & Record<string, unknown>

/** One searched collection. */
export type SearchSource = {
  collection: CollectionSlug
  /** What a result of this collection is called on the results page ("Blog post"). */
  type: string
  /** Field shown as the result's title (searched). */
  titleField: string
  /** Text fields searched; the first one that matches gives the excerpt (else the first). */
  textFields: string[]
  /** Other fields the URL needs (e.g. `slug`). */
  urlFields?: string[]
  /** Site path of a found document. */
  url: (doc: FoundDoc) => string | Promise<string>
}

/** The value at `path` of `doc`: a field name, or `group.field` inside a group. */
function valueAt(doc: FoundDoc, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], doc)
}

/** Page of /services that shows the service `id`, with the card's fragment. */
async function servicePath(id: number): Promise<string> {
  const index = (await getServices()).findIndex((s) => s.id === id)
  const page = index < 0 ? 1 : Math.floor(index / SERVICES_PAGE_SIZE) + 1
  return `${pagePath('/services', page)}#service-${id}`
}

/** The searched collections, in the order their results come when ranked equal. */
export const SEARCH_SOURCES: SearchSource[] = [
  {
    collection: 'services',
    type: 'Service',
    titleField: 'title',
    textFields: ['short'],
    url: (doc) => servicePath(doc.id),
  },
  {
    collection: 'case-studies',
    type: 'Case study',
    titleField: 'title',
    textFields: ['summary', 'client', 'industry', 'challenge'],
    urlFields: ['slug'],
    url: (doc) => caseStudyPath(String(doc.slug)),
  },
  {
    collection: 'posts',
    type: 'Blog post',
    titleField: 'title',
    textFields: ['excerpt'],
    urlFields: ['slug'],
    url: (doc) => postPath(String(doc.slug)),
  },
  {
    collection: 'pages',
    type: 'Page',
    titleField: 'title',
    textFields: ['meta.description'],
    urlFields: ['slug'],
    url: (doc) => landingPagePath(String(doc.slug)),
  },
]

/** One result: its title and excerpt cut into runs with the matches marked. */
export type SearchResult = {
  key: string
  type: string
  url: string
  title: TextPart[]
  excerpt: TextPart[]
}

/**
 * One page of results. `total`: results ranked (at most SEARCH_MAX_RESULTS_PER_KIND a
 * source); `capped`: some source had more matches than that (a narrower search finds them);
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

/** Documents of `source` containing every word in its title or text fields. */
async function findIn(source: SearchSource, words: string[]) {
  const payload = await getClient()
  const fields = [source.titleField, ...source.textFields]
  const where: Where = {
    and: words.map((word) => ({ or: fields.map((field) => ({ [field]: { contains: word } })) })),
  }
  const select: Record<string, unknown> = {}
  for (const field of [...fields, ...(source.urlFields ?? []), 'updatedAt']) {
    // A dotted path (`meta.description`) selects inside its group.
    const [group, inner] = field.split('.')
    if (inner) select[group!] = { ...(select[group!] as object | undefined), [inner]: true }
    else select[field] = true
  }
  const found = await payload.find({
    collection: source.collection,
    where,
    select: select as never,
    sort: '-updatedAt',
    limit: SEARCH_MAX_RESULTS_PER_KIND,
    depth: 0,
    overrideAccess: false,
  })
  return { docs: found.docs as unknown as FoundDoc[], more: found.totalDocs > found.docs.length }
}

/** Rank of a document: every word in the title weighs most, the whole query in the title more. */
function score(source: SearchSource, doc: FoundDoc, query: SearchQuery): number {
  const title = text(doc[source.titleField])
  const inTitle = query.words.filter((w) => has(title, w)).length
  const phrase = query.words.length > 1 && has(title, query.query.toLowerCase()) ? 2 : 0
  return inTitle * 3 + phrase + (inTitle === query.words.length ? 4 : 0)
}

/**
 * Page `page` (1-based) of the results for `query` (src/lib/search.ts `parseSearchQuery`).
 * A query with a `problem` finds nothing. Throws when the database cannot be read (the page
 * shows its error page).
 */
export async function getSearchResults(query: SearchQuery, page: number): Promise<SearchPage> {
  if (query.problem || !query.words.length)
    return { results: [], page: 1, pageCount: 1, total: 0, capped: false }
  const found = await Promise.all(
    SEARCH_SOURCES.map(async (source) => ({ source, ...(await findIn(source, query.words)) })),
  )
  const ranked = found
    .flatMap(({ source, docs }, order) =>
      docs.map((doc, recency) => ({ source, doc, order, recency, score: score(source, doc, query) })),
    )
    .sort((a, b) => b.score - a.score || a.recency - b.recency || a.order - b.order)
  const pageCount = Math.max(1, Math.ceil(ranked.length / SEARCH_PAGE_SIZE))
  const slice = ranked.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE)
  const results = await Promise.all(
    slice.map(async ({ source, doc }) => {
      const texts = source.textFields.map((f) => text(valueAt(doc, f)))
      const matching = texts.find((t) => query.words.some((w) => has(t, w))) ?? texts[0] ?? ''
      return {
        key: `${source.collection}:${doc.id}`,
        type: source.type,
        url: await source.url(doc),
        title: markMatches(text(doc[source.titleField]), query.words),
        excerpt: markMatches(excerptAround(matching, query.words), query.words),
      }
    }),
  )
  return { results, page, pageCount, total: ranked.length, capped: found.some((f) => f.more) }
}

/**
 * /search?q=…&page=n: the site search (docs/content.md "Search"), rendered per request from the
 * query (never stored by the page cache: Next marks the answer `no-store`). A GET form, the
 * number of results and SEARCH_PAGE_SIZE results a page (type, title and excerpt, the matches
 * in `<mark>`), with numbered page links. An empty or too long search, or one that finds
 * nothing, gets a page saying so; a page number past the last, or not a number, is a 404.
 * Search result pages are `noindex` and not in the sitemap.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/JsonLd/JsonLd'
import { Pagination } from '@/components/Pagination/Pagination'
import { PageBanner } from '@/components/PageBanner/PageBanner'
import { SearchForm } from '@/components/search/SearchForm'
import { SearchResults } from '@/components/search/SearchResults'
import { SEARCH_MAX_RESULTS, SEARCH_QUERY_MAX_CHARS, TEXT } from '@/contracts/constants'
import {
  parseSearchPage,
  parseSearchQuery,
  SEARCH_PATH,
  SEARCH_SUMMARY_ID,
  searchPath,
  type SearchQuery,
} from '@/lib/search'
import { getSearchResults } from '@/server/search'
import { getEnv } from '@/env'
import { pageMetadata } from '@/server/seo/metadata'
import { breadcrumbLd } from '@/server/seo/structured-data'

import styles from '@/components/search/search.module.css'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query, problem } = parseSearchQuery((await searchParams).q)
  const base = await pageMetadata({
    path: problem ? SEARCH_PATH : searchPath(query),
    title: problem ? TEXT.searchHeading : `${TEXT.searchHeading}: ${query}`,
    description: 'Search the services, case studies, blog posts and pages of the site.',
  })
  return { ...base, robots: { index: false, follow: true } }
}

/** What the page says above the results. */
function summary(search: SearchQuery, total: number, capped: boolean): string {
  if (search.problem === 'empty')
    return 'Type a word or two to search the services, case studies, blog and pages.'
  if (search.problem === 'too-long')
    return `That search is too long: use at most ${SEARCH_QUERY_MAX_CHARS} characters.`
  if (!total) return `No results for “${search.query}”. Try fewer or other words.`
  const more = capped ? ` (the best ${SEARCH_MAX_RESULTS} are shown; more words narrow the search)` : ''
  return `${total} ${total === 1 ? 'result' : 'results'} for “${search.query}”${more}.`
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const search = parseSearchQuery(params.q)
  const page = parseSearchPage(params.page)
  if (!Number.isSafeInteger(page)) notFound()
  const found = await getSearchResults(search, page)
  if (page > found.pageCount) notFound()
  return (
    <>
      <PageBanner title={TEXT.searchHeading} />
      <JsonLd data={breadcrumbLd([{ name: TEXT.searchHeading, path: SEARCH_PATH }], getEnv().SERVER_URL)} />
      <div className="section container">
        <SearchForm id="search-page-query" variant="page" query={search.query} />
        <p
          id={SEARCH_SUMMARY_ID}
          tabIndex={-1}
          role="status"
          className={styles.summary}
          data-testid="search-summary"
        >
          {summary(search, found.total, found.capped)}
        </p>
        <SearchResults results={found.results} />
        <Pagination
          basePath={SEARCH_PATH}
          page={page}
          pageCount={found.pageCount}
          label="Search result pages"
          hrefFor={(n) => searchPath(search.query, n)}
        />
      </div>
    </>
  )
}

/**
 * Site search as integration tests call it: `search(q, page)` parses `q` as /search does and
 * returns that page of results (src/server/search.ts); `titles(q)` the plain titles of page 1.
 */
import { parseSearchQuery } from '@/lib/search'
import { getSearchResults } from '@/server/search'

export const search = (q: string, page = 1) => getSearchResults(parseSearchQuery(q), page)

export const titles = async (q: string): Promise<string[]> =>
  (await search(q)).results.map((r) => r.title.map((p) => p.text).join(''))

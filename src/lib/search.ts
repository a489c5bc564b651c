/**
 * Pure helpers of site search (docs/content.md "Search"): reading the `q` and `page` query
 * parameters of /search, and cutting a result's text into an excerpt whose matches are marked.
 * Nothing here knows the CMS; the reads are in src/server/search.ts.
 */
import { SEARCH_MAX_WORDS, SEARCH_QUERY_MAX_CHARS } from '@/contracts/constants'

import { parsePageNumber } from './pagination'

export const SEARCH_PATH = '/search'

/**
 * Id of the results page's summary ("3 results for …"): the search forms post to
 * `/search#search-summary`, so the answer opens at the outcome, without JavaScript too.
 */
export const SEARCH_SUMMARY_ID = 'search-summary'

/**
 * A search as the page reads it. `query`: the visitor's text, trimmed and with runs of spaces
 * (and control characters) made one space; `words`: the lower-case words matched, at most
 * SEARCH_MAX_WORDS, without SQL LIKE wildcards (`%`, `_`, `\` separate words: they are never
 * patterns). `problem`: why nothing is searched (`empty`: no word; `too-long`: over
 * SEARCH_QUERY_MAX_CHARS characters).
 */
export type SearchQuery = { query: string; words: string[]; problem?: 'empty' | 'too-long' }

/** The first value of a query parameter as Next gives it (string, repeated, or absent). */
const firstValue = (value: unknown): string =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : ''

/** Reads `q` (any value Next's `searchParams` may hold) into a SearchQuery; never throws. */
export function parseSearchQuery(raw: unknown): SearchQuery {
  const query = firstValue(raw)
    .normalize('NFC')
    .replace(/[\s\u0000-\u001f\u007f]+/g, ' ')
    .trim()
  if ([...query].length > SEARCH_QUERY_MAX_CHARS)
    return { query: [...query].slice(0, SEARCH_QUERY_MAX_CHARS).join(''), words: [], problem: 'too-long' }
  const words = [
    ...new Set(
      query
        .toLowerCase()
        .split(/[\s%_\\]+/)
        .filter(Boolean),
    ),
  ].slice(0, SEARCH_MAX_WORDS)
  return words.length ? { query, words } : { query, words, problem: 'empty' }
}

/** Reads `page` (1-based): absent means 1; anything but a plain page number is NaN (no such page). */
export function parseSearchPage(raw: unknown): number {
  const value = firstValue(raw)
  return value === '' ? 1 : parsePageNumber(value)
}

/** Path of page `page` of the results for `query`: page 1 has no `page` parameter. */
export function searchPath(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query })
  if (page > 1) params.set('page', String(page))
  return `${SEARCH_PATH}?${params.toString()}`
}

/** A run of text, marked when it is a match. Rendered as text, so it is never HTML. */
export type TextPart = { text: string; match: boolean }

/** One result: its title, its categories' titles (comma-separated) and excerpt cut into runs with the matches marked. */
export type SearchResult = {
  key: string
  type: string
  url: string
  title: TextPart[]
  categories: TextPart[]
  excerpt: TextPart[]
}

/** Case-insensitive, with every character of `word` matched literally. */
function wordsPattern(words: string[]): RegExp | null {
  const escaped = words.filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  // Longest first, so "seo-audit" is marked whole before "seo".
  escaped.sort((a, b) => b.length - a.length)
  return escaped.length ? new RegExp(escaped.join('|'), 'giu') : null
}

/** `text` cut into runs, the occurrences of any of `words` (case-insensitive) marked. */
export function markMatches(text: string, words: string[]): TextPart[] {
  const pattern = wordsPattern(words)
  if (!pattern || !text) return text ? [{ text, match: false }] : []
  const parts: TextPart[] = []
  let last = 0
  for (const found of text.matchAll(pattern)) {
    const start = found.index
    if (start > last) parts.push({ text: text.slice(last, start), match: false })
    parts.push({ text: found[0], match: true })
    last = start + found[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false })
  return parts
}

/**
 * At most `max` characters of `text` around its first match of `words` (from the start when
 * none matches), cut at word boundaries, with an ellipsis where text was left out.
 */
export function excerptAround(text: string, words: string[], max = 220): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const pattern = wordsPattern(words)
  const first = pattern ? (pattern.exec(clean)?.index ?? 0) : 0
  let start = Math.max(0, first - Math.floor(max / 3))
  if (start > 0) {
    const space = clean.indexOf(' ', start)
    start = space === -1 || space > first ? start : space + 1
  }
  let end = Math.min(clean.length, start + max)
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end)
    if (space > Math.max(start, first)) end = space
  }
  return `${start > 0 ? '… ' : ''}${clean.slice(start, end)}${end < clean.length ? ' …' : ''}`
}

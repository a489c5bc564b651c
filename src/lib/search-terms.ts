/**
 * The words of a search as the full-text index matches them (docs/content.md "Search"), and
 * the two engines' query strings, each passed to the database as one bound parameter:
 * - a term is a run of letters, marks and digits, as both indexes cut text into words
 *   (SQLite FTS5 `unicode61`, PostgreSQL's `simple` configuration); `30-day` is two terms;
 * - every term is required;
 * - a term of SEARCH_PREFIX_MIN_CHARS characters or more also finds the words it starts
 *   (`seo` finds `seo-friendly`); a shorter one finds only itself, since a one-letter prefix
 *   would find nearly every document.
 * Built only from letters, marks and digits, and quoted, so no query syntax of either engine
 * (`"`, `*`, `NEAR`, `AND`, `:`, `&`, `!`, parentheses) can reach it from the visitor's text.
 */
import { SEARCH_PREFIX_MIN_CHARS } from '@/contracts/constants'

/** One word to find: `token` lower-case letters, marks and digits; `prefix`: words it starts match too. */
export type SearchTerm = { token: string; prefix: boolean }

/** The distinct terms of `words` (src/lib/search.ts `parseSearchQuery`), in order; may be empty. */
export function searchTerms(words: string[]): SearchTerm[] {
  const tokens = words.flatMap((word) => word.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u)).filter(Boolean)
  return [...new Set(tokens)].map((token) => ({
    token,
    prefix: [...token].length >= SEARCH_PREFIX_MIN_CHARS,
  }))
}

/** FTS5 MATCH expression: each term a quoted phrase (`"` doubled), `*` for a prefix, all required. */
export function fts5Match(terms: SearchTerm[]): string {
  return terms.map((t) => `"${t.token.replaceAll('"', '""')}"${t.prefix ? '*' : ''}`).join(' AND ')
}

/** PostgreSQL `to_tsquery` text: each term a quoted lexeme (`'` doubled), `:*` for a prefix, `&` between. */
export function tsQuery(terms: SearchTerm[]): string {
  return terms.map((t) => `'${t.token.replaceAll("'", "''")}'${t.prefix ? ':*' : ''}`).join(' & ')
}

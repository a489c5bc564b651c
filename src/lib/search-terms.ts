/**
 * The words of a search as the full-text index matches them (docs/content.md "Search"), and
 * the two engines' query strings, each passed to the database as one bound parameter:
 * - a term is a run of letters, marks and digits, as both indexes cut text into words
 *   (SQLite FTS5 `unicode61` under `porter`, PostgreSQL's parser); `30-day` is two terms;
 * - every term is required; the database compares English stems (`designing` finds *design*);
 * - a term of SEARCH_PREFIX_MIN_CHARS characters or more also finds the words whose stem it
 *   starts (`seo` finds `seo-friendly`); a shorter one finds only itself, since a one-letter
 *   prefix would find nearly every document;
 * - a run of terms that is a form of a synonym group (src/lib/search-synonyms.ts) is one
 *   clause: found as typed, or as any other form of its groups, each a phrase of whole words.
 * Built only from letters, marks and digits, and quoted, so no query syntax of either engine
 * (`"`, `*`, `NEAR`, `AND`, `:`, `&`, `!`, parentheses) can reach it from the visitor's text.
 * Also what a result marks of the clauses (`markedWords`).
 */
import { SEARCH_PREFIX_MIN_CHARS } from '@/contracts/constants'

/** One word to find: `token` lower-case letters, marks and digits; `prefix`: words it starts match too. */
export type SearchTerm = { token: string; prefix: boolean }

/** The form of a synonym: its words (lower-case letters, marks and digits), matched as a phrase. */
export type SynonymForm = string[]

/**
 * One required part of a search: its `terms` (every one needed), or else any of `synonyms`
 * (each a phrase; none for a term of no synonym group).
 */
export type SearchClause = { terms: SearchTerm[]; synonyms: SynonymForm[] }

/** The lower-case words (runs of letters, marks and digits) of `text`, in order, repeats kept. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
}

const termOf = (token: string): SearchTerm => ({
  token,
  prefix: [...token].length >= SEARCH_PREFIX_MIN_CHARS,
})

/**
 * The clauses of `words` (src/lib/search.ts `parseSearchQuery`) given the synonym `groups`
 * (each a list of forms): from left to right,
 * the longest run of words that is a form of some group becomes one clause whose synonyms
 * are the other forms of every group holding it; any other word is a clause of its own.
 * Repeated clauses are kept once. Empty when `words` hold no letter or digit.
 */
export function searchClauses(words: string[], groups: SynonymForm[][] = []): SearchClause[] {
  const byForm = new Map<string, SynonymForm[]>()
  for (const forms of groups)
    for (const form of forms) {
      const key = form.join(' ')
      const others = forms.filter((other) => other.join(' ') !== key)
      byForm.set(key, [...(byForm.get(key) ?? []), ...others])
    }
  const longest = Math.max(0, ...[...byForm.keys()].map((key) => key.split(' ').length))
  const tokens = words.flatMap(wordsOf)
  const clauses = new Map<string, SearchClause>()
  for (let at = 0; at < tokens.length;) {
    let length = Math.min(longest, tokens.length - at)
    while (length > 1 && !byForm.has(tokens.slice(at, at + length).join(' '))) length--
    const run = tokens.slice(at, at + Math.max(length, 1))
    const synonyms = unique(byForm.get(run.join(' ')) ?? [])
    const clause = { terms: [...new Set(run)].map(termOf), synonyms }
    clauses.set(JSON.stringify(clause), clause)
    at += run.length
  }
  return [...clauses.values()]
}

/** `forms` without repeats, in order. */
function unique(forms: SynonymForm[]): SynonymForm[] {
  const seen = new Map(forms.map((form) => [form.join(' '), form]))
  return [...seen.values()]
}

/** `parts` joined by `operator`, in parentheses when more than one. */
const group = (parts: string[], operator: string) =>
  parts.length > 1 ? `(${parts.join(` ${operator} `)})` : (parts[0] ?? '')

/** How an engine writes a term, a synonym's phrase, and its AND and OR. */
type Syntax = {
  term: (term: SearchTerm) => string
  phrase: (form: SynonymForm) => string
  and: string
  or: string
}

/** `clauses` in `syntax`: a clause's terms AND-ed, OR-ed with its synonyms; clauses AND-ed. */
const queryText = (clauses: SearchClause[], syntax: Syntax): string =>
  clauses
    .map(({ terms, synonyms }) =>
      group([group(terms.map(syntax.term), syntax.and), ...synonyms.map(syntax.phrase)], syntax.or),
    )
    .join(` ${syntax.and} `)

const ftsQuote = (text: string) => `"${text.replaceAll('"', '""')}"`
const lexeme = (token: string) => `'${token.replaceAll("'", "''")}'`

/** FTS5 MATCH expression: each term a quoted phrase (`"` doubled), `*` for a prefix; each synonym one quoted phrase of its words. */
export const fts5Match = (clauses: SearchClause[]): string =>
  queryText(clauses, {
    term: (t) => `${ftsQuote(t.token)}${t.prefix ? '*' : ''}`,
    phrase: (form) => ftsQuote(form.join(' ')),
    and: 'AND',
    or: 'OR',
  })

/** PostgreSQL `to_tsquery` text: each term a quoted lexeme (`'` doubled), `:*` for a prefix; each synonym its lexemes joined by `<->` (a phrase). */
export const tsQuery = (clauses: SearchClause[]): string =>
  queryText(clauses, {
    term: (t) => `${lexeme(t.token)}${t.prefix ? ':*' : ''}`,
    phrase: (form) => group(form.map(lexeme), '<->'),
    and: '&',
    or: '|',
  })

/** Common English endings, longest first: cut from a word to mark the words of its stem. */
const ENDINGS = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ers', 'er', 'ed', 'es', 's']

/** The stem-like start of `token` a result marks (`designing` marks *design*, *designer*). */
function markStem(token: string): string {
  const ending = ENDINGS.find((e) => token.endsWith(e) && token.length - e.length >= 4)
  const cut = ending ? token.slice(0, -ending.length) : token
  return cut.length > 4 && cut.endsWith('e') ? cut.slice(0, -1) : cut
}

/**
 * What a result marks: each word's stem-like start, and each synonym as a phrase (its words
 * joined by a space or a hyphen). The database matched by stems, so this is a close reading.
 */
export function markedWords(clauses: SearchClause[]): string[] {
  return [
    ...new Set(
      clauses.flatMap(({ terms, synonyms }) => [
        ...terms.map((t) => markStem(t.token)),
        ...synonyms.flatMap((form) => (form.length > 1 ? [form.join(' '), form.join('-')] : form)),
      ]),
    ),
  ]
}

/**
 * Editor-managed search synonyms (the "Search synonyms" global, docs/content.md "Search"):
 * groups of equivalent terms, each group typed as its terms separated by commas
 * (`seo, search engine optimisation`). A term is cut into words as the index cuts text
 * (src/lib/search-terms.ts `wordsOf`), so `pay-per-click` is the phrase *pay per click*.
 * Pure: read by the global's validation and by the search (src/server/search.ts).
 */
import { type SynonymForm, wordsOf } from './search-terms'

/** At most this many characters in one group's text. */
export const SYNONYM_GROUP_MAX_CHARS = 300
/** At most this many terms in one group. */
export const SYNONYM_GROUP_MAX_TERMS = 12
/** At most this many words in one term. */
export const SYNONYM_TERM_MAX_WORDS = 6
/** At most this many groups. */
export const SYNONYM_MAX_GROUPS = 200

/** The distinct forms of a group's text, in order (terms without a letter or digit left out). */
export function synonymForms(text: string): SynonymForm[] {
  const forms = new Map<string, SynonymForm>()
  for (const term of text.split(',')) {
    const words = wordsOf(term)
    if (words.length) forms.set(words.join(' '), words)
  }
  return [...forms.values()]
}

/** `true`, or why a group's text cannot be saved (the admin shows it under the field). */
export function validateSynonymGroup(value: unknown): true | string {
  if (typeof value !== 'string' || !value.trim()) return 'Enter at least two terms, separated by commas.'
  if (value.length > SYNONYM_GROUP_MAX_CHARS)
    return `Keep a group under ${SYNONYM_GROUP_MAX_CHARS} characters: split it into several groups.`
  const terms = value.split(',').map((term) => term.trim())
  const empty = terms.find((term) => !wordsOf(term).length)
  if (empty !== undefined)
    return empty
      ? `"${empty}" has no letter or digit: remove it.`
      : 'Remove the empty term (two commas in a row, or a comma at an end).'
  const long = terms.find((term) => wordsOf(term).length > SYNONYM_TERM_MAX_WORDS)
  if (long) return `"${long}" has more than ${SYNONYM_TERM_MAX_WORDS} words: shorten it.`
  const forms = synonymForms(value)
  if (forms.length > SYNONYM_GROUP_MAX_TERMS)
    return `A group holds at most ${SYNONYM_GROUP_MAX_TERMS} terms: split it into several groups.`
  if (forms.length < 2) return 'Enter at least two different terms, separated by commas.'
  return true
}

/** The groups of the global's rows (`{ terms }`), each as its forms; rows that are not a valid group are left out. */
export function synonymGroups(rows: ReadonlyArray<{ terms?: unknown }> | null | undefined): SynonymForm[][] {
  return (rows ?? [])
    .filter((row) => validateSynonymGroup(row.terms) === true)
    .map((row) => synonymForms(row.terms as string))
}

/**
 * The terms of a search for the full-text index (src/lib/search-terms.ts): letters, marks and
 * digits only, every term required, a prefix from SEARCH_PREFIX_MIN_CHARS characters, each
 * quoted in the engine's syntax.
 */
import { describe, expect, it } from 'vitest'

import { SEARCH_PREFIX_MIN_CHARS } from '@/contracts/constants'
import { fts5Match, searchTerms, tsQuery } from '@/lib/search-terms'

describe('searchTerms', () => {
  it('cuts words into runs of letters, marks and digits, once each, lower-case', () => {
    expect(searchTerms(['30-day', 'SEO', 'seo', 'café', "l'été"]).map((t) => t.token)).toEqual([
      '30',
      'day',
      'seo',
      'café',
      'l',
      'été',
    ])
    expect(searchTerms(['"', '*', '()', '&|!', ':'])).toEqual([])
  })

  it(`finds words a term starts from ${SEARCH_PREFIX_MIN_CHARS} characters; a shorter one only itself`, () => {
    expect(searchTerms(['e', 'ab', 'é'])).toEqual([
      { token: 'e', prefix: false },
      { token: 'ab', prefix: true },
      { token: 'é', prefix: false },
    ])
  })
})

describe('engine queries', () => {
  const terms = searchTerms(['"local', 'seo*', 'near(x)', 'AND'])

  it('FTS5: each term a quoted phrase, all required', () => {
    expect(fts5Match(terms)).toBe('"local"* AND "seo"* AND "near"* AND "x" AND "and"*')
  })

  it('PostgreSQL: each term a quoted lexeme, all required', () => {
    expect(tsQuery(terms)).toBe("'local':* & 'seo':* & 'near':* & 'x' & 'and':*")
  })
})

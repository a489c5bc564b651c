/**
 * The terms of a search for the full-text index (src/lib/search-terms.ts): letters, marks and
 * digits only, every term required, a prefix from SEARCH_PREFIX_MIN_CHARS characters, each
 * quoted in the engine's syntax; a run of terms that is a synonym stands for every form of its
 * groups (src/lib/search-synonyms.ts: the groups as editors type them, and their checks).
 */
import { describe, expect, it } from 'vitest'

import { SEARCH_PREFIX_MIN_CHARS } from '@/contracts/constants'
import {
  SYNONYM_GROUP_MAX_CHARS,
  synonymForms,
  synonymGroups,
  validateSynonymGroup,
} from '@/lib/search-synonyms'
import { fts5Match, markedWords, searchClauses, tsQuery } from '@/lib/search-terms'

/** The terms of `words` without synonyms: one clause each. */
const searchTerms = (words: string[]) => searchClauses(words).flatMap((clause) => clause.terms)

describe('terms', () => {
  it('cuts words into runs of letters, marks and digits, once each, lower-case, one clause each', () => {
    expect(searchClauses(['seo', 'ppc']).map((c) => c.synonyms)).toEqual([[], []])
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
  const clauses = searchClauses(['"local', 'seo*', 'near(x)', 'AND'])

  it('FTS5: each term a quoted phrase, all required', () => {
    expect(fts5Match(clauses)).toBe('"local"* AND "seo"* AND "near"* AND "x" AND "and"*')
  })

  it('PostgreSQL: each term a quoted lexeme, all required', () => {
    expect(tsQuery(clauses)).toBe("'local':* & 'seo':* & 'near':* & 'x' & 'and':*")
  })
})

describe('synonyms', () => {
  const groups = [
    synonymForms('SEO, search engine optimisation'),
    synonymForms('ppc, Pay-Per-Click'),
    synonymForms('seo, findability'),
  ]

  it('a group is its distinct forms, each the words of a term', () => {
    expect(synonymForms(' SEO ,search  engine optimisation, seo, Pay-per-click ,')).toEqual([
      ['seo'],
      ['search', 'engine', 'optimisation'],
      ['pay', 'per', 'click'],
    ])
  })

  it('a word of a group stands for every form of every group holding it', () => {
    expect(searchClauses(['local', 'SEO'], groups)).toEqual([
      { terms: [{ token: 'local', prefix: true }], synonyms: [] },
      {
        terms: [{ token: 'seo', prefix: true }],
        synonyms: [['search', 'engine', 'optimisation'], ['findability']],
      },
    ])
  })

  it('the longest run of words that is a form is one clause; its other forms are phrases', () => {
    const clauses = searchClauses(['pay-per-click', 'search', 'engine', 'optimisation', 'tips'], groups)
    expect(clauses.map((c) => [c.terms.map((t) => t.token), c.synonyms])).toEqual([
      [['pay', 'per', 'click'], [['ppc']]],
      [['search', 'engine', 'optimisation'], [['seo']]],
      [['tips'], []],
    ])
    expect(fts5Match(clauses)).toBe(
      '(("pay"* AND "per"* AND "click"*) OR "ppc") AND (("search"* AND "engine"* AND "optimisation"*) OR "seo") AND "tips"*',
    )
    expect(tsQuery(clauses)).toBe(
      "(('pay':* & 'per':* & 'click':*) | 'ppc') & (('search':* & 'engine':* & 'optimisation':*) | 'seo') & 'tips':*",
    )
    expect(tsQuery(searchClauses(['ppc'], groups))).toBe("('ppc':* | ('pay' <-> 'per' <-> 'click'))")
  })

  it('words that only start a form stay words; a repeated clause is kept once', () => {
    expect(searchClauses(['search', 'engine'], groups)).toEqual(searchClauses(['search', 'engine']))
    expect(searchClauses(['seo', 'SEO'], groups)).toHaveLength(1)
    expect(searchClauses(['"', '*'], groups)).toEqual([])
  })

  it('quotes and operators typed into a synonym never reach the engines as syntax', () => {
    const odd = [synonymForms(`it's, "quoted" AND NOT(x)*`)]
    expect(fts5Match(searchClauses(['it', 's'], odd))).toBe('(("it"* AND "s") OR "quoted and not x")')
    expect(tsQuery(searchClauses(['it', 's'], odd))).toBe(
      "(('it':* & 's') | ('quoted' <-> 'and' <-> 'not' <-> 'x'))",
    )
  })

  it('checks a group as an editor types it, with a message naming the fix', () => {
    expect(validateSynonymGroup('seo, search engine optimisation')).toBe(true)
    for (const [value, message] of [
      ['', /at least two terms/],
      [null, /at least two terms/],
      ['seo', /at least two different terms/],
      ['seo, SEO', /at least two different terms/],
      ['seo,, ppc', /empty term/],
      ['seo, ppc,', /empty term/],
      ['seo, ***', /"\*\*\*" has no letter or digit/],
      ['seo, one two three four five six seven', /more than 6 words/],
      [`seo, ${'a'.repeat(SYNONYM_GROUP_MAX_CHARS)}`, /under 300 characters/],
      [Array.from({ length: 13 }, (_, i) => `t${i}`).join(', '), /at most 12 terms/],
    ] as const)
      expect(validateSynonymGroup(value), String(value)).toMatch(message)
  })

  it('the groups of the global leave out rows an older check let through', () => {
    expect(synonymGroups([{ terms: 'seo, search engine optimisation' }, { terms: 'lonely' }, {}])).toEqual([
      [['seo'], ['search', 'engine', 'optimisation']],
    ])
    expect(synonymGroups(null)).toEqual([])
  })
})

describe('marks', () => {
  it("a result marks each word's stem-like start and each synonym, spaced or hyphenated", () => {
    const groups = [synonymForms('ppc, pay-per-click')]
    expect(markedWords(searchClauses(['designing', 'websites', 'ordered', 'ppc', 'news'], groups))).toEqual([
      'design',
      'websit',
      'order',
      'ppc',
      'pay per click',
      'pay-per-click',
      'news',
    ])
    expect(markedWords(searchClauses(['advertisements', 'seo']))).toEqual(['advertis', 'seo'])
  })
})

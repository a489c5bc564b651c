/**
 * The demo content never contradicts itself about the agency: every figure it states about the
 * agency (a count with '+', a founding year, a number of countries) is the one of
 * src/seed/content/facts.ts, and the about record's counters are those figures. Walks every
 * text of the demo content; the case studies' results and the packages' feature lines are the
 * clients' and the offers' figures, not the agency's, and are left out.
 */
import { describe, expect, it } from 'vitest'

import { categorySeeds, postSeeds } from '@/seed/content/blog'
import { caseStudySeeds } from '@/seed/content/case-studies'
import * as copy from '@/seed/content/copy'
import { AGENCY_FACTS } from '@/seed/content/facts'
import { webDesignOfferSeed } from '@/seed/content/landing-pages'

/** Every string inside `value` (objects, arrays, rich text), depth first. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

/** The agency's claims of `text`: [what, number] for each figure it states. */
function claims(text: string): Array<[string, number]> {
  const found: Array<[string, number]> = []
  for (const m of text.matchAll(/\b(\d[\d,]*)\+(?=\s)/g))
    found.push(['projects', Number(m[1]!.replace(/,/g, ''))])
  for (const m of text.matchAll(/\bsince (\d{4})\b/gi)) found.push(['foundedYear', Number(m[1])])
  for (const m of text.matchAll(/\bin (\d+) countries\b/gi)) found.push(['countries', Number(m[1])])
  return found
}

const EXPECTED: Record<string, number> = {
  projects: AGENCY_FACTS.projects,
  foundedYear: AGENCY_FACTS.foundedYear,
  countries: AGENCY_FACTS.countries,
}

const DEMO_TEXTS = texts([
  copy,
  webDesignOfferSeed,
  postSeeds,
  categorySeeds,
  caseStudySeeds.map(({ results: _clientFigures, ...study }) => study),
])

describe('demo facts', () => {
  it('states every figure about the agency as facts.ts does, on every page', () => {
    const wrong = DEMO_TEXTS.flatMap((text) =>
      claims(text)
        .filter(([what, n]) => EXPECTED[what] !== n)
        .map(([what, n]) => `${what} ${n} in "${text.slice(0, 80)}"`),
    )
    expect(wrong).toEqual([])
  })

  it('the claims it checks are there: the footer, the counters and the landing page quote them', () => {
    const stated = DEMO_TEXTS.flatMap(claims).map(([what]) => what)
    expect(new Set(stated)).toEqual(new Set(Object.keys(EXPECTED)))
  })

  it("the home page's counters are the agency's figures", () => {
    expect(copy.aboutSeed.work_pair_count).toBe(AGENCY_FACTS.projects)
    expect(copy.aboutSeed.happy_clients_count).toBe(AGENCY_FACTS.enquiriesThousands)
  })

  it('finds a contradicting figure', () => {
    expect(claims('by the studio behind 300+ small-business websites, since 2015')).toEqual([
      ['projects', 300],
      ['foundedYear', 2015],
    ])
  })
})

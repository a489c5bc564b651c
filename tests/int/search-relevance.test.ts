/**
 * The site search's relevance set (docs/content.md "Search"): what a visitor types and what the
 * demo content must answer, on SQLite FTS5 (`npm run test:int`) and PostgreSQL `tsvector`
 * (`npm run test:int:pg`). Each row names results that must be found, results that must not
 * be, and (where the order matters) results that must come before every other: a synonym of
 * the demo's "Search synonyms" (src/seed/content/search.ts) finds every form of its group, a
 * post is found by the name of its category, and a word is found in any of its English forms
 * (`designing` finds *design*, `advertisements` finds *advertising*).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seededPayload } from '../helpers/payload'
import { titles } from '../helpers/search'

vi.mock('next/cache', () => ({
  unstable_cache: (read: (...args: unknown[]) => unknown) => read,
  revalidateTag: vi.fn(),
}))

let payload: Payload
beforeAll(async () => void (payload = await seededPayload()), 300_000)
afterAll(() => payload.destroy())

/** Titles of the demo content (src/seed/content). */
const DEMO = {
  seoService: 'Search Engine Optimisation',
  ppcService: 'Pay-Per-Click Advertising',
  webService: 'Web Design & Development',
  brandingService: 'Branding & Graphic Design',
  socialService: 'Social Media Marketing',
  shopService: 'E-Commerce Solutions',
  localSeo: 'Local SEO for service businesses: a 30-day plan',
  webVitals: 'Core Web Vitals explained for business owners',
  redesign: 'Seven questions to answer before a website redesign',
  accessible: 'Accessible websites convert better: what we check on every project',
  googleAds: 'Google Ads for small budgets: where the first $1,000 should go',
  social: 'Organic vs paid social: what to post, what to boost',
  bakery: 'Mitchell Bakery: from phone orders to online ordering',
  casaVerde: 'Casa Verde: a new brand, an online shop and a growing audience',
  harbor: 'Harbor & Co.: online table bookings for a seaside restaurant',
  offer: 'A new website that wins customers, live in 4 weeks',
} as const

/** A query and what it must answer: `first` before every other result, `found` anywhere, `notFound` nowhere. */
type Case = { q: string; why: string; first?: string[]; found: string[]; notFound?: string[] }

const CASES: Case[] = [
  {
    q: 'seo',
    why: 'the abbreviation finds its long form and the posts of the SEO category',
    first: [DEMO.seoService, DEMO.localSeo],
    found: [DEMO.seoService, DEMO.localSeo, DEMO.webVitals],
    notFound: [DEMO.googleAds, DEMO.social, DEMO.ppcService],
  },
  {
    q: 'SEO',
    why: 'case does not matter',
    found: [DEMO.seoService, DEMO.localSeo, DEMO.webVitals],
  },
  {
    q: 'search engine optimisation',
    why: 'the long form finds the abbreviation',
    found: [DEMO.seoService, DEMO.localSeo, DEMO.webVitals],
    notFound: [DEMO.googleAds],
  },
  {
    q: 'ppc',
    why: 'the abbreviation finds the pay-per-click service',
    found: [DEMO.ppcService],
    notFound: [DEMO.seoService, DEMO.localSeo],
  },
  {
    q: 'pay per click',
    why: 'the words of a hyphenated form find it',
    found: [DEMO.ppcService],
  },
  {
    q: 'designing',
    why: 'a word finds its other English forms; posts are found by their category',
    found: [
      DEMO.webService,
      DEMO.brandingService,
      DEMO.offer,
      DEMO.redesign,
      DEMO.accessible,
      DEMO.webVitals,
    ],
    notFound: [DEMO.googleAds, DEMO.bakery],
  },
  {
    q: 'advertisements',
    why: 'a plural finds the -ing form, and the Advertising category its posts',
    found: [DEMO.ppcService, DEMO.googleAds, DEMO.social],
    notFound: [DEMO.seoService],
  },
  {
    q: 'websites',
    why: 'a plural finds the singular, titles first',
    first: [DEMO.redesign, DEMO.accessible, DEMO.offer],
    found: [DEMO.webService, DEMO.redesign, DEMO.accessible, DEMO.offer],
  },
  {
    q: 'restaurants',
    why: 'a plural finds the singular in a title and a client name',
    found: [DEMO.harbor],
    notFound: [DEMO.bakery],
  },
  {
    q: 'ordered',
    why: 'a past tense finds the noun and the -ing form',
    found: [DEMO.bakery],
    notFound: [DEMO.harbor],
  },
  {
    q: 'ecommerce',
    why: 'a synonym written without its hyphen finds the hyphenated form and the other forms',
    found: [DEMO.shopService, DEMO.casaVerde],
    notFound: [DEMO.bakery],
  },
  {
    q: 'online shops',
    why: 'a multi-word form finds its group, in any English form',
    found: [DEMO.shopService, DEMO.casaVerde],
  },
  {
    q: 'social media',
    why: 'every word is still required',
    found: [DEMO.socialService, DEMO.social],
    notFound: [DEMO.seoService, DEMO.googleAds],
  },
]

describe('relevance of the demo content', () => {
  it.each(CASES)('`$q`: $why', async ({ q, first = [], found, notFound = [] }) => {
    const got = await titles(q)
    expect(got).toEqual(expect.arrayContaining(found))
    expect(got.filter((title) => notFound.includes(title))).toEqual([])
    expect(new Set(got.slice(0, first.length))).toEqual(new Set(first))
  })
})

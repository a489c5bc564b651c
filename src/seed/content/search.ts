/**
 * The demo's search synonyms (the "Search synonyms" global, docs/content.md "Search"): the
 * abbreviations and other words visitors type for the agency's services. Each group's terms
 * are separated by commas (src/lib/search-synonyms.ts).
 */
export const searchSynonymsSeed = {
  groups: [
    { terms: 'seo, search engine optimisation, search engine optimization' },
    { terms: 'ppc, pay-per-click' },
    { terms: 'ecommerce, e-commerce, online shop, online store' },
  ],
}

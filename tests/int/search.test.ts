/**
 * Site search (src/server/search.ts, docs/content.md "Search") on the demo content and on
 * documents made here, on SQLite (`npm run test:int`) and PostgreSQL (`npm run test:int:pg`):
 * every word must match, title matches rank first, results link to their pages, the matches are
 * marked and rendered as text (HTML in content stays text), drafts and unpublished documents
 * are never found, and odd queries find nothing without failing.
 */
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { Marked } from '@/components/search/SearchResults'
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_CHARS } from '@/contracts/constants'
import { excerptAround, markMatches, parseSearchPage, parseSearchQuery } from '@/lib/search'
import type { Post } from '@/payload-types'
import { SEARCH_SOURCES } from '@/server/search'

import { seededPayload } from '../helpers/payload'
import { createPost } from '../helpers/posts'
import { search, titles } from '../helpers/search'

// Hoisted by Vitest: `unstable_cache` runs the read itself (no Next.js cache outside a request).
vi.mock('next/cache', () => ({
  unstable_cache: (read: (...args: unknown[]) => unknown) => read,
  revalidateTag: vi.fn(),
}))

let payload: Payload
beforeAll(async () => void (payload = await seededPayload()), 300_000)
afterAll(() => payload.destroy())

const newPost = (data: Partial<Pick<Post, 'title' | 'excerpt' | '_status'>>) => createPost(payload, data)

describe('query parsing', () => {
  it('trims, lower-cases and splits words; LIKE wildcards separate words, never match as patterns', () => {
    expect(parseSearchQuery('  Local   SEO ')).toEqual({ query: 'Local SEO', words: ['local', 'seo'] })
    expect(parseSearchQuery('50%_off\\x').words).toEqual(['50', 'off', 'x'])
    expect(parseSearchQuery(['seo', 'ppc']).words).toEqual(['seo'])
  })

  it('names the problem of an empty or too long search', () => {
    for (const q of [undefined, '', '   ', '%%', '_', {}, 42])
      expect(parseSearchQuery(q).problem).toBe('empty')
    expect(parseSearchQuery('a'.repeat(SEARCH_QUERY_MAX_CHARS + 1)).problem).toBe('too-long')
    expect(parseSearchQuery('a'.repeat(SEARCH_QUERY_MAX_CHARS)).problem).toBeUndefined()
  })

  it('reads the page number: absent is 1, anything but a page number is NaN', () => {
    expect(parseSearchPage(undefined)).toBe(1)
    expect(parseSearchPage('3')).toBe(3)
    for (const p of ['0', '-1', '1.5', 'x', '02', '1e3']) expect(parseSearchPage(p)).toBeNaN()
  })
})

describe('matching and ranking', () => {
  it('finds the demo post about SEO, the word marked, with its URL', async () => {
    const found = await search('seo')
    const post = found.results.find((r) => r.url === '/blog/local-seo-30-day-plan')!
    expect(post).toMatchObject({ type: 'Blog post' })
    expect(post.title.filter((p) => p.match).map((p) => p.text)).toEqual(['SEO'])
  })

  it('marks the synonym that matched and the words of a stem', async () => {
    const service = (await search('seo')).results.find((r) => r.type === 'Service')!
    expect(service.title.filter((p) => p.match).map((p) => p.text)).toEqual(['Search Engine Optimisation'])
    const marked = (await search('designing')).results.flatMap((r) => r.title.filter((p) => p.match))
    expect(new Set(marked.map((p) => p.text.toLowerCase()))).toEqual(new Set(['design']))
  })

  it("shows a post's categories, the one that matched marked", async () => {
    const post = (await search('seo')).results.find((r) => r.url === '/blog/core-web-vitals-explained')!
    expect(post.categories.map((p) => p.text).join('')).toBe('SEO, Web Design')
    expect(post.categories.filter((p) => p.match).map((p) => p.text)).toEqual(['SEO'])
    const service = (await search('seo')).results.find((r) => r.type === 'Service')!
    expect(service.categories).toEqual([])
  })

  it('ranks results with the words in their title first, each with its URL and an excerpt', async () => {
    const found = await search('web')
    const inTitle = found.results.map((r) => r.title.some((p) => p.match))
    expect(inTitle).toContain(true)
    expect(inTitle).toContain(false)
    expect(inTitle.lastIndexOf(true)).toBeLessThan(inTitle.indexOf(false))
    for (const result of found.results) {
      // A post, a case study, a service's card, or a landing page at /{slug}.
      expect(result.url).toMatch(/^\/(blog|case-studies|services)(\/|#|$)|^\/[a-z0-9-]+$/)
      expect(result.excerpt.length).toBeGreaterThan(0)
    }
  })

  it('needs every word, in any field and any order', async () => {
    expect(await titles('local seo')).toContain('Local SEO for service businesses: a 30-day plan')
    expect(await titles('plan 30-day local')).toContain('Local SEO for service businesses: a 30-day plan')
    expect((await search('seo qqzzyyxx')).total).toBe(0)
  })

  it('links a service to the /services page that shows its card', async () => {
    const found = await search('pay-per-click')
    const service = found.results.find((r) => r.type === 'Service')!
    expect(service.url).toMatch(/^\/services#service-\d+$/)
  })

  it('searches every source of the one list', async () => {
    const kinds = new Set((await search('th')).results.map((r) => r.type))
    expect(SEARCH_SOURCES.map((s) => s.type).filter((t) => !kinds.has(t))).toEqual([])
  })

  it('pages the results SEARCH_PAGE_SIZE at a time, every result once', async () => {
    const first = await search('th')
    expect(first.total).toBeGreaterThan(SEARCH_PAGE_SIZE)
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE)
    const second = await search('th', 2)
    expect(second.pageCount).toBe(first.pageCount)
    const keys = [...first.results, ...second.results].map((r) => r.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect((await search('th', first.pageCount + 1)).results).toEqual([])
  })

  it('finds nothing, without failing, for odd searches', async () => {
    for (const q of ['', '%', '_', "' OR 1=1 --", '\\', '"); DROP TABLE posts; --', '😀', 'a'.repeat(500)]) {
      const found = await search(q)
      expect(found.pageCount).toBeGreaterThanOrEqual(1)
      for (const r of found.results) expect(r.url.startsWith('/')).toBe(true)
    }
    expect((await search('%')).total).toBe(0)
  })
})

describe('marking matches', () => {
  it('marks every occurrence, case-insensitive, and keeps all the text', () => {
    const parts = markMatches('SEO and seo, not Seoul? Yes: Seoul.', ['seo'])
    expect(parts.map((p) => p.text).join('')).toBe('SEO and seo, not Seoul? Yes: Seoul.')
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['SEO', 'seo', 'Seo', 'Seo'])
    expect(markMatches('a (b) [c]', ['(b)', '[c]']).filter((p) => p.match)).toHaveLength(2)
  })

  it('cuts a long text around its first match', () => {
    const text = `${'word '.repeat(100)}needle ${'tail '.repeat(100)}`
    const excerpt = excerptAround(text, ['needle'], 120)
    expect(excerpt).toContain('needle')
    expect(excerpt.startsWith('… ')).toBe(true)
    expect(excerpt.endsWith(' …')).toBe(true)
    expect(excerpt.length).toBeLessThanOrEqual(124)
  })

  it('renders HTML found in content as text, the match in <mark>', async () => {
    await newPost({
      title: 'Quokka <script>alert(1)</script> tips',
      excerpt: '<img src=x onerror=alert(1)> about the quokka',
    })
    const result = (await search('quokka')).results[0]!
    const title = renderToStaticMarkup(createElement(Marked, { parts: result.title }))
    const excerpt = renderToStaticMarkup(createElement(Marked, { parts: result.excerpt }))
    expect(title).toBe('<mark>Quokka</mark> &lt;script&gt;alert(1)&lt;/script&gt; tips')
    expect(excerpt).toBe('&lt;img src=x onerror=alert(1)&gt; about the <mark>quokka</mark>')
  })
})

describe('published only', () => {
  it('never finds a draft, finds it once published, and not a later draft of it', async () => {
    const post = await newPost({ title: 'Zebracorn launch notes', _status: 'draft' })
    expect((await search('zebracorn')).total).toBe(0)
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { _status: 'published' },
      context: { disableRevalidate: true },
    })
    expect(await titles('zebracorn')).toEqual(['Zebracorn launch notes'])
    // A new draft of the published post: visitors still see (and find) the published version.
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Zebracorn unicornish rewrite' },
      draft: true,
      context: { disableRevalidate: true },
    })
    expect((await search('unicornish')).total).toBe(0)
    expect(await titles('zebracorn')).toEqual(['Zebracorn launch notes'])
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { _status: 'draft' },
      context: { disableRevalidate: true },
    })
    expect((await search('zebracorn')).total).toBe(0)
  })
})

/**
 * The site search's full-text index (src/hooks/search-index.ts, src/server/search-index.ts,
 * docs/content.md "Search") on SQLite FTS5 (`npm run test:int`) and PostgreSQL `tsvector`
 * (`npm run test:int:pg`): kept in step by the collections' hooks (publish, edit, unpublish,
 * delete; drafts never indexed) and by the categories' (a post is found by the name of its
 * category, renamed or deleted), ranked in the database with title matches first, every term
 * required and compared by English stem, a one-letter word matched whole, and the engines'
 * query syntax typed by a visitor read as plain words; the migrations fill the index from the
 * documents already there.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE } from '@/contracts/constants'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import type { Post } from '@/payload-types'

import { seededPayload } from '../helpers/payload'
import { createPost } from '../helpers/posts'
import { search, titles } from '../helpers/search'

vi.mock('next/cache', () => ({
  unstable_cache: (read: (...args: unknown[]) => unknown) => read,
  revalidateTag: vi.fn(),
}))

let payload: Payload
beforeAll(async () => void (payload = await seededPayload()), 300_000)
afterAll(() => payload.destroy())

const context = { disableRevalidate: true }

const newPost = (data: Partial<Pick<Post, 'title' | 'excerpt'>>, draft = false) =>
  createPost(payload, data, draft)

describe('kept in step with the published documents', () => {
  it('finds a post once published, loses it on unpublish, finds it again, and not after delete', async () => {
    const post = await newPost({ title: 'Marmoset metrics', excerpt: 'Quarterly pangolin review.' }, true)
    expect((await search('marmoset')).total).toBe(0)
    const publish = (status: 'draft' | 'published') =>
      payload.update({ collection: 'posts', id: post.id, data: { _status: status }, context })
    await publish('published')
    expect(await titles('marmoset')).toEqual(['Marmoset metrics'])
    expect(await titles('pangolin')).toEqual(['Marmoset metrics'])
    await publish('draft')
    expect((await search('marmoset')).total).toBe(0)
    await publish('published')
    expect((await search('pangolin marmoset')).total).toBe(1)
    await payload.delete({ collection: 'posts', id: post.id, context })
    expect((await search('marmoset')).total).toBe(0)
  })

  it('follows a published edit (the old words are gone) and ignores a draft saved over it', async () => {
    const [service] = (await payload.find({ collection: 'services', limit: 1, depth: 0, context })).docs
    await payload.update({
      collection: 'services',
      id: service!.id,
      data: { short: 'We tame okapi budgets.' },
      context,
    })
    expect((await search('okapi')).results.map((r) => r.type)).toEqual(['Service'])
    await payload.update({
      collection: 'services',
      id: service!.id,
      data: { short: 'Now about quetzal.' },
      context,
    })
    expect((await search('okapi')).total).toBe(0)
    expect((await search('quetzal')).total).toBe(1)
    await payload.update({
      collection: 'services',
      id: service!.id,
      data: { short: 'A draft about axolotl.' },
      draft: true,
      context,
    })
    expect((await search('axolotl')).total).toBe(0)
    expect((await search('quetzal')).total).toBe(1)
  })

  it('finds a post by the name of its category, renamed or deleted', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: { title: 'Zorilla tactics', slug: 'zorilla-tactics' },
      context,
    })
    const other = await payload.create({
      collection: 'categories',
      data: { title: 'Ocelot notes', slug: 'ocelot-notes' },
      context,
    })
    const post = await newPost({ title: 'Field report', excerpt: 'Nothing about the category here.' })
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { categories: [category.id, other.id] },
      context,
    })
    expect(await titles('zorilla')).toEqual(['Field report'])
    expect(await titles('zorilla ocelot')).toEqual(['Field report'])
    await payload.update({
      collection: 'categories',
      id: category.id,
      data: { title: 'Genet tactics' },
      context,
    })
    expect((await search('zorilla')).total).toBe(0)
    expect(await titles('genet')).toEqual(['Field report'])
    await payload.delete({ collection: 'categories', id: category.id, context })
    expect((await search('genet')).total).toBe(0)
    expect(await titles('ocelot')).toEqual(['Field report'])
    // A draft saved over the published post keeps the published post's categories in the index.
    await payload.update({ collection: 'posts', id: post.id, data: { categories: [] }, draft: true, context })
    expect(await titles('ocelot')).toEqual(['Field report'])
  })

  it('never finds a draft of a document never published', async () => {
    await newPost({ title: 'Wombat draft only' }, true)
    await newPost({ title: 'Wombat also a draft', excerpt: 'Saved twice.' }, true)
    expect((await search('wombat')).total).toBe(0)
  })
})

describe('ranking and matching', () => {
  it('ranks a title match before body matches, even older ones', async () => {
    await newPost({ title: 'Narwhal strategy', excerpt: 'A plan.' })
    await newPost({ title: 'Second', excerpt: 'narwhal narwhal narwhal, narwhal again: narwhal.' })
    await newPost({ title: 'Third', excerpt: 'About a narwhal.' })
    expect((await titles('narwhal'))[0]).toBe('Narwhal strategy')
  })

  it('compares English stems: a word finds its other forms, in the title and the text', async () => {
    await newPost({ title: 'Grooming a stoat sanctuary', excerpt: 'Volunteers feed the animals daily.' })
    expect(await titles('grooms')).toEqual(['Grooming a stoat sanctuary'])
    expect(await titles('groomed stoats')).toEqual(['Grooming a stoat sanctuary'])
    expect(await titles('stoats volunteer animal')).toEqual(['Grooming a stoat sanctuary'])
    expect(await titles('sanctuaries')).toEqual(['Grooming a stoat sanctuary'])
    expect(await titles('stoats fed')).toEqual([])
  })

  it('needs every term; a term of two letters or more also finds the words it starts', async () => {
    await newPost({ title: 'Kookaburra song', excerpt: 'Laughing birds.' })
    expect(await titles('kookab')).toEqual(['Kookaburra song'])
    expect(await titles('kookaburra laugh')).toEqual(['Kookaburra song'])
    expect((await search('kookaburra crying')).total).toBe(0)
  })

  it('matches a one-letter word whole, not as the start of every word', async () => {
    await newPost({ title: 'Vitamin q guide', excerpt: 'Quinoa and quince.' })
    await newPost({ title: 'Quokka quiz', excerpt: 'Quite quick.' })
    expect(await titles('vitamin q')).toEqual(['Vitamin q guide'])
    expect(await titles('q')).toEqual(['Vitamin q guide'])
  })

  it('counts every match and pages them in rank order, every result once', async () => {
    for (let i = 1; i <= 14; i++) await newPost({ title: `Capybara note ${i}`, excerpt: 'Rodents.' })
    const first = await search('capybara')
    expect(first).toMatchObject({ total: 14, pageCount: 2, capped: false })
    const second = await search('capybara', 2)
    const keys = [...first.results, ...second.results].map((r) => r.key)
    expect(keys).toHaveLength(14)
    expect(new Set(keys).size).toBe(14)
    expect((await search('capybara', 3)).results).toEqual([])
    expect((await search('capybara', Number.MAX_SAFE_INTEGER)).results).toEqual([])
  })

  it(`counts every match but pages only the best ${SEARCH_MAX_RESULTS}`, async () => {
    for (let i = 1; i <= SEARCH_MAX_RESULTS + 1; i++)
      await newPost({ title: `Tapir ${i}`, excerpt: 'Odd-toed.' })
    const lastPage = SEARCH_MAX_RESULTS / SEARCH_PAGE_SIZE
    const first = await search('tapir')
    expect(first).toMatchObject({ total: SEARCH_MAX_RESULTS + 1, pageCount: lastPage, capped: true })
    expect((await search('tapir', lastPage)).results).toHaveLength(SEARCH_PAGE_SIZE)
    expect((await search('tapir', lastPage + 1)).results).toEqual([])
  }, 120_000)

  it('reads full-text query syntax typed by a visitor as plain words, without failing', async () => {
    await newPost({ title: 'Near and far with quolls', excerpt: 'Or else: a quoll story.' })
    for (const q of [
      '"quolls',
      'quolls"',
      '"quolls"',
      'quolls*',
      'NEAR(quolls far)',
      '(quolls)',
      'quolls AND far',
    ])
      expect(await titles(q)).toEqual(['Near and far with quolls'])
    const odd = [
      '"',
      '""',
      '*',
      '(',
      ')',
      'NEAR',
      'AND',
      'OR',
      'NOT',
      '-',
      '^',
      ':',
      "'",
      '&',
      '|',
      '!',
      '<->',
    ]
    for (const q of [
      ...odd,
      odd.join(' '),
      'title:quolls',
      'quolls:*',
      "quolls' & !far",
      '{title body}: x',
      '\u0000',
      '\u0301',
      'a\u0301',
      '𝟘',
      'x'.repeat(100),
    ])
      expect((await search(q)).pageCount).toBeGreaterThanOrEqual(1)
    expect(await titles('NOT quolls')).toEqual([])
    expect(await titles('near OR quolls')).toEqual(['Near and far with quolls'])
  })
})

describe('the search migrations', () => {
  it('fill the index from the published documents already there (and drop it on the way down)', async () => {
    await newPost({ title: 'Dugong draft before the index' }, true)
    await newPost({ title: 'Dugong published before the index' })
    const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
    const [created, stemmed] = ['_search', '_search_stemmed'].map((suffix) =>
      migrations.find((m) => m.name.endsWith(suffix))!,
    )
    const args = { db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} } as never
    await stemmed!.down(args)
    await created!.down(args)
    await expect(search('dugong')).rejects.toThrow()
    await created!.up(args)
    await stemmed!.up(args)
    expect(await titles('dugong')).toEqual(['Dugong published before the index'])
    expect(await titles('dugongs')).toEqual(['Dugong published before the index'])
    expect(await titles('local seo')).toContain('Local SEO for service businesses: a 30-day plan')
    // The demo's posts of the Advertising category, by its name alone.
    expect(await titles('advertising')).toEqual(
      expect.arrayContaining([
        'Google Ads for small budgets: where the first $1,000 should go',
        'Organic vs paid social: what to post, what to boost',
      ]),
    )
    expect((await search('capybara')).total).toBe(14)
  })
})

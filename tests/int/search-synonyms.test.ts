/**
 * Editor-managed search synonyms (the "Search synonyms" global, src/lib/search-synonyms.ts,
 * docs/content.md "Search") on SQLite and PostgreSQL: a group saved in the admin (REST, as an
 * editor) changes the next search at once, although the search reads the synonyms through the
 * tag cache: Next's cache is modelled here as a store that keeps each read until one of its
 * tags is expired, so a save that expired the wrong tag (or none) would leave the old answer.
 * A group the rules refuse is answered 400 naming the fix, and nothing is stored.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const cache = vi.hoisted(() => ({
  entries: new Map<string, { value: unknown; tags: string[] }>(),
  reading: new Set<string>(),
  expired: new Set<string>(),
}))
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], T>(
      read: (...args: A) => Promise<T>,
      key: string[],
      options?: { tags?: string[] },
    ) =>
    async (...args: A): Promise<T> => {
      const tags = options?.tags ?? []
      for (const tag of tags) cache.reading.add(tag)
      const id = JSON.stringify([key, args])
      const kept = cache.entries.get(id)
      if (kept) return kept.value as T
      const value = await read(...args)
      cache.entries.set(id, { value, tags })
      return value
    },
  revalidateTag: (tag: string) => {
    cache.expired.add(tag)
    for (const [id, entry] of cache.entries) if (entry.tags.includes(tag)) cache.entries.delete(id)
  },
}))

import { seededPayload } from '../helpers/payload'
import { createPost } from '../helpers/posts'
import { restRoute, signedInToken } from '../helpers/rest'
import { titles } from '../helpers/search'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await seededPayload()
  token = await signedInToken(payload, 'editor', 'synonyms-editor@example.com')
  await createPost(payload, { title: 'Elk herd counts', excerpt: 'A winter census.' })
}, 300_000)
afterAll(() => payload.destroy())

/** Saves the global's groups through the admin's REST route, as an editor. */
const saveGroups = (groups: Array<{ terms: string }>) =>
  restRoute('/api/globals/search-synonyms', { method: 'POST', token, body: JSON.stringify({ groups }) })

const storedGroups = async () =>
  (await payload.findGlobal({ slug: 'search-synonyms', depth: 0 })).groups?.map((g) => g.terms)

describe('search synonyms', () => {
  it('the demo seeds the abbreviations of its services', async () => {
    expect(await storedGroups()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^seo, search engine optimisation/),
        expect.stringMatching(/^ppc, pay-per-click/),
      ]),
    )
  })

  it('a group saved in the admin changes the next search, through the tag cache', async () => {
    const before = await storedGroups()
    cache.reading.clear()
    expect(await titles('wapiti')).toEqual([])
    expect([...cache.reading]).toContain('search-synonyms')
    cache.expired.clear()
    expect(
      (await saveGroups([...before!.map((terms) => ({ terms })), { terms: 'wapiti, elk' }])).status,
    ).toBe(200)
    expect([...cache.expired]).toContain('search-synonyms')
    expect(await titles('wapiti')).toEqual(['Elk herd counts'])
    expect(await titles('elk')).toEqual(['Elk herd counts'])
    // The other groups still apply; removing the group removes what it found.
    expect(await titles('ppc')).toContain('Pay-Per-Click Advertising')
    expect((await saveGroups(before!.map((terms) => ({ terms })))).status).toBe(200)
    expect(await titles('wapiti')).toEqual([])
  })

  it('refuses a group the rules do not allow, 400 naming the fix, and stores nothing', async () => {
    const before = await storedGroups()
    for (const [terms, message] of [
      ['wapiti', 'at least two different terms'],
      ['wapiti,, elk', 'empty term'],
      ['wapiti, !!!', 'has no letter or digit'],
    ]) {
      const response = await saveGroups([{ terms: terms! }])
      expect(response.status, terms).toBe(400)
      expect(JSON.stringify(await response.json()), terms).toContain(message)
    }
    expect(await storedGroups()).toEqual(before)
  })
})

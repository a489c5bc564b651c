/**
 * The data steps of the `typed_links_menus` migrations (src/migrations/typed-links.ts), on the
 * database this suite runs on (SQLite, or PostgreSQL under vitest.pg.config.mts): content stored
 * before links were typed (an address string in each hero, call-to-action, logo and banner
 * link, and in the posts' call-to-action blocks, with the type columns as the migration adds
 * them) comes out as the typed links the demo content holds: `#lead-form` an anchor, `/contact`
 * the Contact page, `/package#package-panel-seo` the same address.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { MigrationDb } from '@/migrations/typed-links'
import { LINK_TABLES, typeLinks, untypeLinks } from '@/migrations/typed-links'

import { seededPayload } from '../helpers/payload'

let payload: Payload
let db: MigrationDb

beforeAll(async () => {
  payload = await seededPayload()
  const adapter = payload.db as unknown as { packageName: string; drizzle: never }
  const migration =
    adapter.packageName === '@payloadcms/db-postgres'
      ? await import('@/migrations/postgres/20261127_163937_typed_links_menus')
      : await import('@/migrations/sqlite/20261127_163228_typed_links_menus')
  db = migration.dataSteps(adapter.drizzle)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

/** Every link the content holds, as the local API reads it (ids and dates left out). */
async function links(): Promise<unknown> {
  const [pages, banners, posts] = await Promise.all([
    payload.find({ collection: 'pages', depth: 0, pagination: false, sort: 'id' }),
    payload.find({ collection: 'banners', depth: 0, pagination: false, sort: 'id' }),
    payload.find({ collection: 'posts', depth: 0, pagination: false, sort: 'id' }),
  ])
  /** The `link` of each call-to-action block of a post's text. */
  const ctas = (content: unknown): unknown[] => {
    type Node = { type?: string; fields?: { blockType?: string; link?: unknown }; children?: Node[] }
    const found: unknown[] = []
    const visit = (node: Node) => {
      if (node.type === 'block' && node.fields?.blockType === 'callToAction') found.push(node.fields.link)
      node.children?.forEach(visit)
    }
    visit((content as { root: Node }).root)
    return found
  }
  return {
    pages: pages.docs.map((p) => p.layout.map((b) => ('cta' in b ? b.cta : 'link' in b ? b.link : null))),
    banners: banners.docs.map((b) => b.link),
    posts: posts.docs.map((p) => ctas(p.content)),
  }
}

it('turns the addresses stored before into the typed links of the demo content', async () => {
  const typed = await links()
  expect(JSON.stringify(typed)).toContain('"anchor":"lead-form"')
  expect(JSON.stringify(typed)).toContain('"url":"/package#package-panel-seo"')

  // Back to the shape before the migration: an address string, the type columns as just added.
  await untypeLinks(db)
  for (const { table, prefix, anchors } of LINK_TABLES) {
    const anchor = anchors ? `, "${prefix}anchor" = NULL` : ''
    await db.run(
      db.sql.raw(`UPDATE "${table}" SET "${prefix}type" = 'route', "${prefix}route" = NULL${anchor}`),
    )
  }
  const [hero] = await db.all(db.sql`SELECT cta_url AS url FROM pages_blocks_hero`)
  expect(hero).toEqual({ url: '#lead-form' })
  expect(JSON.stringify(await links())).not.toContain('"anchor":"lead-form"')

  await typeLinks(db)
  expect(await links()).toEqual(typed)
})

it('adds the starting menus only once', async () => {
  const before = await payload.findGlobal({ slug: 'navigation', depth: 0 })
  await typeLinks(db)
  expect(await payload.findGlobal({ slug: 'navigation', depth: 0 })).toEqual(before)
})

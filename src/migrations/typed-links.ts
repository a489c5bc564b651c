/**
 * The data steps of the `typed_links_menus` migrations (src/migrations/sqlite and postgres, one
 * per database, same name): what each stored address becomes as a typed link (src/lib/links.ts
 * `linkFromUrl`), the tables and columns that hold one, the post text's call-to-action blocks,
 * and the menus an existing site starts with. The migrations run the SQL of their own database.
 */
import { randomBytes } from 'node:crypto'

import { siteRoutePath } from '@/contracts/site-routes'
import { linkFromUrl, type StoredLink } from '@/lib/links'

/** A table whose rows hold a link: its id column, the columns' prefix, whether anchors are offered. */
export type LinkTable = { table: string; prefix: string; anchors: boolean }

export const LINK_TABLES: LinkTable[] = [
  { table: 'pages_blocks_hero', prefix: 'cta_', anchors: true },
  { table: '_pages_v_blocks_hero', prefix: 'cta_', anchors: true },
  { table: 'pages_blocks_call_to_action', prefix: 'link_', anchors: true },
  { table: '_pages_v_blocks_call_to_action', prefix: 'link_', anchors: true },
  { table: 'pages_blocks_logo_strip_logos', prefix: 'link_', anchors: false },
  { table: '_pages_v_blocks_logo_strip_logos', prefix: 'link_', anchors: false },
  { table: 'banners', prefix: 'link_', anchors: false },
  { table: '_banners_v', prefix: 'version_link_', anchors: false },
]

/** The typed columns of an address stored before (`type`, `route`, `anchor`, `url`). */
export function typedColumns(url: string, anchors: boolean): Required<Omit<StoredLink, 'reference'>> {
  const link = url.startsWith('#') && !anchors ? { type: 'custom' as const, url } : linkFromUrl(url)
  return { type: link.type!, route: link.route ?? null, anchor: link.anchor ?? null, url: link.url ?? null }
}

/** The address a typed link stood for before (the down migration), or null. */
export function untypedUrl(link: { type?: unknown; route?: unknown; anchor?: unknown; url?: unknown }): string | null {
  if (link.type === 'route') return siteRoutePath(link.route)
  if (link.type === 'anchor' && typeof link.anchor === 'string') return `#${link.anchor}`
  return typeof link.url === 'string' ? link.url : null
}

type Node = { type?: string; fields?: Record<string, unknown>; children?: Node[] }

/** Applies `change` to the fields of every call-to-action block of a Lexical state; whether any changed. */
function eachCallToAction(state: unknown, change: (fields: Record<string, unknown>) => boolean): boolean {
  let changed = false
  const visit = (node: Node) => {
    if (node.type === 'block' && node.fields?.blockType === 'callToAction') changed = change(node.fields) || changed
    node.children?.forEach(visit)
  }
  const root = (state as { root?: Node } | null)?.root
  if (root) visit(root)
  return changed
}

/** A post's text with each call to action's `url` as a typed `link` (no anchors in posts); null when unchanged. */
export function typedPostContent(state: unknown): unknown {
  const changed = eachCallToAction(state, (fields) => {
    if (typeof fields.url !== 'string' || fields.link) return false
    // Only the keys that hold a value, as the editor saves a link.
    fields.link = Object.fromEntries(Object.entries(typedColumns(fields.url, false)).filter(([, v]) => v !== null))
    delete fields.url
    return true
  })
  return changed ? state : null
}

/** The reverse of typedPostContent (the down migration); null when unchanged. */
export function untypedPostContent(state: unknown): unknown {
  const changed = eachCallToAction(state, (fields) => {
    if (!fields.link || typeof fields.link !== 'object') return false
    fields.url = untypedUrl(fields.link as Record<string, unknown>)
    delete fields.link
    return true
  })
  return changed ? state : null
}

/** The menus a site has when it is migrated: the header and footer it showed, with Blog and Case studies. */
export const STARTING_MENUS: Record<'header' | 'footer', Array<{ label: string; route: string }>> = {
  header: [
    { label: 'Home', route: 'home' },
    { label: 'About', route: 'about' },
    { label: 'Services', route: 'services' },
    { label: 'Package', route: 'package' },
    { label: 'Blog', route: 'blog' },
    { label: 'Case studies', route: 'case-studies' },
    { label: 'Contact Us', route: 'contact' },
  ],
  footer: [
    { label: 'Our Work', route: 'ourworks' },
    { label: 'Blog', route: 'blog' },
    { label: 'Privacy Policy', route: 'privacy-policy' },
    { label: 'Terms & Condition', route: 'terms-condition' },
  ],
}

/** An array row id as Payload makes them (24 hex digits). */
export const rowId = (): string => randomBytes(12).toString('hex')

type Tag = typeof import('@payloadcms/db-sqlite').sql
type Query = ReturnType<Tag>

/** One database as the data steps use it; each migration adapts its own (SQLite or PostgreSQL). */
export type MigrationDb = {
  sql: Tag
  all(query: Query): Promise<Array<Record<string, unknown>>>
  run(query: Query): Promise<unknown>
  /** A JSON value as a parameter of its column type. */
  json(value: unknown): Query
}

const id = (name: string) => `"${name}"`
const parse = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value)

/** The posts' text columns holding Lexical states: table, id column, content column. */
const POST_TEXTS = [
  ['posts', 'content'],
  ['_posts_v', 'version_content'],
] as const

/** Up: every stored address as a typed link, the posts' calls to action too, and the starting menus (once). */
export async function typeLinks(db: MigrationDb): Promise<void> {
  const { sql } = db
  for (const { table, prefix, anchors } of LINK_TABLES) {
    const url = id(`${prefix}url`)
    const rows = await db.all(
      sql.raw(`SELECT id, ${url} AS url FROM ${id(table)} WHERE ${url} IS NOT NULL AND ${url} <> ''`),
    )
    for (const row of rows) {
      const c = typedColumns(String(row.url), anchors)
      const anchor = anchors ? sql`, ${sql.raw(id(`${prefix}anchor`))} = ${c.anchor}` : sql``
      await db.run(
        sql`UPDATE ${sql.raw(id(table))} SET ${sql.raw(id(`${prefix}type`))} = ${c.type}, ${sql.raw(id(`${prefix}route`))} = ${c.route}, ${sql.raw(url)} = ${c.url}${anchor} WHERE id = ${row.id}`,
      )
    }
  }
  await rewritePosts(db, typedPostContent)
  await addStartingMenus(db)
}

/** The starting menus, unless the menus global already has items. */
async function addStartingMenus(db: MigrationDb): Promise<void> {
  const { sql } = db
  const items = await db.all(sql`SELECT id FROM "navigation_header" UNION SELECT id FROM "navigation_footer"`)
  if (items.length) return
  const now = new Date().toISOString()
  const [existing] = await db.all(sql`SELECT id FROM "navigation" LIMIT 1`)
  const parent = existing?.id ?? 1
  if (!existing) await db.run(sql`INSERT INTO "navigation" (id, updated_at, created_at) VALUES (${parent}, ${now}, ${now})`)
  for (const menu of ['header', 'footer'] as const)
    for (const [i, item] of STARTING_MENUS[menu].entries())
      await db.run(
        sql`INSERT INTO ${sql.raw(id(`navigation_${menu}`))} (_order, _parent_id, id, label, link_type, link_route) VALUES (${i + 1}, ${parent}, ${rowId()}, ${item.label}, 'route', ${item.route})`,
      )
}

/** Down: each typed link back to the address it stands for (a reference has none: it is dropped). */
export async function untypeLinks(db: MigrationDb): Promise<void> {
  const { sql } = db
  for (const { table, prefix, anchors } of LINK_TABLES) {
    const col = (name: string) => id(`${prefix}${name}`)
    const anchor = anchors ? `, ${col('anchor')} AS anchor` : ''
    const rows = await db.all(
      sql.raw(`SELECT id, ${col('type')} AS type, ${col('route')} AS route, ${col('url')} AS url${anchor} FROM ${id(table)}`),
    )
    for (const row of rows)
      await db.run(sql`UPDATE ${sql.raw(id(table))} SET ${sql.raw(col('url'))} = ${untypedUrl(row)} WHERE id = ${row.id}`)
  }
  await rewritePosts(db, untypedPostContent)
}

/** Rewrites every post text (and its versions) that `change` changes. */
async function rewritePosts(db: MigrationDb, change: (state: unknown) => unknown): Promise<void> {
  const { sql } = db
  for (const [table, column] of POST_TEXTS) {
    const rows = await db.all(sql.raw(`SELECT id, ${id(column)} AS content FROM ${id(table)} WHERE ${id(column)} IS NOT NULL`))
    for (const row of rows) {
      const changed = change(parse(row.content))
      if (changed)
        await db.run(sql`UPDATE ${sql.raw(id(table))} SET ${sql.raw(id(column))} = ${db.json(changed)} WHERE id = ${row.id}`)
    }
  }
}

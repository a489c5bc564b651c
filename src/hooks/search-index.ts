/**
 * The site search's full-text index (docs/content.md "Search"): one row of `search_documents`
 * per published document of each searched collection: collection, document id, title, the
 * text fields joined by line breaks, `updatedAt`. SQLite searches it through the FTS5 table
 * `search_index`, PostgreSQL through its generated `tsvector` column `search` (GIN index);
 * both made and first filled by the `*_search` migrations; read by src/server/search.ts.
 *
 * Kept in step by the collections' afterChange/afterDelete hooks, in the change's own
 * transaction. The row mirrors the document's published version (the collection's own table):
 * a publish or a published edit writes it; an unpublish, or a document that was never
 * published, removes it; a draft saved over a published document leaves it as it is. The
 * index is data, not cache: seeds and scripts that pass `disableRevalidate` index as well.
 */
import type { CollectionConfig, PayloadRequest, SelectType } from 'payload'

import { deleteIndexRow, writeIndexRow } from './search-index-sql'

/** The searched collections: the field shown as a result's title, and the other searched text fields. */
export const SEARCH_INDEX_FIELDS = {
  services: { titleField: 'title', textFields: ['short'] },
  'case-studies': { titleField: 'title', textFields: ['summary', 'client', 'industry', 'challenge'] },
  posts: { titleField: 'title', textFields: ['excerpt'] },
  pages: { titleField: 'title', textFields: ['meta.description'] },
} as const satisfies Record<string, { titleField: string; textFields: readonly string[] }>

export type SearchedCollection = keyof typeof SEARCH_INDEX_FIELDS

type Doc = { id: number; _status?: string | null; updatedAt?: string | null } & Record<string, unknown>

/** The value at `path` of `doc`: a field name, or `group.field` inside a group. */
export function valueAt(doc: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], doc)
}

/** Payload `select` of `fields` (a dotted path selects inside its group). */
export function selectOf(fields: readonly string[]): SelectType {
  const select: Record<string, unknown> = {}
  for (const field of fields) {
    const [group, inner] = field.split('.')
    if (inner) select[group!] = { ...(select[group!] as object | undefined), [inner]: true }
    else select[field] = true
  }
  return select as SelectType
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * Brings the row of document `id` in step with the collection's own table, which holds its
 * published version (a draft saved over it is kept in the versions table only), in `req`'s
 * transaction: written when published, removed otherwise.
 */
async function syncDocument(req: PayloadRequest, collection: SearchedCollection, id: number) {
  const { titleField, textFields } = SEARCH_INDEX_FIELDS[collection]
  const stored = await req.payload.db.findOne<Doc>({
    collection,
    where: { id: { equals: id } },
    select: selectOf([titleField, ...textFields, 'updatedAt', '_status']),
    req,
  })
  if (stored?._status !== 'published') return deleteIndexRow(req.payload, req, collection, id)
  await writeIndexRow(req.payload, req, {
    collection,
    docId: id,
    title: text(stored[titleField]),
    body: textFields.map((field) => text(valueAt(stored, field))).join('\n'),
    updatedAt: stored.updatedAt ?? new Date().toISOString(),
  })
}

/** `config` with the hooks that keep its rows of the search index in step; throws for a collection not searched. */
export function searchIndexed(config: CollectionConfig): CollectionConfig {
  if (!(config.slug in SEARCH_INDEX_FIELDS)) throw new Error(`${config.slug} is not in SEARCH_INDEX_FIELDS`)
  const collection = config.slug as SearchedCollection
  const hooks = config.hooks ?? {}
  return {
    ...config,
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, req }) => (await syncDocument(req, collection, (doc as Doc).id), doc),
      ],
      afterDelete: [
        ...(hooks.afterDelete ?? []),
        async ({ doc, req }) => (await deleteIndexRow(req.payload, req, collection, (doc as Doc).id), doc),
      ],
    },
  }
}

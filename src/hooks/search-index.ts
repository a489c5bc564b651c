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
import type { CollectionConfig, Payload, PayloadRequest, SelectType } from 'payload'

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
const indexedFields = (collection: SearchedCollection) => {
  const { titleField, textFields } = SEARCH_INDEX_FIELDS[collection]
  return [titleField, ...textFields, 'updatedAt', '_status']
}

/** Writes or removes the row of `doc` (its published version as stored), in `req`'s transaction. */
async function indexDocument(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  collection: SearchedCollection,
  doc: Doc,
) {
  if (doc._status !== 'published') return deleteIndexRow(payload, req, collection, doc.id)
  const { titleField, textFields } = SEARCH_INDEX_FIELDS[collection]
  await writeIndexRow(payload, req, {
    collection,
    docId: doc.id,
    title: text(doc[titleField]),
    body: textFields.map((field) => text(valueAt(doc, field))).join('\n'),
    updatedAt: doc.updatedAt ?? new Date().toISOString(),
  })
}

/** Brings the row of document `id` in step with the collection's own table (its published version). */
async function syncDocument(req: PayloadRequest, collection: SearchedCollection, id: number) {
  const stored = await req.payload.db.findOne<Doc>({
    collection,
    where: { id: { equals: id } },
    select: selectOf(indexedFields(collection)),
    req,
  })
  if (stored) await indexDocument(req.payload, req, collection, stored)
  else await deleteIndexRow(req.payload, req, collection, id)
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

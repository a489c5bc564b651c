/**
 * The site search's full-text index (docs/content.md "Search"): one row of `search_documents`
 * per published document of each searched collection: collection, document id, title, the
 * names of its categories and the text fields, each list joined by line breaks, `updatedAt`.
 * SQLite searches it through the FTS5 table `search_index` (`porter` stemming), PostgreSQL
 * through its generated `tsvector` column `search` (English stemming, GIN index); both made
 * and first filled by the `*_search_stemmed` migrations; read by src/server/search-index.ts.
 *
 * Kept in step by the collections' afterChange/afterDelete hooks, in the change's own
 * transaction. The row mirrors the document's published version (the collection's own table):
 * a publish or a published edit writes it; an unpublish, or a document that was never
 * published, removes it; a draft saved over a published document leaves it as it is. A
 * category renamed or deleted rewrites the rows of its posts (`categoryIndexHooks`). The
 * index is data, not cache: seeds and scripts that pass `disableRevalidate` index as well.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  PayloadRequest,
  SelectType,
} from 'payload'

import { deleteIndexRow, writeIndexRow } from './search-index-sql'

/**
 * The searched collections: the field shown as a result's title, the other searched text
 * fields and, for a collection with categories, its relationship to `categories`, whose
 * titles are indexed with the document.
 */
export const SEARCH_INDEX_FIELDS = {
  services: { titleField: 'title', textFields: ['short'] },
  'case-studies': { titleField: 'title', textFields: ['summary', 'client', 'industry', 'challenge'] },
  posts: { titleField: 'title', textFields: ['excerpt'], categoriesField: 'categories' },
  pages: { titleField: 'title', textFields: ['meta.description'] },
} as const satisfies Record<
  string,
  { titleField: string; textFields: readonly string[]; categoriesField?: string }
>

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

const categoriesFieldOf = (collection: SearchedCollection): string | undefined => {
  const fields = SEARCH_INDEX_FIELDS[collection]
  return 'categoriesField' in fields ? fields.categoriesField : undefined
}

/** The ids a relationship value holds (ids, or documents when populated). */
const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [])
    .map((item) => (typeof item === 'object' && item ? (item as { id?: unknown }).id : item))
    .filter((id): id is number => typeof id === 'number')

/** Title of each category of `ids` that exists, in `req`'s transaction. */
async function categoryTitles(req: PayloadRequest, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const { docs } = await req.payload.db.find<{ id: number; title?: string | null }>({
    collection: 'categories',
    where: { id: { in: ids } },
    select: { title: true },
    pagination: false,
    req,
  })
  return new Map(docs.map((doc) => [doc.id, text(doc.title)]))
}

/**
 * Brings the rows of the documents `ids` of `collection` in step with the collection's own
 * table, which holds their published version (a draft saved over one is kept in the versions
 * table only), in `req`'s transaction: written when published, removed otherwise.
 */
async function syncDocuments(req: PayloadRequest, collection: SearchedCollection, ids: number[]) {
  if (!ids.length) return
  const { titleField, textFields } = SEARCH_INDEX_FIELDS[collection]
  const categoriesField = categoriesFieldOf(collection)
  const fields = [titleField, ...textFields, ...(categoriesField ? [categoriesField] : [])]
  const { docs } = await req.payload.db.find<Doc>({
    collection,
    where: { id: { in: ids } },
    select: selectOf([...fields, 'updatedAt', '_status']),
    pagination: false,
    req,
  })
  const published = new Map(docs.filter((doc) => doc._status === 'published').map((doc) => [doc.id, doc]))
  const titles = categoriesField
    ? await categoryTitles(
        req,
        [...published.values()].flatMap((doc) => idsOf(doc[categoriesField])),
      )
    : new Map<number, string>()
  for (const id of ids) {
    const doc = published.get(id)
    if (!doc) {
      await deleteIndexRow(req.payload, req, collection, id)
      continue
    }
    const categories = categoriesField ? idsOf(doc[categoriesField]).flatMap((c) => titles.get(c) ?? []) : []
    await writeIndexRow(req.payload, req, {
      collection,
      docId: id,
      title: text(doc[titleField]),
      categories: categories.join('\n'),
      body: textFields.map((field) => text(valueAt(doc, field))).join('\n'),
      updatedAt: doc.updatedAt ?? new Date().toISOString(),
    })
  }
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
        async ({ doc, req }) => (await syncDocuments(req, collection, [(doc as Doc).id]), doc),
      ],
      afterDelete: [
        ...(hooks.afterDelete ?? []),
        async ({ doc, req }) => (await deleteIndexRow(req.payload, req, collection, (doc as Doc).id), doc),
      ],
    },
  }
}

/** The searched collections with categories, and their relationship field. */
const CATEGORIZED = (Object.keys(SEARCH_INDEX_FIELDS) as SearchedCollection[]).flatMap((collection) => {
  const field = categoriesFieldOf(collection)
  return field ? [{ collection, field }] : []
})

/** The ids of the documents of each categorized collection that name category `id`, in `req`'s transaction. */
async function documentsOfCategory(req: PayloadRequest, id: number) {
  return Promise.all(
    CATEGORIZED.map(async ({ collection, field }) => {
      const { docs } = await req.payload.db.find<Doc>({
        collection,
        where: { [field]: { in: [id] } },
        select: { id: true },
        pagination: false,
        req,
      })
      return { collection, ids: docs.map((doc) => doc.id) }
    }),
  )
}

/** Where a category's documents wait between its beforeDelete and afterDelete hooks. */
const pendingKey = (id: number) => `searchIndex:category:${id}` as const

/**
 * Hooks of the categories collection: a renamed category rewrites the index rows of the
 * documents that name it; a deleted one, those that named it (found before the delete, which
 * removes the relationship).
 */
export const categoryIndexHooks: {
  afterChange: CollectionAfterChangeHook[]
  beforeDelete: CollectionBeforeDeleteHook[]
  afterDelete: CollectionAfterDeleteHook[]
} = {
  afterChange: [
    async ({ doc, previousDoc, operation, req }) => {
      if (operation === 'update' && previousDoc?.title !== doc.title)
        for (const { collection, ids } of await documentsOfCategory(req, doc.id))
          await syncDocuments(req, collection, ids)
      return doc
    },
  ],
  beforeDelete: [
    async ({ id, req }) => {
      req.context[pendingKey(Number(id))] = await documentsOfCategory(req, Number(id))
    },
  ],
  afterDelete: [
    async ({ id, req }) => {
      const pending = req.context[pendingKey(Number(id))]
      for (const { collection, ids } of pending ?? []) await syncDocuments(req, collection, ids)
    },
  ],
}

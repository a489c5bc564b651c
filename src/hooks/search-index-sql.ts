/**
 * SQL of the site search's index (`search_documents`, made by the `*_search_stemmed` migrations; see
 * src/hooks/search-index.ts), through the Payload database adapter's Drizzle instance with
 * bound parameters only. Inside a Payload request's transaction (`req`), the statements run
 * in it, so an index row commits or rolls back with the change that wrote it.
 */
import { sql as postgresSql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { sql as sqliteSql, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

/**
 * One index row: a published document's title, the names of its categories and its text
 * fields (each list joined by line breaks), its last change (ISO 8601).
 */
export type SearchIndexRow = {
  collection: string
  docId: number
  title: string
  categories: string
  body: string
  updatedAt: string
}

/** The adapter's Drizzle database, or the transaction of `req` when it has one. */
export async function indexDatabase(payload: Payload, req?: Partial<PayloadRequest>) {
  const adapter = payload.db as unknown as SQLiteAdapter | PostgresAdapter
  const transaction = req?.transactionID ? adapter.sessions[await req.transactionID]?.db : undefined
  const db = transaction ?? adapter.drizzle
  return payload.db.name === 'postgres'
    ? ({ kind: 'postgres', db: db as PostgresAdapter['drizzle'] } as const)
    : ({ kind: 'sqlite', db: db as SQLiteAdapter['drizzle'] } as const)
}

/** Writes `row`, replacing the row of the same document. */
export async function writeIndexRow(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  row: SearchIndexRow,
) {
  const { collection, docId, title, categories, body, updatedAt } = row
  const target = await indexDatabase(payload, req)
  if (target.kind === 'postgres')
    await target.db.execute(postgresSql`
      INSERT INTO search_documents (collection, doc_id, title, categories, body, updated_at)
      VALUES (${collection}, ${docId}, ${title}, ${categories}, ${body}, ${updatedAt})
      ON CONFLICT (collection, doc_id) DO UPDATE
      SET title = excluded.title, categories = excluded.categories, body = excluded.body,
        updated_at = excluded.updated_at`)
  else
    await target.db.run(sqliteSql`
      INSERT INTO search_documents (collection, doc_id, title, categories, body, updated_at)
      VALUES (${collection}, ${docId}, ${title}, ${categories}, ${body}, ${updatedAt})
      ON CONFLICT (collection, doc_id) DO UPDATE
      SET title = excluded.title, categories = excluded.categories, body = excluded.body,
        updated_at = excluded.updated_at`)
}

/** Removes the row of document `docId` of `collection` (none is fine). */
export async function deleteIndexRow(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  collection: string,
  docId: number,
) {
  const target = await indexDatabase(payload, req)
  if (target.kind === 'postgres')
    await target.db.execute(
      postgresSql`DELETE FROM search_documents WHERE collection = ${collection} AND doc_id = ${docId}`,
    )
  else
    await target.db.run(
      sqliteSql`DELETE FROM search_documents WHERE collection = ${collection} AND doc_id = ${docId}`,
    )
}

import 'server-only'

/**
 * Reads of the site search's full-text index (src/hooks/search-index.ts): the documents that
 * match every clause, best first, one page at a time, and how many there are. Words are
 * compared by their English stems: FTS5's `porter` tokenizer on SQLite, the `search_english`
 * text-search configuration on PostgreSQL (the `english` Snowball stemmer without its stop
 * words, so every word stays required as on SQLite; made by the `*_search_stemmed` migration).
 * Ranked in the database: bm25 on SQLite FTS5, ts_rank on PostgreSQL (title weight A,
 * categories B, body D), the title over the categories over the body; newer `updatedAt`
 * first among equals. The query reaches the database as one bound parameter
 * (src/lib/search-terms.ts builds and quotes it).
 */
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { fts5Match, type SearchClause, tsQuery } from '@/lib/search-terms'
import { indexDatabase } from '@/hooks/search-index-sql'

/** A found document: its collection's slug and id. */
export type SearchHit = { collection: string; docId: number }

/**
 * FTS5's bm25 weights of the title, categories and body columns: a word in the title outweighs
 * many in the body; a category's name weighs less than the title, more than the body.
 */
const FTS5_WEIGHTS = [10, 4, 1] as const
/** ts_rank weights of D (body), C, B (categories), A (title): the same ratios as FTS5_WEIGHTS. */
const TS_RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}'
/** The text-search configuration of the `search` column (the `*_search_stemmed` migration). */
const TS_CONFIG = 'search_english'

/** Page `page` (1-based) of `size` hits for `clauses` (at least one) and the number of hits. */
export async function findInSearchIndex(
  payload: Payload,
  clauses: SearchClause[],
  page: number,
  size: number,
): Promise<{ hits: SearchHit[]; total: number }> {
  // A page far past the last one finds nothing, as any page past it; the bound keeps OFFSET an integer.
  const offset = Math.min((page - 1) * size, 2 ** 31 - 1)
  const target = await indexDatabase(payload)
  if (target.kind === 'postgres') {
    const query = postgresSql`to_tsquery(${TS_CONFIG}::regconfig, ${tsQuery(clauses)})`
    const [count, found] = await Promise.all([
      target.db.execute(
        postgresSql`SELECT count(*)::int AS total FROM search_documents WHERE search @@ ${query}`,
      ),
      target.db.execute(postgresSql`
        SELECT collection, doc_id FROM search_documents WHERE search @@ ${query}
        ORDER BY ts_rank(${TS_RANK_WEIGHTS}::float4[], search, ${query}) DESC, updated_at DESC, id
        LIMIT ${size} OFFSET ${offset}`),
    ])
    return { hits: found.rows.map(toHit), total: Number(count.rows[0]?.total ?? 0) }
  }
  const match = fts5Match(clauses)
  const [count, found] = await Promise.all([
    target.db.all<{ total: number }>(
      sqliteSql`SELECT count(*) AS total FROM search_index WHERE search_index MATCH ${match}`,
    ),
    target.db.all<Record<string, unknown>>(sqliteSql`
      SELECT d.collection, d.doc_id FROM (
        SELECT rowid, bm25(search_index, ${FTS5_WEIGHTS[0]}, ${FTS5_WEIGHTS[1]}, ${FTS5_WEIGHTS[2]}) AS score
        FROM search_index WHERE search_index MATCH ${match}
      ) found JOIN search_documents d ON d.id = found.rowid
      ORDER BY found.score, d.updated_at DESC, d.id
      LIMIT ${size} OFFSET ${offset}`),
  ])
  return { hits: found.map(toHit), total: Number(count[0]?.total ?? 0) }
}

const toHit = (row: Record<string, unknown>): SearchHit => ({
  collection: String(row.collection),
  docId: Number(row.doc_id),
})

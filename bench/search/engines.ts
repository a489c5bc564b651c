/**
 * Search engines compared at the database level (bench/search.ts, docs/performance.md
 * "Search"), on the published posts of the bench database: the first 6 (the demo's) and all.
 * Each engine answers one page of results (12) and the number found, for the same words:
 * - `like` (SQLite) and `ilike` (PostgreSQL): every word in the title or excerpt, newest first,
 *   at most 120 read; the site's first engine (Payload's `contains`) and what
 *   @payloadcms/plugin-search's `search` collection is queried with (`like` on its title);
 * - `fts5` (SQLite): an FTS5 table of title and excerpt, words as prefixes, ranked by bm25 with
 *   a `snippet()`;
 * - `tsvector` (PostgreSQL): a GIN index on the title and excerpt's tsvector, ranked by
 *   ts_rank with `ts_headline`.
 * Tables are made in throw-away databases (SQLite in memory, a PostgreSQL cluster on `pgPort`).
 * Figures: median ms of 50 runs after 5 warm-up ones.
 */
import { createClient, type InValue } from '@libsql/client'
import pg from 'pg'

import { startCluster } from '../../scripts/postgres/cluster'

type Row = { id: number; title: string; excerpt: string; updated: string }
type Query = (words: string[]) => Promise<unknown>
export type EngineFigures = Record<string, { demo: Record<string, number>; large: Record<string, number> }>

const RUNS = 50
const LIMIT = 120
const PAGE = 12

async function median(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 5; i++) await run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return Number(times[Math.floor(RUNS / 2)]!.toFixed(2))
}

const words = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean)

/** SQLite (in memory): the rows in a plain table and in an FTS5 table; the two queries. */
async function sqliteEngines(rows: Row[]) {
  const db = createClient({ url: ':memory:' })
  await db.execute('CREATE TABLE posts (id INTEGER PRIMARY KEY, title TEXT, excerpt TEXT, updated TEXT)')
  await db.execute("CREATE VIRTUAL TABLE posts_fts USING fts5(title, excerpt, tokenize='unicode61')")
  await db.batch(
    rows.flatMap((r) => [
      { sql: 'INSERT INTO posts VALUES (?, ?, ?, ?)', args: [r.id, r.title, r.excerpt, r.updated] },
      {
        sql: 'INSERT INTO posts_fts (rowid, title, excerpt) VALUES (?, ?, ?)',
        args: [r.id, r.title, r.excerpt],
      },
    ]),
  )
  const like: Query = async (ws) => {
    const where = ws.map(() => '(title LIKE ? OR excerpt LIKE ?)').join(' AND ')
    const args: InValue[] = ws.flatMap((w) => [`%${w}%`, `%${w}%`])
    await db.execute({ sql: `SELECT count(*) FROM posts WHERE ${where}`, args })
    return db.execute({
      sql: `SELECT id, title, excerpt FROM posts WHERE ${where} ORDER BY updated DESC LIMIT ${LIMIT}`,
      args,
    })
  }
  const fts5: Query = async (ws) => {
    const match = ws.map((w) => `"${w.replaceAll('"', '""')}"*`).join(' ')
    await db.execute({ sql: 'SELECT count(*) FROM posts_fts WHERE posts_fts MATCH ?', args: [match] })
    return db.execute({
      sql: `SELECT rowid, highlight(posts_fts, 0, '<mark>', '</mark>'), snippet(posts_fts, 1, '<mark>', '</mark>', '…', 24)
            FROM posts_fts WHERE posts_fts MATCH ? ORDER BY bm25(posts_fts, 5, 1) LIMIT ${PAGE}`,
      args: [match],
    })
  }
  return { engines: { like, fts5 }, close: () => db.close() }
}

/** PostgreSQL (a throw-away cluster): the rows with a GIN tsvector index; the two queries. */
async function postgresEngines(rows: Row[], client: pg.Client, table: string) {
  await client.query(
    `CREATE TABLE ${table} (id int PRIMARY KEY, title text, excerpt text, updated timestamptz)`,
  )
  for (const r of rows)
    await client.query(`INSERT INTO ${table} VALUES ($1, $2, $3, $4)`, [r.id, r.title, r.excerpt, r.updated])
  await client.query(
    `CREATE INDEX ON ${table} USING gin ((setweight(to_tsvector('english', title), 'A') || to_tsvector('english', excerpt)))`,
  )
  await client.query(`ANALYZE ${table}`)
  const vector = `(setweight(to_tsvector('english', title), 'A') || to_tsvector('english', excerpt))`
  const ilike: Query = async (ws) => {
    const where = ws.map((_, i) => `(title ILIKE $${i + 1} OR excerpt ILIKE $${i + 1})`).join(' AND ')
    const args = ws.map((w) => `%${w}%`)
    await client.query(`SELECT count(*) FROM ${table} WHERE ${where}`, args)
    return client.query(
      `SELECT id, title, excerpt FROM ${table} WHERE ${where} ORDER BY updated DESC LIMIT ${LIMIT}`,
      args,
    )
  }
  const tsvector: Query = async (ws) => {
    const query = ws.map((w) => `${w.replace(/[^\p{L}\p{N}]/gu, '')}:*`).join(' & ')
    const tsq = `to_tsquery('english', $1)`
    await client.query(`SELECT count(*) FROM ${table} WHERE ${vector} @@ ${tsq}`, [query])
    return client.query(
      `SELECT id, ts_headline('english', title, ${tsq}), ts_headline('english', excerpt, ${tsq})
       FROM (SELECT id, title, excerpt, ts_rank(${vector}, ${tsq}) AS rank FROM ${table}
             WHERE ${vector} @@ ${tsq} ORDER BY rank DESC LIMIT ${PAGE}) found`,
      [query],
    )
  }
  return { ilike, tsvector }
}

async function figures(
  engines: Record<string, Query>,
  queries: string[],
  size: 'demo' | 'large',
  into: EngineFigures,
) {
  for (const [name, run] of Object.entries(engines)) {
    into[name] ??= { demo: {}, large: {} }
    for (const q of queries) into[name][size][q] = await median(() => run(words(q)))
  }
}

/** Reads the published posts of the SQLite database at `file` and times every engine on them. */
export async function compareEngines(
  file: string,
  queries: string[],
  pgPort: number,
): Promise<EngineFigures> {
  const source = createClient({ url: `file:${file}` })
  const all = (
    await source.execute(
      "SELECT id, title, excerpt, updated_at FROM posts WHERE _status = 'published' ORDER BY id",
    )
  ).rows.map((r) => ({
    id: Number(r.id),
    title: String(r.title),
    excerpt: String(r.excerpt),
    updated: String(r.updated_at),
  }))
  source.close()
  const sizes = { demo: all.slice(0, 6), large: all }
  const result: EngineFigures = {}
  for (const [size, rows] of Object.entries(sizes) as Array<['demo' | 'large', Row[]]>) {
    const sqlite = await sqliteEngines(rows)
    await figures(sqlite.engines, queries, size, result)
    sqlite.close()
  }
  const cluster = await startCluster(pgPort)
  const client = new pg.Client({ connectionString: cluster.url })
  try {
    await client.connect()
    for (const [size, rows] of Object.entries(sizes) as Array<['demo' | 'large', Row[]]>)
      await figures(await postgresEngines(rows, client, `posts_${size}`), queries, size, result)
  } finally {
    await client.end()
    cluster.stop()
  }
  for (const [name, f] of Object.entries(result))
    console.log(
      `  ${name}: demo ${JSON.stringify(f.demo)} ms; ${all.length} posts ${JSON.stringify(f.large)} ms`,
    )
  return result
}

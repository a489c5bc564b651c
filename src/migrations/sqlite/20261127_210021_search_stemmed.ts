/**
 * The site search's index rebuilt (src/hooks/search-index.ts): `search_documents` gains the
 * names of a document's categories (`categories`, its own column, weighed between the title
 * and the body), and the FTS5 table `search_index` (title, categories, body) compares English
 * stems (`porter` over `unicode61`, diacritics removed). Refilled here from the published
 * documents, with the fields of SEARCH_INDEX_FIELDS as the tables are at this migration; down
 * restores the unstemmed index of the `_search` migration, refilled the same way.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

type Db = MigrateUpArgs['db']

/** The index tables, the FTS5 table over `columns` with `tokenize`, and its triggers. */
async function createIndex(db: Db, columns: string[], tokenize: string) {
  const extra = columns.includes('categories') ? sql`\`categories\` text DEFAULT '' NOT NULL,` : sql``
  await db.run(sql`CREATE TABLE \`search_documents\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`collection\` text NOT NULL,
    \`doc_id\` integer NOT NULL,
    \`title\` text NOT NULL,
    ${extra}
    \`body\` text NOT NULL,
    \`updated_at\` text NOT NULL
  );`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`search_documents_doc_idx\` ON \`search_documents\` (\`collection\`, \`doc_id\`);`,
  )
  const list = sql.raw(columns.join(', '))
  const fresh = sql.raw(columns.map((c) => `new.${c}`).join(', '))
  const old = sql.raw(columns.map((c) => `old.${c}`).join(', '))
  await db.run(sql`CREATE VIRTUAL TABLE \`search_index\` USING fts5(
    ${list}, content='search_documents', content_rowid='id', tokenize=${sql.raw(`'${tokenize}'`)}
  );`)
  await db.run(sql`CREATE TRIGGER \`search_documents_ai\` AFTER INSERT ON \`search_documents\` BEGIN
    INSERT INTO search_index (rowid, ${list}) VALUES (new.id, ${fresh});
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_documents_ad\` AFTER DELETE ON \`search_documents\` BEGIN
    INSERT INTO search_index (search_index, rowid, ${list}) VALUES ('delete', old.id, ${old});
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_documents_au\` AFTER UPDATE ON \`search_documents\` BEGIN
    INSERT INTO search_index (search_index, rowid, ${list}) VALUES ('delete', old.id, ${old});
    INSERT INTO search_index (rowid, ${list}) VALUES (new.id, ${fresh});
  END;`)
}

async function dropIndex(db: Db) {
  await db.run(sql`DROP TABLE \`search_index\`;`)
  await db.run(sql`DROP TABLE \`search_documents\`;`)
}

const joined = (...columns: string[]) => columns.map((c) => `coalesce(p.\`${c}\`, '')`).join(` || char(10) || `)

/** The names of post `p`'s categories, one a line. */
const POST_CATEGORIES = `coalesce((SELECT group_concat(c.\`title\`, char(10)) FROM \`posts_rels\` r
  JOIN \`categories\` c ON c.\`id\` = r.\`categories_id\`
  WHERE r.\`parent_id\` = p.\`id\` AND r.\`path\` = 'categories'), '')`

/** The published documents of the searched collections, each as a row of `search_documents`. */
async function fill(db: Db, withCategories: boolean) {
  const rows = (collection: string, table: string, body: string, categories = `''`) =>
    db.run(sql`INSERT INTO \`search_documents\` (\`collection\`, \`doc_id\`, \`title\`,
        ${sql.raw(withCategories ? '`categories`, ' : '')}\`body\`, \`updated_at\`)
      SELECT ${collection}, p.\`id\`, coalesce(p.\`title\`, ''),
        ${sql.raw(withCategories ? `${categories}, ` : '')}${sql.raw(body)}, p.\`updated_at\`
      FROM ${sql.identifier(table)} p WHERE p.\`_status\` = 'published';`)
  await rows('services', 'services', joined('short'))
  await rows('case-studies', 'case_studies', joined('summary', 'client', 'industry', 'challenge'))
  await rows('posts', 'posts', joined('excerpt'), POST_CATEGORIES)
  await rows('pages', 'pages', joined('meta_description'))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await dropIndex(db)
  await createIndex(db, ['title', 'categories', 'body'], 'porter unicode61 remove_diacritics 2')
  await fill(db, true)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropIndex(db)
  await createIndex(db, ['title', 'body'], 'unicode61')
  await fill(db, false)
}

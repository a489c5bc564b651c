import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The site search's index (src/hooks/search-index.ts): `search_documents`, one row per
 * published document of a searched collection, and `search_index`, an FTS5 table over its
 * title and body kept in step by triggers. Filled here from the published documents, with the
 * fields of SEARCH_INDEX_FIELDS as the tables are at this migration.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_documents\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`collection\` text NOT NULL,
    \`doc_id\` integer NOT NULL,
    \`title\` text NOT NULL,
    \`body\` text NOT NULL,
    \`updated_at\` text NOT NULL
  );`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`search_documents_doc_idx\` ON \`search_documents\` (\`collection\`, \`doc_id\`);`,
  )
  await db.run(sql`CREATE VIRTUAL TABLE \`search_index\` USING fts5(
    title, body, content='search_documents', content_rowid='id', tokenize='unicode61'
  );`)
  await db.run(sql`CREATE TRIGGER \`search_documents_ai\` AFTER INSERT ON \`search_documents\` BEGIN
    INSERT INTO search_index (rowid, title, body) VALUES (new.id, new.title, new.body);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_documents_ad\` AFTER DELETE ON \`search_documents\` BEGIN
    INSERT INTO search_index (search_index, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_documents_au\` AFTER UPDATE ON \`search_documents\` BEGIN
    INSERT INTO search_index (search_index, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
    INSERT INTO search_index (rowid, title, body) VALUES (new.id, new.title, new.body);
  END;`)
  const fill = (collection: string, table: string, body: string) =>
    db.run(sql`INSERT INTO \`search_documents\` (\`collection\`, \`doc_id\`, \`title\`, \`body\`, \`updated_at\`)
      SELECT ${collection}, \`id\`, coalesce(\`title\`, ''), ${sql.raw(body)}, \`updated_at\`
      FROM ${sql.identifier(table)} WHERE \`_status\` = 'published';`)
  const joined = (...columns: string[]) => columns.map((c) => `coalesce(\`${c}\`, '')`).join(` || char(10) || `)
  await fill('services', 'services', joined('short'))
  await fill('case-studies', 'case_studies', joined('summary', 'client', 'industry', 'challenge'))
  await fill('posts', 'posts', joined('excerpt'))
  await fill('pages', 'pages', joined('meta_description'))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_index\`;`)
  await db.run(sql`DROP TABLE \`search_documents\`;`)
}

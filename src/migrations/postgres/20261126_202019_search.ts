import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site search's index (src/hooks/search-index.ts): `search_documents`, one row per
 * published document of a searched collection, with a generated `tsvector` of its title
 * (weight A) and body (weight D) under a GIN index; the `simple` configuration (no stemming,
 * no stop words), as SQLite's FTS5 `unicode61`. Filled here from the published documents, with
 * the fields of SEARCH_INDEX_FIELDS as the tables are at this migration.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "search_documents" (
    "id" serial PRIMARY KEY NOT NULL,
    "collection" varchar NOT NULL,
    "doc_id" integer NOT NULL,
    "title" varchar NOT NULL,
    "body" varchar NOT NULL,
    "updated_at" timestamp(3) with time zone NOT NULL,
    "search" tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', "body"), 'D')
    ) STORED
  );
  CREATE UNIQUE INDEX "search_documents_doc_idx" ON "search_documents" USING btree ("collection", "doc_id");
  CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search");`)
  const fill = (collection: string, table: string, ...columns: string[]) =>
    db.execute(sql`INSERT INTO "search_documents" ("collection", "doc_id", "title", "body", "updated_at")
      SELECT ${collection}, "id", coalesce("title", ''),
        concat_ws(chr(10), ${sql.join(
          columns.map((c) => sql.identifier(c)),
          sql`, `,
        )}), "updated_at"
      FROM ${sql.identifier(table)} WHERE "_status" = 'published';`)
  await fill('services', 'services', 'short')
  await fill('case-studies', 'case_studies', 'summary', 'client', 'industry', 'challenge')
  await fill('posts', 'posts', 'excerpt')
  await fill('pages', 'pages', 'meta_description')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "search_documents";`)
}

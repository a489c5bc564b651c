/**
 * The site search's index rebuilt (src/hooks/search-index.ts): `search_documents` gains the
 * names of a document's categories (`categories`, weight B between the title's A and the
 * body's D), and its generated `tsvector` compares English stems through the text-search
 * configuration `search_english`: a copy of `english` whose words go to the English Snowball
 * stemmer without its stop-word list, so every word of a search stays required, as on SQLite
 * (FTS5 `porter` has no stop words). Refilled here from the published documents, with the
 * fields of SEARCH_INDEX_FIELDS as the tables are at this migration; down restores the
 * `simple` index of the `_search` migration, refilled the same way.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

type Db = MigrateUpArgs['db']

/** The names of post `p`'s categories, one a line, in the post's order. */
const POST_CATEGORIES = sql`coalesce((SELECT string_agg(c."title", chr(10) ORDER BY r."order")
  FROM "posts_rels" r JOIN "categories" c ON c."id" = r."categories_id"
  WHERE r."parent_id" = p."id" AND r."path" = 'categories'), '')`

/** The published documents of the searched collections, each as a row of `search_documents`. */
async function fill(db: Db, withCategories: boolean) {
  const rows = (collection: string, table: string, columns: string[], categories = sql`''`) =>
    db.execute(sql`INSERT INTO "search_documents" ("collection", "doc_id", "title",
        ${withCategories ? sql`"categories", ` : sql``}"body", "updated_at")
      SELECT ${collection}, p."id", coalesce(p."title", ''),
        ${withCategories ? sql`${categories}, ` : sql``}concat_ws(chr(10), ${sql.join(
          columns.map((c) => sql`p.${sql.identifier(c)}`),
          sql`, `,
        )}), p."updated_at"
      FROM ${sql.identifier(table)} p WHERE p."_status" = 'published';`)
  await rows('services', 'services', ['short'])
  await rows('case-studies', 'case_studies', ['summary', 'client', 'industry', 'challenge'])
  await rows('posts', 'posts', ['excerpt'], POST_CATEGORIES)
  await rows('pages', 'pages', ['meta_description'])
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "search_documents";
  CREATE TEXT SEARCH DICTIONARY "search_english_stem" (TEMPLATE = snowball, LANGUAGE = english);
  CREATE TEXT SEARCH CONFIGURATION "search_english" (COPY = english);
  ALTER TEXT SEARCH CONFIGURATION "search_english"
    ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH "search_english_stem";
  CREATE TABLE "search_documents" (
    "id" serial PRIMARY KEY NOT NULL,
    "collection" varchar NOT NULL,
    "doc_id" integer NOT NULL,
    "title" varchar NOT NULL,
    "categories" varchar DEFAULT '' NOT NULL,
    "body" varchar NOT NULL,
    "updated_at" timestamp(3) with time zone NOT NULL,
    "search" tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('search_english', "title"), 'A')
      || setweight(to_tsvector('search_english', "categories"), 'B')
      || setweight(to_tsvector('search_english', "body"), 'D')
    ) STORED
  );
  CREATE UNIQUE INDEX "search_documents_doc_idx" ON "search_documents" USING btree ("collection", "doc_id");
  CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search");`)
  await fill(db, true)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "search_documents";
  DROP TEXT SEARCH CONFIGURATION "search_english";
  DROP TEXT SEARCH DICTIONARY "search_english_stem";
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
  await fill(db, false)
}

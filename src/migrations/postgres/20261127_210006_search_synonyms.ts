/**
 * The "Search synonyms" global (src/globals/SearchSynonyms/config.ts): its row and its groups
 * of equivalent terms, empty until an editor (or the demo seed) fills them.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_synonyms_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"terms" varchar NOT NULL
  );
  
  CREATE TABLE "search_synonyms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "search_synonyms_groups" ADD CONSTRAINT "search_synonyms_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_synonyms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_synonyms_groups_order_idx" ON "search_synonyms_groups" USING btree ("_order");
  CREATE INDEX "search_synonyms_groups_parent_id_idx" ON "search_synonyms_groups" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "search_synonyms_groups" CASCADE;
  DROP TABLE "search_synonyms" CASCADE;`)
}

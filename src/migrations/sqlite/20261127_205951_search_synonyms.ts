/**
 * The "Search synonyms" global (src/globals/SearchSynonyms/config.ts): its row and its groups
 * of equivalent terms, empty until an editor (or the demo seed) fills them.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_synonyms_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`terms\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_synonyms_groups_order_idx\` ON \`search_synonyms_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_synonyms_groups_parent_id_idx\` ON \`search_synonyms_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_synonyms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_synonyms_groups\`;`)
  await db.run(sql`DROP TABLE \`search_synonyms\`;`)
}

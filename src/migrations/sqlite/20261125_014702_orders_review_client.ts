import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`review_needed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`client_hash\` text;`)
  await db.run(sql`CREATE INDEX \`orders_review_needed_idx\` ON \`orders\` (\`review_needed\`);`)
  await db.run(sql`CREATE INDEX \`orders_client_hash_idx\` ON \`orders\` (\`client_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_review_needed_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_client_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`review_needed\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`client_hash\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`attribution_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`attribution_source\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`attribution_medium\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`attribution_landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`attribution_first_page\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`attribution_gclid\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`attribution_fbclid\` text;`)
  await db.run(sql`CREATE INDEX \`orders_attribution_attribution_campaign_idx\` ON \`orders\` (\`attribution_campaign\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_attribution_attribution_campaign_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`attribution_campaign\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`attribution_source\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`attribution_medium\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`attribution_landing_page\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`attribution_first_page\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`attribution_gclid\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`attribution_fbclid\`;`)
}

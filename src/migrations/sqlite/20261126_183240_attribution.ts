import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`attribution_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`attribution_source\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`attribution_medium\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`attribution_landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`attribution_first_page\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`attribution_gclid\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`attribution_fbclid\` text;`)
  await db.run(sql`CREATE INDEX \`contact_messages_attribution_attribution_campaign_idx\` ON \`contact_messages\` (\`attribution_campaign\`);`)
  await db.run(sql`CREATE INDEX \`receivedAt_spam_attribution_campaign_attribution_landing_idx\` ON \`contact_messages\` (\`received_at\`,\`spam\`,\`attribution_campaign\`,\`attribution_landing_page\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contact_messages_attribution_attribution_campaign_idx\`;`)
  await db.run(sql`DROP INDEX \`receivedAt_spam_attribution_campaign_attribution_landing_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`attribution_campaign\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`attribution_source\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`attribution_medium\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`attribution_landing_page\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`attribution_first_page\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`attribution_gclid\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`attribution_fbclid\`;`)
}

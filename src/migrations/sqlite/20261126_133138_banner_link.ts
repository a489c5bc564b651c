import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`banners\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`link_url\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_link_label\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_link_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`link_url\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_link_label\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_link_url\`;`)
}

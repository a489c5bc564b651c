import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "banners" ADD COLUMN "link_label" varchar;
  ALTER TABLE "banners" ADD COLUMN "link_url" varchar;
  ALTER TABLE "_banners_v" ADD COLUMN "version_link_label" varchar;
  ALTER TABLE "_banners_v" ADD COLUMN "version_link_url" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "banners" DROP COLUMN "link_label";
  ALTER TABLE "banners" DROP COLUMN "link_url";
  ALTER TABLE "_banners_v" DROP COLUMN "version_link_label";
  ALTER TABLE "_banners_v" DROP COLUMN "version_link_url";`)
}
